import { afterAll, expect } from "vitest";
import { contractViolations } from "./contract";

/** Fails the test file whose requests got answers the OpenAPI document does not describe. */
afterAll(() => {
  const found = [...new Set(contractViolations.splice(0))];
  expect(found, "answers the OpenAPI document does not describe").toEqual([]);
});

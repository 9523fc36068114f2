import { defineProject } from "vitest/config";
import { ISOLATED_TESTS, serverTest } from "./vitest.config.js";

/** The server files that replace a module (vi.mock): each in a fresh module registry. */
export default defineProject({
  test: { ...serverTest, name: "server-isolated", include: [ISOLATED_TESTS], isolate: true },
});

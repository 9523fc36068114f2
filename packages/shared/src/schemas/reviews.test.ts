import { describe, expect, it } from "vitest";
import { reviewRequestSchema, reviewsPageQuerySchema } from "./reviews";

describe("review schemas", () => {
  it("takes 1 to 5 whole stars", () => {
    for (const rating of [1, 2, 3, 4, 5]) {
      expect(reviewRequestSchema.safeParse({ rating }).success).toBe(true);
    }
    for (const rating of [0, 6, 4.5, "5", null]) {
      expect(reviewRequestSchema.safeParse({ rating }).success).toBe(false);
    }
  });

  it("trims the text and keeps it short", () => {
    expect(reviewRequestSchema.parse({ rating: 5, body: "  Great work!  " }).body).toBe(
      "Great work!",
    );
    expect(reviewRequestSchema.safeParse({ rating: 5, body: "x".repeat(2001) }).success).toBe(
      false,
    );
  });

  it("pages ten at a time by default", () => {
    expect(reviewsPageQuerySchema.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(reviewsPageQuerySchema.safeParse({ pageSize: "500" }).success).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { linkResultToast } from "./linkResult";

describe("link result toast", () => {
  it("confirms a linked provider", () => {
    expect(linkResultToast("?linked=google")).toEqual({
      title: "Google account linked",
      description: "You can now sign in with Google.",
    });
  });

  it("explains an account already linked elsewhere, and other failures", () => {
    expect(linkResultToast("?link_error=already_linked")).toEqual({
      variant: "destructive",
      title: "Couldn't link account",
      description: "That account is already linked to another SkyHire account.",
    });
    expect(linkResultToast("?link_error=oauth_failed")?.description).toBe(
      "Linking didn't finish. Please try again.",
    );
    expect(linkResultToast("?tab=1")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api";
import { authQueryErrorMessage, loginErrorMessage, registerErrorMessage } from "./authErrors";

const apiError = (message: string) => new ApiError({ status: 400, message });

describe("login error messages (spec section 8)", () => {
  it("maps invalid credentials and unknown accounts", () => {
    expect(loginErrorMessage(apiError("Invalid credentials"))).toBe(
      "Invalid email or password. Please try again.",
    );
    expect(loginErrorMessage(apiError("Error: Account not found for x"))).toBe(
      "No account found with this email. Please register first.",
    );
  });

  it("otherwise shows the server message, or a generic one", () => {
    expect(loginErrorMessage(apiError("Too many attempts"))).toBe("Too many attempts");
    expect(loginErrorMessage(new Error(""))).toBe("Login failed. Please try again.");
    expect(loginErrorMessage(undefined)).toBe("Login failed. Please try again.");
  });
});

describe("register error messages (spec section 8)", () => {
  it("maps an existing account", () => {
    expect(registerErrorMessage(apiError("User already exists"))).toBe(
      "An account with this email already exists. Please sign in instead.",
    );
  });

  it("otherwise shows the server message, or a generic one", () => {
    expect(registerErrorMessage(apiError("Email domain blocked"))).toBe("Email domain blocked");
    expect(registerErrorMessage(null)).toBe("Registration failed. Please try again.");
  });
});

describe("error query parameter", () => {
  it("maps oauth_failed and anything else per page", () => {
    expect(authQueryErrorMessage("login", "oauth_failed")).toBe(
      "Authentication failed. Please try again.",
    );
    expect(authQueryErrorMessage("login", "boom")).toBe("An error occurred during login.");
    expect(authQueryErrorMessage("register", "oauth_failed")).toBe(
      "Registration failed. Please try again.",
    );
    expect(authQueryErrorMessage("register", "boom")).toBe(
      "An error occurred during registration.",
    );
    expect(authQueryErrorMessage("login", null)).toBeNull();
  });
});

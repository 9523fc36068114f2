import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, mockApi } from "@/test/mockApi";
import { renderApp } from "@/test/renderApp";
import ForgotPasswordPage from "./ForgotPasswordPage";
import ResetPasswordPage from "./ResetPasswordPage";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SENT = "If an account exists for that email, we've sent a link to reset the password.";
const EXPIRED = "This reset link is invalid or has expired. Request a new one.";

describe("/forgot-password", () => {
  it("validates the email and shows the server's answer", async () => {
    const calls = mockApi({ "POST /api/auth/forgot-password": () => json({ message: SENT }) });
    renderApp(<ForgotPasswordPage />, { path: "/forgot-password" });
    await userEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText("Email"), "Dana@Example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ email: "dana@example.com" });
  });
});

describe("/reset-password", () => {
  it("sends the token and says the user was signed out everywhere", async () => {
    const calls = mockApi({
      "POST /api/auth/reset-password": () => json({ message: "Your password has been reset." }),
    });
    renderApp(<ResetPasswordPage />, { path: "/reset-password?token=tok123" });
    await userEvent.type(screen.getByLabelText("New password"), "brand-new-pass");
    await userEvent.type(screen.getByLabelText("Confirm new password"), "brand-new-pass");
    await userEvent.click(screen.getByRole("button", { name: "Set new password" }));

    expect(await screen.findByText("Your password has been reset.")).toBeInTheDocument();
    expect(screen.getByText(/signed out everywhere/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
    expect(calls[0]?.body).toEqual({ token: "tok123", password: "brand-new-pass" });
  });

  it("shows an expired link's message with a way to request a new one", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({ "POST /api/auth/reset-password": () => json({ message: EXPIRED }, 400) });
    renderApp(<ResetPasswordPage />, { path: "/reset-password?token=old" });
    await userEvent.type(screen.getByLabelText("New password"), "brand-new-pass");
    await userEvent.type(screen.getByLabelText("Confirm new password"), "brand-new-pass");
    await userEvent.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Request a new link" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
  });

  it("explains a link without a token", () => {
    renderApp(<ResetPasswordPage />, { path: "/reset-password" });
    expect(screen.getByText(/missing its token/)).toBeInTheDocument();
  });
});

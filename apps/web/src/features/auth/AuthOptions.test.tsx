import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/renderApp";
import LoginPage from "@/pages/LoginPage";
import { browser } from "@/lib/browser";

function serveConfig(providers: string[]) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ providers, endpoints: {}, features: {} }))),
  );
}
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe("sign-in options follow /api/auth/config", () => {
  it("shows only the email form for ['local']", async () => {
    serveConfig(["local"]);
    renderApp(<LoginPage />, { path: "/login" });
    expect(await screen.findByText("Or continue with email")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Continue with Google" })).not.toBeInTheDocument();
  });

  it("shows provider buttons without the email form when local is absent", async () => {
    serveConfig(["google", "apple"]);
    renderApp(<LoginPage />, { path: "/login" });
    expect(await screen.findByRole("button", { name: "Continue with Google" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Continue with Apple" })).toBeInTheDocument();
    expect(screen.queryByText("Or continue with email")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Email")).not.toBeInTheDocument();
  });

  it("starts a social sign-in: stores mode and return path, disables the buttons", async () => {
    serveConfig(["google", "apple"]);
    const goTo = vi.spyOn(browser, "goTo").mockImplementation(() => {});
    renderApp(<LoginPage />, { path: "/login" });
    await userEvent.click(await screen.findByRole("button", { name: "Continue with Google" }));

    expect(goTo).toHaveBeenCalledWith("/api/auth/google");
    expect(sessionStorage.getItem("auth_mode")).toBe("login");
    expect(sessionStorage.getItem("auth_return_to")).toBe("/");
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeDisabled();
  });

  it("maps the error query parameter", async () => {
    serveConfig(["local"]);
    renderApp(<LoginPage />, { path: "/login?error=oauth_failed" });
    expect(await screen.findByText("Authentication failed. Please try again.")).toBeInTheDocument();
  });
});

describe("login form", () => {
  it("validates before sending and maps server errors", async () => {
    const fetchMock = vi.fn(async (url: RequestInfo | URL, _init?: RequestInit) =>
      String(url).endsWith("/config")
        ? new Response(JSON.stringify({ providers: ["local"] }))
        : new Response(JSON.stringify({ message: "Invalid credentials" }), { status: 401 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderApp(<LoginPage />, { path: "/login" });

    await userEvent.click(await screen.findByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1); // only the config

    await userEvent.type(screen.getByLabelText("Email"), "pilot@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "wrong-password");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(
      await screen.findByText("Invalid email or password. Please try again."),
    ).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe("/api/auth/login");
    expect(JSON.parse(init!.body as string)).toEqual({
      email: "pilot@example.com",
      password: "wrong-password",
    });
  });
});

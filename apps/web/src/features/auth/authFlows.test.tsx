import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import LoginPage from "@/pages/LoginPage";
import RegisterPage from "@/pages/RegisterPage";
import { toastStore } from "@/features/toast/toastStore";
import { json, mockApi } from "@/test/mockApi";
import { clientSession, newUserSession, pilotSession, renderApp } from "@/test/renderApp";
import { USER_QUERY_KEY } from "./authQueries";
import { SignInReturnHandler } from "./SignInReturnHandler";
import { useAuth } from "./useAuth";

const LOCAL_CONFIG = { providers: ["local"], endpoints: {}, features: {} };
const lastToast = () => toastStore.getState().toasts[0];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
  toastStore.dismiss();
});

async function signIn() {
  await userEvent.type(await screen.findByLabelText("Email"), "dana@example.com");
  await userEvent.type(screen.getByLabelText("Password"), "SkyHire-demo-2026");
  await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("after login (spec section 4)", () => {
  it("goes to the dashboard for the role and says welcome back", async () => {
    let signedIn = false;
    const calls = mockApi({
      "GET /api/auth/config": () => json(LOCAL_CONFIG),
      "POST /api/auth/login": () => {
        signedIn = true;
        return json(clientSession());
      },
      "GET /api/auth/user": () => (signedIn ? json(clientSession()) : json({}, 401)),
    });
    const { location } = renderApp(<LoginPage />, { path: "/login" });
    await signIn();

    await waitFor(() => expect(location.history.at(-1)).toBe("/client-dashboard"));
    expect(lastToast()).toMatchObject({
      title: "Welcome back!",
      description: "You've been successfully logged in.",
    });
    expect(calls.filter((c) => c.url === "/api/auth/user").length).toBeGreaterThan(0);
  });

  it("sends a pilot without a profile to /register/pilot", async () => {
    const pilot = { ...pilotSession(), profile: null, pilotProfile: null };
    mockApi({
      "GET /api/auth/config": () => json(LOCAL_CONFIG),
      "POST /api/auth/login": () => json(pilot),
      "GET /api/auth/user": () => json(pilot),
    });
    const { location } = renderApp(<LoginPage />, { path: "/login" });
    await signIn();
    await waitFor(() => expect(location.history.at(-1)).toBe("/register/pilot"));
  });

  it("honours and clears a stored return path", async () => {
    sessionStorage.setItem("auth_return_to", "/pilots");
    mockApi({
      "GET /api/auth/config": () => json(LOCAL_CONFIG),
      "POST /api/auth/login": () => json(clientSession()),
      "GET /api/auth/user": () => json(clientSession()),
    });
    const { location } = renderApp(<LoginPage />, { path: "/login" });
    await signIn();
    await waitFor(() => expect(location.history.at(-1)).toBe("/pilots"));
    expect(sessionStorage.getItem("auth_return_to")).toBeNull();
  });

  it("shows 'Signing in...' while pending and maps unknown accounts", async () => {
    let answer: (r: Response) => void = () => {};
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({
      "GET /api/auth/config": () => json(LOCAL_CONFIG),
      "POST /api/auth/login": () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderApp(<LoginPage />, { path: "/login" });
    await signIn();
    expect(await screen.findByRole("button", { name: "Signing in..." })).toBeDisabled();
    answer(json({ message: "Account not found" }, 404));
    expect(
      await screen.findByText("No account found with this email. Please register first."),
    ).toBeInTheDocument();
  });
});

describe("after registration (spec section 4)", () => {
  async function fillRegister(confirm = "long-enough-pw") {
    await userEvent.type(await screen.findByLabelText("First name"), "Sam");
    await userEvent.type(screen.getByLabelText("Last name"), "Lee");
    await userEvent.type(screen.getByLabelText("Email"), "Sam@Example.com");
    await userEvent.type(screen.getByLabelText("Password"), "long-enough-pw");
    await userEvent.type(screen.getByLabelText("Confirm password"), confirm);
    await userEvent.click(screen.getByRole("button", { name: "Create account" }));
  }

  it("creates the account without the confirmation and goes to /registration", async () => {
    const calls = mockApi({
      "GET /api/auth/config": () => json(LOCAL_CONFIG),
      "POST /api/auth/register": () => json(newUserSession(), 201),
      "GET /api/auth/user": () => json(newUserSession()),
    });
    const { location } = renderApp(<RegisterPage />, { path: "/register" });
    await fillRegister();

    await waitFor(() => expect(location.history.at(-1)).toBe("/registration"));
    expect(calls.find((c) => c.url === "/api/auth/register")?.body).toEqual({
      email: "sam@example.com",
      password: "long-enough-pw",
      firstName: "Sam",
      lastName: "Lee",
    });
    expect(lastToast()).toMatchObject({
      title: "Account created successfully!",
      description: "Welcome to SkyHire. You can now access your dashboard.",
    });
  });

  it("lands signed in on /registration when the page's first session answer comes after it", async () => {
    let registered = false;
    let answerFirstAsk: (response: Response) => void = () => {};
    mockApi({
      "GET /api/auth/config": () => json(LOCAL_CONFIG),
      "POST /api/auth/register": () => {
        registered = true;
        return json(newUserSession(), 201);
      },
      // The page's own ask, sent before the account existed, is slow (a phone on a poor network).
      "GET /api/auth/user": () =>
        registered
          ? json(newUserSession())
          : new Promise<Response>((resolve) => (answerFirstAsk = resolve)),
    });
    function SessionReader() {
      useAuth();
      return null;
    }
    const { location, queryClient } = renderApp(
      <>
        <SessionReader />
        <RegisterPage />
      </>,
      { path: "/register", session: undefined },
    );
    await fillRegister();
    answerFirstAsk(json({}, 401));

    await waitFor(() => expect(location.history.at(-1)).toBe("/registration"));
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toEqual(newUserSession());
  });

  it("shows the confirmation mismatch on the confirmation field", async () => {
    const calls = mockApi({ "GET /api/auth/config": () => json(LOCAL_CONFIG) });
    renderApp(<RegisterPage />, { path: "/register" });
    await fillRegister("something-else");
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.getByLabelText("Confirm password")).toHaveAttribute("aria-invalid", "true");
    expect(calls.some((c) => c.url === "/api/auth/register")).toBe(false);
  });

  it("maps an existing email", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({
      "GET /api/auth/config": () => json(LOCAL_CONFIG),
      "POST /api/auth/register": () =>
        json({ message: "An account with this email already exists" }, 409),
    });
    renderApp(<RegisterPage />, { path: "/register" });
    await fillRegister();
    expect(
      await screen.findByText("An account with this email already exists. Please sign in instead."),
    ).toBeInTheDocument();
  });
});

describe("sign-in return (spec sections 2 and 8)", () => {
  it("clears the query, greets a new user and sends them to /registration", async () => {
    sessionStorage.setItem("auth_mode", "register");
    sessionStorage.setItem("auth_return_to", "/");
    mockApi({ "GET /api/auth/user": () => json(newUserSession()) });
    const { location } = renderApp(<SignInReturnHandler />, {
      path: "/?auth=success&provider=google&new_user=true",
    });

    await waitFor(() => expect(location.history.at(-1)).toBe("/registration"));
    expect(location.history.some((entry) => entry.includes("auth="))).toBe(false);
    expect(lastToast()).toMatchObject({
      title: "Welcome to SkyHire!",
      description: "Successfully signed up with Google",
    });
    expect(sessionStorage.getItem("auth_mode")).toBeNull();
    expect(sessionStorage.getItem("auth_return_to")).toBeNull();
  });

  it("welcomes a returning user back to the dashboard", async () => {
    sessionStorage.setItem("auth_mode", "login");
    mockApi({ "GET /api/auth/user": () => json(clientSession()) });
    const { location } = renderApp(<SignInReturnHandler />, {
      path: "/?auth=success&provider=apple",
    });
    await waitFor(() => expect(location.history.at(-1)).toBe("/dashboard"));
    expect(lastToast()).toMatchObject({
      title: "Welcome back!",
      description: "Successfully signed in with Apple",
    });
  });

  it("logs a failed user fetch and goes to the stored return path", async () => {
    sessionStorage.setItem("auth_return_to", "/pilots");
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({ "GET /api/auth/user": () => json({ message: "down" }, 503) });
    const { location } = renderApp(<SignInReturnHandler />, {
      path: "/?auth=success&provider=google",
    });
    await waitFor(() => expect(location.history.at(-1)).toBe("/pilots"));
    expect(log).toHaveBeenCalled();
  });

  it("does nothing without auth=success", async () => {
    const calls = mockApi({});
    const { location } = renderApp(<SignInReturnHandler />, { path: "/?provider=google" });
    await new Promise((r) => setTimeout(r, 20));
    expect(location.history).toEqual(["/?provider=google"]);
    expect(calls).toEqual([]);
  });
});

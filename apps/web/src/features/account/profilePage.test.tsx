import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import ProfilePage from "@/pages/ProfilePage";
import { browser } from "@/lib/browser";
import { toastStore } from "@/features/toast/toastStore";
import type { AuthSession } from "@/features/auth/types";
import { json, mockApi } from "@/test/mockApi";
import { clientSession, renderApp } from "@/test/renderApp";

const CONFIG = { providers: ["local", "google", "apple"], endpoints: {}, features: {} };
const lastToast = () => toastStore.getState().toasts[0];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toastStore.dismiss();
});

const withGoogle = (): AuthSession => ({
  ...clientSession({ hasPassword: true }),
  linkedAccounts: [
    { provider: "google", email: "dana@gmail.test", linkedAt: "2026-03-04T10:00:00.000Z" },
  ],
});

describe("/profile", () => {
  it("shows the account and sign-in methods, and starts linking Apple", async () => {
    const goTo = vi.spyOn(browser, "goTo").mockImplementation(() => {});
    const calls = mockApi({
      "GET /api/auth/config": () => json(CONFIG),
      "POST /api/auth/link-account": () => json({ redirectUrl: "/api/auth/apple?link=abc" }),
    });
    renderApp(<ProfilePage />, { path: "/profile", session: withGoogle() });

    expect(screen.getByText("Dana Reyes")).toBeInTheDocument();
    const google = await screen.findByTestId("linked-google");
    expect(google).toHaveTextContent("dana@gmail.test");
    expect(within(google).getByRole("button", { name: "Unlink Google" })).toBeEnabled();

    await userEvent.click(await screen.findByRole("button", { name: "Link Apple" }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("/api/auth/apple?link=abc"));
    expect(calls.at(-1)).toMatchObject({ method: "POST", body: { provider: "apple" } });
  });

  it("unlinks and refreshes the user; shows the server's message when refused", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let refuse = false;
    mockApi({
      "GET /api/auth/config": () => json(CONFIG),
      "DELETE /api/auth/unlink-account/google": () =>
        refuse
          ? json({ message: "You can't remove your only way to sign in." }, 400)
          : json({ ...withGoogle(), linkedAccounts: [] }),
    });
    renderApp(<ProfilePage />, { path: "/profile", session: withGoogle() });

    refuse = true;
    await userEvent.click(await screen.findByRole("button", { name: "Unlink Google" }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        variant: "destructive",
        title: "Couldn't unlink Google",
        description: "You can't remove your only way to sign in.",
      }),
    );

    refuse = false;
    await userEvent.click(screen.getByRole("button", { name: "Unlink Google" }));
    expect(await screen.findByRole("button", { name: "Link Google" })).toBeInTheDocument();
    expect(lastToast()).toMatchObject({ title: "Google unlinked" });
  });

  it("turns ?linked= and ?link_error= into toasts and clears the query", async () => {
    mockApi({
      "GET /api/auth/config": () => json(CONFIG),
      "GET /api/auth/user": () => json(withGoogle()),
    });
    const { location } = renderApp(<ProfilePage />, {
      path: "/profile?linked=google",
      session: withGoogle(),
    });
    await waitFor(() => expect(location.history.at(-1)).toBe("/profile"));
    expect(lastToast()).toMatchObject({ title: "Google account linked" });
  });

  it("asks for the current password to change it, and not to set a first one", async () => {
    const calls = mockApi({
      "GET /api/auth/config": () => json(CONFIG),
      "GET /api/auth/user": () => json(withGoogle()),
      "POST /api/auth/change-password": () => json({ success: true }),
    });
    const { unmount } = renderApp(<ProfilePage />, { path: "/profile", session: withGoogle() });
    await userEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("Current password is required")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 8 characters")).toBeInTheDocument();
    unmount();

    const social = { ...withGoogle(), user: { ...withGoogle().user, hasPassword: false } };
    renderApp(<ProfilePage />, { path: "/profile", session: social });
    expect(screen.queryByLabelText("Current password")).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("New password"), "a-new-password");
    await userEvent.type(screen.getByLabelText("Confirm new password"), "a-new-password");
    await userEvent.click(screen.getByRole("button", { name: "Set password" }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === "/api/auth/change-password")?.body).toEqual({
        newPassword: "a-new-password",
      }),
    );
    expect(lastToast()).toMatchObject({ title: "Password set" });
  });
});

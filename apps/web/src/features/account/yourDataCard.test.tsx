import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { browser } from "@/lib/browser";
import { json, mockApi } from "@/test/mockApi";
import { renderApp } from "@/test/renderApp";
import { YourDataCard } from "./YourDataCard";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const allowed = { allowed: true, passwordRequired: true, blockers: [] };
const escrow = {
  code: "money_in_escrow",
  message:
    "$420.00 is held in escrow on 1 job: it must be released to the pilot or refunded first.",
};

describe("Your data", () => {
  it("lists why the account can't be deleted yet and keeps the button off", async () => {
    mockApi({
      "GET /api/account/deletion": () =>
        json({ allowed: false, passwordRequired: true, blockers: [escrow] }),
    });
    renderApp(<YourDataCard email="eve@example.com" />, { path: "/profile" });
    expect(await screen.findByText(escrow.message)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete account" })).toBeDisabled();
  });

  it("deletes after the confirmation and the password, then goes home with a goodbye", async () => {
    const goTo = vi.spyOn(browser, "goTo").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    let refuse = true;
    const calls = mockApi({
      "GET /api/account/deletion": () => json(allowed),
      "POST /api/account/delete": () =>
        refuse
          ? json(
              { message: "Your account can't be deleted yet.", details: { blockers: [escrow] } },
              409,
            )
          : json({ success: true }),
    });
    renderApp(<YourDataCard email="eve@example.com" />, { path: "/profile" });
    const open = await screen.findByRole("button", { name: "Delete account" });
    await waitFor(() => expect(open).toBeEnabled());
    await userEvent.click(open);
    const dialog = screen.getByRole("alertdialog", { name: "Delete your account?" });
    await userEvent.type(
      within(dialog).getByLabelText("Type your email address or DELETE"),
      "eve@example.com",
    );
    await userEvent.type(within(dialog).getByLabelText("Your password"), "secret-words");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    // A refusal that arrives anyway (a hire in between) stays in the dialog with its reasons.
    expect(await within(dialog).findByText(escrow.message)).toBeInTheDocument();

    refuse = false;
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("/"));
    expect(calls.filter((c) => c.url === "/api/account/delete").at(-1)?.body).toEqual({
      confirmation: "eve@example.com",
      password: "secret-words",
    });
    expect(sessionStorage.getItem("skyhire-account-deleted")).toBe("1");
  });
});

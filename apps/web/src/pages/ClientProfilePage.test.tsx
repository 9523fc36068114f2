import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, mockApi } from "@/test/mockApi";
import { clientSession, pilotSession, renderApp } from "@/test/renderApp";
import ClientProfilePage from "./ClientProfilePage";

afterEach(() => vi.unstubAllGlobals());

const noCompany = () => ({ ...clientSession(), profile: null, clientProfile: null });

describe("/client-profile", () => {
  it("shows the one-step client checklist at 0% until company name and location are saved", async () => {
    const saved = clientSession();
    const calls = mockApi({ "PUT /api/profiles/client": () => json(saved) });
    const user = userEvent.setup();
    renderApp(<ClientProfilePage />, { session: noCompany() });
    expect(screen.getByRole("progressbar", { name: "Profile checklist" })).toHaveAttribute(
      "aria-valuenow",
      "0",
    );
    expect(screen.getByText("0% complete")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Company name"), "Acme");
    await user.type(screen.getByLabelText("Location"), "Austin, TX");
    await user.click(screen.getByRole("button", { name: "Save company profile" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
        companyName: "Acme",
        location: "Austin, TX",
      }),
    );
    expect(await screen.findByText("100% complete")).toBeInTheDocument();
    expect(screen.getByLabelText("Company name")).toHaveValue("Acme");
  });

  it("reads the client profile of a dual account, not its pilot profile", () => {
    renderApp(<ClientProfilePage />, {
      session: {
        ...pilotSession({ canHire: true }),
        pilotProfile: { part107Number: "FA-1" },
        clientProfile: { companyName: "Sky Rentals", location: "Denver, CO" },
      },
    });
    expect(screen.getByText("100% complete")).toBeInTheDocument();
    expect(screen.getByLabelText("Company name")).toHaveValue("Sky Rentals");
  });

  it("says how to turn hiring on when it is off", () => {
    renderApp(<ClientProfilePage />, { session: pilotSession() });
    expect(screen.getByRole("link", { name: "Turn it on in capability settings" })).toHaveAttribute(
      "href",
      "/settings/capabilities",
    );
  });
});

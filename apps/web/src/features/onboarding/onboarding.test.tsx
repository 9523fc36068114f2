import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import CapabilitiesSettingsPage from "@/pages/CapabilitiesSettingsPage";
import RegisterClientPage from "@/pages/RegisterClientPage";
import RegisterPilotPage from "@/pages/RegisterPilotPage";
import RegistrationPage from "@/pages/RegistrationPage";
import { AppRoutes } from "@/routes/AppRoutes";
import { toastStore } from "@/features/toast/toastStore";
import type { AuthSession } from "@/features/auth/types";
import { json, mockApi, type ApiCall } from "@/test/mockApi";
import { newUserSession, pilotSession, renderApp } from "@/test/renderApp";

beforeEach(() => {
  window.scrollTo = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toastStore.dismiss();
});

const PILOT_PROFILE = {
  id: "p1",
  part107Number: "4123456",
  businessName: "Sky Eye",
  jobCategories: ["real_estate"],
};
const CLIENT_PROFILE = { id: "c1", companyName: "Acme", location: "Austin, TX" };

/** Answers the account PUTs like the server: the current-user body with the change applied. */
function serveAccount(start: AuthSession) {
  let session = start;
  const update = (patch: Partial<AuthSession>) => {
    session = { ...session, ...patch };
    return json(session);
  };
  const calls: ApiCall[] = mockApi({
    "GET /api/auth/user": () => json(session),
    "PUT /api/me/capabilities": ({ body }) => {
      const caps = body as { canFly: boolean; canHire: boolean };
      return update({
        user: {
          ...session.user,
          ...caps,
          userType: caps.canFly ? "pilot" : "client",
          hasDualCapability: caps.canFly && caps.canHire,
        },
      });
    },
    "PUT /api/profiles/pilot": ({ body }) =>
      update({ pilotProfile: { ...PILOT_PROFILE, ...(body as object) } }),
    "PUT /api/profiles/client": ({ body }) =>
      update({ clientProfile: { ...CLIENT_PROFILE, ...(body as object) } }),
  });
  return calls;
}

describe("/registration", () => {
  it("asks for a choice, saves both capabilities and continues with the pilot profile", async () => {
    const calls = serveAccount(newUserSession());
    const { location } = renderApp(<RegistrationPage />, {
      path: "/registration",
      session: newUserSession(),
    });
    expect(screen.getByRole("heading", { name: "How will you use SkyHire?" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(
      screen.getByText("Choose at least one: flying missions or hiring pilots"),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole("radio", { name: /Both/ }));
    expect(screen.getByText("Step 1 of 3")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));

    await waitFor(() => expect(location.history.at(-1)).toBe("/register/pilot"));
    expect(calls.at(-1)).toMatchObject({
      method: "PUT",
      url: "/api/me/capabilities",
      body: { canFly: true, canHire: true },
    });
  });

  it("sends hire-only accounts to the client profile", async () => {
    serveAccount(newUserSession());
    const { location } = renderApp(<RegistrationPage />, {
      path: "/registration",
      session: newUserSession(),
    });
    await userEvent.click(screen.getByRole("radio", { name: /Hire pilots/ }));
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(location.history.at(-1)).toBe("/register/client"));
  });
});

describe("/register/pilot", () => {
  const dual = () => newUserSession({ canFly: true, canHire: true, userType: "pilot" });

  it("explains the Part 107 number and shows every rule's message", async () => {
    serveAccount(dual());
    renderApp(<RegisterPilotPage />, { path: "/register/pilot", session: dual() });
    expect(
      screen.getByText(/The 7-digit certificate number printed on your FAA Remote Pilot/),
    ).toBeInTheDocument();
    expect(screen.getByText("Step 2 of 3")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Save and continue" }));
    for (const message of [
      "Enter the 7 digits of your Part 107 certificate number",
      "Business name is required",
      "City is required",
      "Use the two-letter state code, for example TX",
      "Pick at least one service you offer",
      "Enter your lowest hourly rate in dollars",
      "Enter your highest hourly rate in dollars",
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText("Part 107 certificate number")).toHaveAccessibleDescription(
      /7-digit certificate number.*Enter the 7 digits/,
    );
  });

  it("saves the profile and continues to the client profile for dual accounts", async () => {
    const calls = serveAccount(dual());
    const { location } = renderApp(<RegisterPilotPage />, {
      path: "/register/pilot",
      session: dual(),
    });
    await userEvent.type(screen.getByLabelText("Part 107 certificate number"), "4123456");
    await userEvent.type(screen.getByLabelText("Business name"), "Sky Eye Aerial");
    await userEvent.type(screen.getByLabelText("Base city"), "Austin");
    await userEvent.type(screen.getByLabelText("State"), "tx");
    const services = screen.getByRole("group", { name: "Services you offer" });
    await userEvent.click(within(services).getByLabelText("Real Estate"));
    await userEvent.click(within(services).getByLabelText("Film & TV"));
    await userEvent.type(screen.getByLabelText("Lowest rate ($ per hour)"), "90");
    await userEvent.type(screen.getByLabelText("Highest rate ($ per hour)"), "240");
    await userEvent.click(screen.getByRole("button", { name: "Save and continue" }));

    await waitFor(() => expect(location.history.at(-1)).toBe("/register/client"));
    expect(calls.at(-1)).toEqual({
      method: "PUT",
      url: "/api/profiles/pilot",
      body: {
        part107Number: "4123456",
        businessName: "Sky Eye Aerial",
        baseCity: "Austin",
        baseState: "TX",
        jobCategories: ["real_estate", "film_tv"],
        hourlyRateMin: 90,
        hourlyRateMax: 240,
      },
    });
    expect(toastStore.getState().toasts[0]).toMatchObject({ title: "Pilot profile saved" });
  });

  it("says when flying is off, since the server keeps pilot profiles for pilots only", () => {
    const client = newUserSession({ canHire: true, userType: "client" });
    serveAccount(client);
    renderApp(<RegisterPilotPage />, { path: "/register/pilot", session: client });
    expect(screen.getByRole("note")).toHaveTextContent("Flying missions isn't switched on");
    expect(screen.getByRole("link", { name: "Turn it on in capability settings" })).toHaveAttribute(
      "href",
      "/settings/capabilities",
    );
  });
});

describe("/register/client", () => {
  it("needs company name and location, then goes to the dashboard", async () => {
    const start = newUserSession({ canHire: true, userType: "client" });
    const calls = serveAccount(start);
    const { location } = renderApp(<RegisterClientPage />, {
      path: "/register/client",
      session: start,
    });
    await userEvent.click(screen.getByRole("button", { name: "Save client profile" }));
    expect(await screen.findByText("Company name is required")).toBeInTheDocument();
    expect(screen.getByText("Location is required")).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText("Company name"), "Lakeside Realty");
    await userEvent.type(screen.getByLabelText("Location"), "Austin, TX");
    await userEvent.type(screen.getByLabelText("Phone (optional)"), "512 555 0142");
    await userEvent.click(screen.getByRole("button", { name: "Save client profile" }));

    await waitFor(() => expect(location.history.at(-1)).toBe("/dashboard"));
    expect(calls.at(-1)?.body).toEqual({
      companyName: "Lakeside Realty",
      location: "Austin, TX",
      phone: "512 555 0142",
    });
  });
});

describe("/settings/capabilities", () => {
  it("keeps one capability on, saves changes and links to the missing profile", async () => {
    const calls = serveAccount(pilotSession({ canHire: false }));
    renderApp(<CapabilitiesSettingsPage />, {
      path: "/settings/capabilities",
      session: pilotSession({ canHire: false }),
    });
    const fly = screen.getByRole("switch", { name: "Fly missions" });
    const hire = screen.getByRole("switch", { name: "Hire pilots" });
    expect(fly).toBeChecked();
    expect(fly).toBeDisabled();
    expect(screen.getByText(/never deletes your pilot or client profile/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save changes" })).toBeDisabled();

    await userEvent.click(hire);
    expect(fly).toBeEnabled();
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));

    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({
        method: "PUT",
        url: "/api/me/capabilities",
        body: { canFly: true, canHire: true },
      }),
    );
    expect(await screen.findByRole("link", { name: "Create your client profile" })).toHaveAttribute(
      "href",
      "/register/client",
    );
    expect(toastStore.getState().toasts[0]).toMatchObject({ title: "Capabilities updated" });
  });
});

describe("dashboard redirect", () => {
  it("sends a signed-in pilot without a profile to /register/pilot", async () => {
    serveAccount(newUserSession({ canFly: true, userType: "pilot" }));
    const { location } = renderApp(<AppRoutes />, {
      path: "/dashboard",
      session: newUserSession({ canFly: true, userType: "pilot" }),
    });
    await waitFor(() => expect(location.history.at(-1)).toBe("/register/pilot"));
    expect(
      await screen.findByRole("heading", { name: "Set up your pilot profile" }),
    ).toBeInTheDocument();
  });

  it("sends a client without a profile to /register/client", async () => {
    serveAccount(newUserSession({ canHire: true, userType: "client" }));
    const { location } = renderApp(<AppRoutes />, {
      path: "/client-dashboard",
      session: newUserSession({ canHire: true, userType: "client" }),
    });
    await waitFor(() => expect(location.history.at(-1)).toBe("/register/client"));
  });
});

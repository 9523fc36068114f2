import { describe, expect, it } from "vitest";
import {
  availableDashboardViews,
  DASHBOARD_VIEW_TEXT,
  defaultDashboardView,
  effectiveDashboardView,
  showsClientData,
  showsPilotData,
  type DashboardView,
} from "./views";

const pilot = { canFly: true, canHire: false };
const client = { canFly: false, canHire: true };
const dual = { canFly: true, canHire: true, hasDualCapability: true };

describe("dashboard views (spec sections 2 and 6)", () => {
  it("defaults to Both for dual users, Pilot for pilots, Client for clients", () => {
    expect(defaultDashboardView(dual)).toBe("both");
    expect(defaultDashboardView({ canFly: true, canHire: true })).toBe("both");
    expect(defaultDashboardView(pilot)).toBe("pilot");
    expect(defaultDashboardView(client)).toBe("client");
  });

  it("offers the Pilot / Client / Both switch to dual users only", () => {
    expect(availableDashboardViews(dual)).toEqual(["pilot", "client", "both"]);
    expect(availableDashboardViews(pilot)).toEqual(["pilot"]);
    expect(availableDashboardViews(client)).toEqual(["client"]);
    expect(effectiveDashboardView(pilot, "client")).toBe("pilot");
    expect(effectiveDashboardView(dual, "client")).toBe("client");
    expect(effectiveDashboardView(dual, null)).toBe("both");
  });

  it("requests pilot data only for fly in Pilot or Both, client data only for hire in Client or Both", () => {
    const cases: [object, DashboardView, boolean, boolean][] = [
      [pilot, "pilot", true, false],
      [pilot, "both", true, false],
      [pilot, "client", false, false],
      [client, "client", false, true],
      [client, "both", false, true],
      [client, "pilot", false, false],
      [dual, "pilot", true, false],
      [dual, "client", false, true],
      [dual, "both", true, true],
      [{}, "both", false, false],
    ];
    for (const [user, view, pilotData, clientData] of cases) {
      expect([showsPilotData(user, view), showsClientData(user, view)]).toEqual([
        pilotData,
        clientData,
      ]);
    }
  });

  it("titles each view with the spec's texts", () => {
    expect(DASHBOARD_VIEW_TEXT.both.title).toBe("Universal Command Center");
    expect(DASHBOARD_VIEW_TEXT.pilot.subtitle).toBe(
      "Your mission control for professional drone services",
    );
    expect(DASHBOARD_VIEW_TEXT.client.messagesDescription).toBe(
      "Communicate with your hired pilots",
    );
  });
});

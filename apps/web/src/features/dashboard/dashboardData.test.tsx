import type { DashboardView } from "@skyhire/shared";
import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, mockApi } from "@/test/mockApi";
import { renderApp } from "@/test/renderApp";
import { dashboardSession } from "./testSessions";
import { useDashboardData } from "./useDashboardData";
import type { AuthSession } from "@/features/auth/types";

afterEach(() => vi.unstubAllGlobals());

function Probe({ session, view }: { session: AuthSession; view: DashboardView }) {
  useDashboardData(session, view);
  return null;
}

const PILOT_CALLS = ["/api/jobs/pilot", "/api/applications/pilot/pp-1", "/api/equipment/main"];
const CLIENT_CALLS = ["/api/jobs/client", "/api/properties/summary"];
const ALWAYS = ["/api/notifications/count"];

describe("dashboard data calls (spec section 6)", () => {
  it.each([
    ["pilot", "pilot", [...PILOT_CALLS, ...ALWAYS]],
    ["client", "client", [...CLIENT_CALLS, ...ALWAYS]],
    ["dual", "both", [...PILOT_CALLS, ...CLIENT_CALLS, ...ALWAYS]],
    ["dual", "pilot", [...PILOT_CALLS, ...ALWAYS]],
    ["dual", "client", [...CLIENT_CALLS, ...ALWAYS]],
    // A view the capability does not back asks nothing of that role.
    ["pilot", "client", ALWAYS],
    ["client", "pilot", ALWAYS],
    ["pilot", "both", [...PILOT_CALLS, ...ALWAYS]],
    ["client", "both", [...CLIENT_CALLS, ...ALWAYS]],
  ] as const)("a %s user in %s view asks for exactly %j", async (kind, view, expected) => {
    const calls = mockApi({
      "GET /api/notifications/count": () => json({ count: 0 }),
      "GET /api/jobs/pilot": () => json([]),
      "GET /api/jobs/client": () => json([]),
      "GET /api/applications/pilot/pp-1": () => json([]),
      "GET /api/equipment/main": () => json([]),
      "GET /api/properties/summary": () =>
        json({ total: 0, pending: 0, ready: 0, in_progress: 0, completed: 0 }),
    });
    renderApp(<Probe session={dashboardSession(kind)} view={view} />, {
      session: dashboardSession(kind),
    });
    await waitFor(() => expect(calls.length).toBe(expected.length));
    // Give any stray call the chance to show up before comparing.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.map((c) => `${c.method} ${c.url}`).sort()).toEqual(
      expected.map((url) => `GET ${url}`).sort(),
    );
  });

  it("asks for no applications without a pilot profile id", async () => {
    const calls = mockApi({});
    const session = dashboardSession("pilot", { pilot: { part107Number: "4123456" } });
    renderApp(<Probe session={session} view="pilot" />, { session });
    await waitFor(() => expect(calls.length).toBe(3));
    expect(calls.map((c) => c.url)).not.toContain("/api/applications/pilot/undefined");
  });
});

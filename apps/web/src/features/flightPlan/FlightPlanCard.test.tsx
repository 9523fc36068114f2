import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jobRow } from "@/features/clientJobs/testData";
import { json, mockApi } from "@/test/mockApi";
import { clientSession, pilotSession, renderApp } from "@/test/renderApp";
import { FlightPlanCard } from "./FlightPlanCard";

afterEach(() => vi.unstubAllGlobals());

const JOB = jobRow({
  status: "assigned",
  pilotProfileId: "00000000-0000-4000-8000-0000000000a3",
  missionWindow: { kind: "part_of_day", date: "2026-12-03", partOfDay: "morning" },
  airspaceClass: "D",
});

describe("the flight plan card", () => {
  it("shows the client the window and a night flight in the site's zone", () => {
    renderApp(
      <FlightPlanCard
        job={{
          ...JOB,
          plannedFlight: {
            at: "2026-12-04T03:00:00.000Z",
            aircraftId: null,
            aircraftName: "Matrice 30T",
            daylight: "night",
            confirmedAt: "2026-11-25T10:00:00.000Z",
          },
        }}
        canPlan={false}
      />,
      { session: clientSession() },
    );
    const card = screen.getByRole("region", { name: "Flight plan" });
    expect(
      within(card).getByText("Thu, Dec 3, 2026 · Morning, 6:00 AM–11:00 AM CST"),
    ).toBeVisible();
    expect(within(card).getByText("Class D")).toBeVisible();
    expect(within(card).getByTestId("planned-flight-time")).toHaveTextContent(
      "Thu, Dec 3, 2026 at 9:00 PM CST",
    );
    expect(within(card).getByText("Night operation (14 CFR 107.29)")).toBeVisible();
    expect(within(card).queryByRole("button", { name: "Confirm flight time" })).toBeNull();
  });

  it("sends the hired pilot's site time as an instant and shows the server's refusal", async () => {
    const calls = mockApi({
      "GET /api/equipment": () => json([]),
      [`PUT /api/jobs/${JOB.id}/planned-flight`]: () =>
        json({ message: "The planned flight time is outside the client's mission window." }, 400),
    });
    renderApp(<FlightPlanCard job={JOB} canPlan />, { session: pilotSession() });
    const card = screen.getByRole("region", { name: "Flight plan" });
    expect(within(card).getByLabelText("Flight day")).toHaveValue("2026-12-03");
    await userEvent.type(within(card).getByLabelText("Take-off time (CST, site time)"), "12:30");
    await userEvent.click(within(card).getByRole("button", { name: "Confirm flight time" }));
    expect(await within(card).findByText(/outside the client's mission window/)).toBeVisible();
    const put = calls.find((c) => c.method === "PUT");
    expect(put?.body).toEqual({ plannedAt: "2026-12-03T18:30:00.000Z", aircraftId: null });
  });
});

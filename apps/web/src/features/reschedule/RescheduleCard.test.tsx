import type { RescheduleProposalDto } from "@skyhire/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jobRow } from "@/features/clientJobs/testData";
import { json, mockApi } from "@/test/mockApi";
import { clientSession, pilotSession, renderApp } from "@/test/renderApp";
import { RescheduleCard } from "./RescheduleCard";

afterEach(() => vi.unstubAllGlobals());

const JOB = {
  ...jobRow({
    status: "assigned",
    pilotProfileId: "00000000-0000-4000-8000-0000000000a3",
    missionWindow: { kind: "flexible", date: "2026-12-03", days: 1 },
  }),
  plannedFlight: {
    at: "2026-12-03T16:00:00.000Z",
    aircraftId: null,
    aircraftName: null,
    daylight: "day" as const,
    confirmedAt: "2026-11-25T10:00:00.000Z",
  },
};
const LIST = `GET /api/jobs/${JOB.id}/reschedules`;
const proposal = (over: Partial<RescheduleProposalDto> = {}): RescheduleProposalDto => ({
  id: "00000000-0000-4000-8000-0000000000c1",
  proposedBy: "pilot",
  proposerName: "Pat Pilot",
  fromAt: "2026-12-03T16:00:00.000Z",
  plannedAt: "2026-12-05T15:30:00.000Z",
  reason: "weather",
  note: "Gusts to 30 mph forecast.",
  status: "open",
  createdAt: "2026-11-26T10:00:00.000Z",
  respondedAt: null,
  ...over,
});

describe("the reschedule card", () => {
  it("lets the client accept the pilot's proposal and shows the history", async () => {
    const calls = mockApi({
      [LIST]: () =>
        json([
          proposal(),
          proposal({
            id: "00000000-0000-4000-8000-0000000000c0",
            proposedBy: "client",
            proposerName: "Casey Client",
            reason: "access",
            note: null,
            status: "declined",
            respondedAt: "2026-11-25T12:00:00.000Z",
          }),
        ]),
      [`POST /api/jobs/${JOB.id}/reschedules/${proposal().id}/accept`]: () =>
        json(proposal({ status: "accepted" })),
    });
    renderApp(<RescheduleCard job={JOB} me="client" />, { session: clientSession() });
    const open = await screen.findByTestId("open-reschedule");
    expect(open).toHaveTextContent(
      "Pat Pilot proposes a new flight time: Sat, Dec 5, 2026 at 9:30 AM CST",
    );
    expect(open).toHaveTextContent("Reason: Weather: Gusts to 30 mph forecast.");
    expect(within(open).queryByRole("button", { name: "Withdraw proposal" })).toBeNull();
    const history = screen.getByRole("list", { name: "Reschedule history" });
    expect(history).toHaveTextContent("Casey Client proposed");
    expect(history).toHaveTextContent("Declined");
    expect(screen.queryByRole("button", { name: "Propose a new time" })).toBeNull();
    await userEvent.click(within(open).getByRole("button", { name: "Accept new time" }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === "POST" && c.url.endsWith("/accept"))).toBe(true),
    );
  });

  it("lets the pilot propose a weather reschedule in the site's time", async () => {
    const calls = mockApi({
      [LIST]: () => json([]),
      [`POST /api/jobs/${JOB.id}/reschedules`]: () => json(proposal(), 201),
    });
    renderApp(<RescheduleCard job={JOB} me="pilot" />, { session: pilotSession() });
    await userEvent.click(await screen.findByRole("button", { name: "Propose a new time" }));
    const dialog = screen.getByRole("dialog", { name: "Propose a new flight time" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Propose new time" }));
    expect(within(dialog).getByText("Choose the new day and take-off time.")).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText("New flight day"), "2026-12-05");
    await userEvent.type(within(dialog).getByLabelText("Take-off time (CST, site time)"), "09:30");
    await userEvent.type(within(dialog).getByLabelText("Note (optional)"), "Gusts to 30 mph");
    await userEvent.click(within(dialog).getByRole("button", { name: "Propose new time" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      plannedAt: "2026-12-05T15:30:00.000Z",
      reason: "weather",
      note: "Gusts to 30 mph",
    });
  });
});

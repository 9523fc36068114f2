import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, mockApi } from "@/test/mockApi";
import { clientSession, renderApp } from "@/test/renderApp";
import { CalendarFeedCard } from "./CalendarFeedCard";

const URL_1 =
  "http://127.0.0.1:5173/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/schedule.ics";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the calendar feed card", () => {
  it("turns the feed on, shows the address once with a copy button, and turns it off", async () => {
    let enabled = false;
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    const calls = mockApi({
      "GET /api/calendar-feed": () =>
        json({ enabled, createdAt: enabled ? "2026-11-25T10:00:00.000Z" : null }),
      "POST /api/calendar-feed": () => {
        enabled = true;
        return json({ url: URL_1, createdAt: "2026-11-25T10:00:00.000Z" }, 201);
      },
      "DELETE /api/calendar-feed": () => {
        enabled = false;
        return new Response(null, { status: 204 });
      },
    });
    renderApp(<CalendarFeedCard />, { path: "/profile", session: clientSession() });

    expect(screen.getByText("Google Calendar")).toBeInTheDocument();
    await userEvent.click(await screen.findByRole("button", { name: "Turn on calendar feed" }));
    expect(await screen.findByLabelText("Your secret calendar address")).toHaveValue(URL_1);
    await userEvent.click(screen.getByRole("button", { name: "Copy address" }));
    expect(writeText).toHaveBeenCalledWith(URL_1);

    await userEvent.click(await screen.findByRole("button", { name: "Turn off" }));
    await userEvent.click(
      within(screen.getByRole("dialog")).getByRole("button", { name: "Turn off" }),
    );
    await waitFor(() => expect(calls.some((c) => c.method === "DELETE")).toBe(true));
    expect(await screen.findByRole("button", { name: "Turn on calendar feed" })).toBeVisible();
    expect(screen.queryByLabelText("Your secret calendar address")).toBeNull();
  });
});

import {
  NOTIFICATION_GROUP_INFO,
  NOTIFICATION_GROUPS,
  type NotificationPreferences,
} from "@skyhire/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import NotificationSettingsPage from "@/pages/NotificationSettingsPage";
import { json, mockApi } from "@/test/mockApi";
import { clientSession, renderApp } from "@/test/renderApp";

afterEach(() => vi.unstubAllGlobals());

function preferences(extra: Partial<NotificationPreferences> = {}): NotificationPreferences {
  return {
    groups: NOTIFICATION_GROUPS.map((group) => ({
      group,
      label: NOTIFICATION_GROUP_INFO[group].label,
      description: NOTIFICATION_GROUP_INFO[group].description,
      pushAvailable: NOTIFICATION_GROUP_INFO[group].pushAvailable,
      ...NOTIFICATION_GROUP_INFO[group].defaults,
    })),
    emailPausedUntil: null,
    ...extra,
  };
}

describe("/settings/notifications", () => {
  it("switches one group's email off and pauses all email", async () => {
    let state = preferences();
    const calls = mockApi({
      "GET /api/notification-preferences": () => json(state),
      "PUT /api/notification-preferences": () => {
        state = preferences({
          groups: state.groups.map((g) => (g.group === "messages" ? { ...g, email: false } : g)),
        });
        return json(state);
      },
    });
    renderApp(<NotificationSettingsPage />, {
      path: "/settings/notifications",
      session: clientSession(),
    });

    const messages = await screen.findByRole("switch", { name: "Email for Messages" });
    expect(messages).toBeChecked();
    expect(screen.queryByRole("switch", { name: "Push for Messages" })).toBeNull();
    expect(screen.getByRole("switch", { name: "In-app for Reviews" })).toBeDisabled();
    await userEvent.click(messages);
    await waitFor(() => expect(messages).not.toBeChecked());
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      groups: [{ group: "messages", email: false, push: false }],
    });

    await userEvent.selectOptions(screen.getByLabelText("Pause for"), "3");
    await userEvent.click(screen.getByRole("button", { name: "Pause email" }));
    expect(calls.filter((c) => c.method === "PUT").at(-1)?.body).toEqual({ pauseEmailDays: 3 });
  });

  it("shows until when email is paused and resumes it", async () => {
    const until = "2026-12-01T15:30:00.000Z";
    const calls = mockApi({
      "GET /api/notification-preferences": () => json(preferences({ emailPausedUntil: until })),
      "PUT /api/notification-preferences": () => json(preferences()),
    });
    renderApp(<NotificationSettingsPage />, {
      path: "/settings/notifications",
      session: clientSession(),
    });
    expect(await screen.findByText(/Email is paused until .*2026/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Resume email now" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ pauseEmailDays: null }),
    );
    expect(await screen.findByRole("button", { name: "Pause email" })).toBeInTheDocument();
  });
});

import type { NotificationItem, NotificationsPage as Page } from "@skyhire/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import NotificationsPage from "@/pages/NotificationsPage";
import { json, mockApi } from "@/test/mockApi";
import { clientSession, renderApp } from "@/test/renderApp";
import { inAppLink, timeAgo } from "./timeAgo";

afterEach(() => vi.unstubAllGlobals());

const item = (
  id: string,
  read: boolean,
  link: string | null = `/jobs/${id}`,
): NotificationItem => ({
  id,
  kind: "application_received",
  title: `Title ${id}`,
  body: `Body ${id}`,
  link,
  read,
  readAt: read ? "2026-05-01T00:00:00.000Z" : null,
  createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
});

function page(items: NotificationItem[], extra: Partial<Page> = {}): Page {
  return {
    notifications: items,
    total: items.length,
    unread: items.filter((n) => !n.read).length,
    page: 1,
    pageSize: 20,
    hasMore: false,
    ...extra,
  };
}

describe("/notifications", () => {
  it("lists notifications, marks one read, and marks all read", async () => {
    let items = [item("n1", false), item("n2", true), item("n3", false, null)];
    const calls = mockApi({
      "GET /api/notifications": () => json(page(items)),
      "POST /api/notifications/n1/read": () => {
        items = items.map((n) => (n.id === "n1" ? { ...n, read: true } : n));
        return json({ ...items[0], read: true });
      },
      "POST /api/notifications/read-all": () => {
        items = items.map((n) => ({ ...n, read: true }));
        return json({ updated: 1, count: 0 });
      },
      "GET /api/notifications/count": () => json({ count: 0 }),
    });
    renderApp(<NotificationsPage />, { path: "/notifications", session: clientSession() });

    const list = within(await screen.findByRole("list", { name: "Notifications" }));
    expect(list.getAllByRole("listitem")).toHaveLength(3);
    expect(screen.getByText("2 unread notifications")).toBeInTheDocument();
    expect(list.getByText("Body n1")).toBeInTheDocument();
    expect(list.getAllByText("2 hours ago")).toHaveLength(3);

    await userEvent.click(list.getByRole("button", { name: "Mark read: Title n1" }));
    await waitFor(() => expect(screen.getByText("1 unread notification")).toBeInTheDocument());
    expect(calls.some((c) => c.method === "POST" && c.url === "/api/notifications/n1/read")).toBe(
      true,
    );

    await userEvent.click(screen.getByRole("button", { name: "Mark all read" }));
    await waitFor(() => expect(screen.getByText("You're all caught up.")).toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Mark all read" })).toBeDisabled();
  });

  it("opens a notification's link and marks it read", async () => {
    const calls = mockApi({
      "GET /api/notifications": () => json(page([item("n1", false)])),
      "POST /api/notifications/n1/read": () => json({ ...item("n1", true) }),
    });
    const { location } = renderApp(<NotificationsPage />, {
      path: "/notifications",
      session: clientSession(),
    });
    await userEvent.click(await screen.findByRole("button", { name: /^Title n1/ }));
    expect(location.history.at(-1)).toBe("/jobs/n1");
    await waitFor(() =>
      expect(calls.some((c) => c.url === "/api/notifications/n1/read")).toBe(true),
    );
  });

  it("pages through older notifications", async () => {
    const calls = mockApi({
      "GET /api/notifications": (call) =>
        call.url.includes("page=2")
          ? json(page([item("old", true)], { page: 2, total: 21, unread: 0 }))
          : json(page([item("new", true)], { total: 21, unread: 0, hasMore: true })),
    });
    renderApp(<NotificationsPage />, { path: "/notifications", session: clientSession() });
    expect(await screen.findByText("Page 1 of 2")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Newer" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Older" }));
    expect(await screen.findByText("Title old")).toBeInTheDocument();
    expect(calls.at(-1)?.url).toBe("/api/notifications?page=2&pageSize=20");
  });

  it("has an empty state and an error state with retry", async () => {
    mockApi({ "GET /api/notifications": () => json(page([])) });
    renderApp(<NotificationsPage />, { path: "/notifications", session: clientSession() });
    expect(await screen.findByText("No notifications yet")).toBeInTheDocument();
    vi.unstubAllGlobals();

    mockApi({ "GET /api/notifications": () => json({ message: "boom" }, 500) });
    renderApp(<NotificationsPage />, { path: "/notifications", session: clientSession() });
    expect(await screen.findByText("We couldn't load your notifications.")).toBeInTheDocument();
  });
});

describe("notification helpers", () => {
  const now = new Date("2026-05-10T12:00:00Z");
  it("says how long ago", () => {
    expect(timeAgo("2026-05-10T11:59:30Z", now)).toBe("just now");
    expect(timeAgo("2026-05-10T11:55:00Z", now)).toBe("5 minutes ago");
    expect(timeAgo("2026-05-09T11:00:00Z", now)).toBe("yesterday");
    expect(timeAgo("2026-04-19T12:00:00Z", now)).toBe("3 weeks ago");
    expect(timeAgo("2026-03-01T12:00:00Z", now)).toBe("Mar 1, 2026");
    expect(timeAgo("nope", now)).toBe("");
  });

  it("opens only paths on this site", () => {
    expect(inAppLink("/jobs/1")).toBe("/jobs/1");
    expect(inAppLink("//evil.example")).toBeNull();
    expect(inAppLink("https://evil.example")).toBeNull();
    expect(inAppLink(null)).toBeNull();
  });
});

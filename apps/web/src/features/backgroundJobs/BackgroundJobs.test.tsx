import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppRoutes } from "@/routes/AppRoutes";
import { json, mockApi } from "@/test/mockApi";
import { clientSession, newUserSession, renderApp } from "@/test/renderApp";

beforeEach(() => {
  window.scrollTo = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const operator = () => newUserSession({ role: "admin", firstName: "Olive", lastName: "Ops" });
const JOB_ID = "00000000-0000-4000-8000-00000000b001";
const failed = {
  id: JOB_ID,
  queue: "email-outbox",
  deadLetter: "email-outbox-dead",
  lastError: "SMTP server refused the connection",
  attempts: 6,
  createdAt: "2026-11-27T05:00:00.000Z",
  failedAt: "2026-11-27T05:10:00.000Z",
};

describe("the background jobs page", () => {
  it("is the 404 page for anyone without the admin role", async () => {
    const calls = mockApi({});
    renderApp(<AppRoutes />, { path: "/admin/background-jobs", session: clientSession() });
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith("/api/admin"))).toEqual([]);
  });

  it("says so when nothing failed, and is in the operator's navigation", async () => {
    mockApi({ "GET /api/admin/background-jobs": () => json({ running: true, jobs: [] }) });
    renderApp(<AppRoutes />, { path: "/admin/background-jobs", session: operator() });
    expect(await screen.findByRole("heading", { name: "No failed jobs" })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Operator area" });
    expect(within(nav).getByRole("link", { name: "Background jobs" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  it("lists a failed job in a keyboard-reachable table and retries it", async () => {
    let jobs = [failed];
    const calls = mockApi({
      "GET /api/admin/background-jobs": () => json({ running: true, jobs }),
      [`POST /api/admin/background-jobs/${JOB_ID}/retry`]: () => {
        jobs = [];
        return json({ id: JOB_ID, queue: "email-outbox", state: "retry" });
      },
    });
    const user = userEvent.setup();
    renderApp(<AppRoutes />, { path: "/admin/background-jobs", session: operator() });

    const table = await screen.findByRole("region", { name: /Failed background jobs/ });
    expect(table).toHaveAttribute("tabindex", "0");
    const row = within(table).getByRole("row", { name: /Notification emails/ });
    expect(row).toHaveTextContent("SMTP server refused the connection");
    expect(row).toHaveTextContent("6");
    expect(row).toHaveTextContent("email-outbox-dead");

    await user.click(within(row).getByRole("button", { name: /Retry Notification emails job/ }));
    expect(calls.some((c) => c.method === "POST" && c.url.endsWith(`/${JOB_ID}/retry`))).toBe(true);
    expect(await screen.findByRole("heading", { name: "No failed jobs" })).toBeInTheDocument();
  });
});

import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pilotSession, renderApp } from "@/test/renderApp";
import { AppRoutes } from "./AppRoutes";

// Signed-in screens may query endpoints; answer them with empty lists.
beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify([]), { status: 200 })),
  );
  window.scrollTo = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const notFound = () => screen.findByRole("heading", { name: "Page Not Found" });

/** Every request stays pending: the session is still loading. */
function sessionNeverAnswers() {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => new Promise<Response>(() => {})),
  );
}

describe("route sets", () => {
  it("gives signed-out visitors the 404 page on signed-in screens", async () => {
    renderApp(<AppRoutes />, { path: "/dashboard", session: null });
    expect(await notFound()).toBeInTheDocument();
  });

  it("shows signed-out visitors the login page", async () => {
    renderApp(<AppRoutes />, { path: "/login", session: null });
    expect(await screen.findByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
  });

  it("gives signed-in users the 404 page on /login and /register", async () => {
    renderApp(<AppRoutes />, { path: "/login", session: pilotSession() });
    expect(await notFound()).toBeInTheDocument();
  });

  it("shows the one dashboard on each dashboard path", async () => {
    renderApp(<AppRoutes />, { path: "/pilot-dashboard", session: pilotSession() });
    expect(
      await screen.findByRole("heading", { name: "Flight Control Dashboard" }),
    ).toBeInTheDocument();
  });

  it("guards client job management behind canHire", async () => {
    renderApp(<AppRoutes />, { path: "/client-jobs", session: pilotSession() });
    expect(
      await screen.findByRole("heading", { name: "Hiring isn't enabled on your account" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Review your capabilities" })).toHaveAttribute(
      "href",
      "/settings/capabilities",
    );
  });

  it("lets users who can hire into client job management", async () => {
    renderApp(<AppRoutes />, {
      path: "/client-job-management",
      session: pilotSession({ canHire: true }),
    });
    expect(await screen.findByRole("heading", { name: "Your jobs" })).toBeInTheDocument();
  });

  it("shows a loading indicator while the session loads", () => {
    sessionNeverAnswers();
    renderApp(<AppRoutes />, { path: "/dashboard", session: undefined });
    expect(screen.getByRole("status")).toHaveTextContent("Checking your session...");
  });

  it("shows public pages at once while the session loads, the indicator in the bar", async () => {
    sessionNeverAnswers();
    renderApp(<AppRoutes />, { path: "/pilots", session: undefined });
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("status")).toHaveTextContent("Checking your session...");
    expect(
      await screen.findByRole("heading", { name: "Certified drone pilots" }),
    ).toBeInTheDocument();
  });
});

describe("sign-in while the session loads", () => {
  it("shows the page at once (as prerendered), the indicator in the bar", async () => {
    sessionNeverAnswers();
    renderApp(<AppRoutes />, { path: "/login", session: undefined });
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("status")).toHaveTextContent("Checking your session...");
    expect(
      await screen.findByRole("heading", { name: "Welcome Back" }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});

describe("navigation bar", () => {
  it("shows signed-out visitors About, Find Pilots and Sign In / Join", async () => {
    renderApp(<AppRoutes />, { path: "/pilots", session: null });
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(nav).toContainElement(screen.getByRole("link", { name: "About" }));
    expect(screen.getByRole("link", { name: "About" })).toHaveAttribute("href", "/#about");
    expect(screen.getByRole("link", { name: "Sign In / Join" })).toHaveAttribute("href", "/login");
    expect(screen.queryByRole("link", { name: "Messages" })).not.toBeInTheDocument();
  });

  it("shows a pilot the work items and the account menu", async () => {
    renderApp(<AppRoutes />, { path: "/pilots", session: pilotSession() });
    expect(screen.getByRole("link", { name: "Job Board" })).toHaveAttribute("href", "/job-board");
    expect(screen.queryByRole("link", { name: "Post Job" })).not.toBeInTheDocument();
    expect(
      await screen.findByRole("button", { name: /^[A-Z]{1,2}, your account$/ }),
    ).toBeInTheDocument();
  });

  it("offers the operator area in the account menu to admins only", async () => {
    const user = userEvent.setup();
    const { unmount } = renderApp(<AppRoutes />, { path: "/pilots", session: pilotSession() });
    await user.click(await screen.findByRole("button", { name: /^[A-Z]{1,2}, your account$/ }));
    expect(await screen.findByRole("menuitem", { name: /View Profile/ })).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: /Operator area/ })).not.toBeInTheDocument();
    unmount();

    renderApp(<AppRoutes />, { path: "/pilots", session: pilotSession({ role: "admin" }) });
    await user.click(await screen.findByRole("button", { name: /^[A-Z]{1,2}, your account$/ }));
    expect(await screen.findByRole("menuitem", { name: /Operator area/ })).toHaveAttribute(
      "href",
      "/admin",
    );
  });
});

import { describe, expect, it } from "vitest";
import {
  DashboardPage,
  entryPageFor,
  JobDetailPage,
  LandingPage,
  LoginPage,
  PilotDetailPage,
  PilotsPage,
} from "./lazyPages";

describe("entry pages preloaded with the app", () => {
  it("finds the page of an exact path and of a path under a prefix", () => {
    expect(entryPageFor("/")).toBe(LandingPage);
    expect(entryPageFor("/pilots/")).toBe(PilotsPage);
    expect(entryPageFor("/pilots/42")).toBe(PilotDetailPage);
    expect(entryPageFor("/login")).toBe(LoginPage);
    expect(entryPageFor("/dashboard")).toBe(DashboardPage);
    expect(entryPageFor("/client-dashboard")).toBe(DashboardPage);
    expect(entryPageFor("/jobs/9f3c")).toBe(JobDetailPage);
  });

  it("preloads nothing for other screens", () => {
    expect(entryPageFor("/jobs")).toBeUndefined();
    expect(entryPageFor("/profile")).toBeUndefined();
    expect(entryPageFor("/dashboardx")).toBeUndefined();
  });
});

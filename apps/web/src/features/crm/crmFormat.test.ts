import { describe, expect, it } from "vitest";
import { crmApiUrl, crmFiltersFromSearch, crmFiltersToSearch } from "./crmFilters";
import { followUpText, jobsTogetherText, parseTags, relationText } from "./crmFormat";

describe("CRM filters", () => {
  it("reads known values and drops unknown ones", () => {
    expect(crmFiltersFromSearch("status=past&q=%20acme%20&sort=earned&client=nope")).toEqual({
      status: "past",
      q: "acme",
      sort: "earned",
      client: "",
    });
    expect(crmFiltersFromSearch("status=friends&sort=loud")).toMatchObject({
      status: "all",
      sort: "recent",
    });
  });

  it("leaves defaults and the open client out of the API address", () => {
    const id = "00000000-0000-4000-8000-000000000001";
    const filters = crmFiltersFromSearch(`status=active&client=${id}`);
    expect(crmFiltersToSearch(filters)).toBe(`status=active&client=${id}`);
    expect(crmApiUrl(filters)).toBe("/api/crm/clients?status=active");
    expect(crmApiUrl(crmFiltersFromSearch(""))).toBe("/api/crm/clients");
  });
});

describe("CRM wording", () => {
  it("says what two have done together, zeros left out", () => {
    expect(jobsTogetherText({ total: 1, active: 0, completed: 0, pending: 1, closed: 0 })).toBe(
      "1 job · 1 pending",
    );
  });

  it("names what the pilot did on a job", () => {
    expect(relationText({ relation: "hired", applicationStatus: "accepted" })).toBe("Hired");
    expect(relationText({ relation: "applied", applicationStatus: "rejected" })).toBe(
      "Not selected",
    );
    expect(relationText({ relation: "invited", applicationStatus: null })).toBe("Invited");
  });

  it("marks follow-ups due today or overdue", () => {
    const now = new Date(2026, 2, 10, 9);
    expect(followUpText("2026-03-10", now)).toEqual({ text: "Follow up today", due: true });
    expect(followUpText("2026-03-01", now).due).toBe(true);
    expect(followUpText("2026-03-12", now)).toEqual({ text: "Follow up Mar 12, 2026", due: false });
  });

  it("splits tags on commas without blanks or repeats", () => {
    expect(parseTags(" VIP, repeat ,, vip, Repeat ")).toEqual(["VIP", "repeat"]);
  });
});

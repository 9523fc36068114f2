import type { PropertyDto } from "@skyhire/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jobRow } from "@/features/clientJobs/testData";
import PropertyManagementPage from "@/pages/PropertyManagementPage";
import { json, mockApi } from "@/test/mockApi";
import { clientSession, pilotSession, renderApp } from "@/test/renderApp";

afterEach(() => vi.unstubAllGlobals());

const ESTATE: PropertyDto = {
  id: "00000000-0000-4000-8000-0000000000e1",
  name: "Barton Creek estate",
  address: "3801 Barton Creek Blvd, Austin, TX",
  propertyType: "Residential",
  notes: "Gate code 4412",
  createdAt: "2026-10-01T10:00:00.000Z",
  jobs: [
    jobRow({ title: "Twilight aerials", status: "in_progress" }),
    jobRow({
      id: "00000000-0000-4000-8000-000000000009",
      title: "Listing photos",
      status: "completed",
    }),
  ],
};
const SUMMARY = { total: 1, pending: 0, ready: 0, in_progress: 1, completed: 1 };

function api(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    "GET /api/properties": () => json([ESTATE]),
    "GET /api/properties/summary": () => json(SUMMARY),
    ...routes,
  });
}

describe("/property-management", () => {
  it("shows the summary tiles and each property with its jobs", async () => {
    api();
    renderApp(<PropertyManagementPage />, { session: clientSession() });
    const tiles = await screen.findByRole("list", { name: "Property summary" });
    expect(
      within(tiles)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^Total properties1/),
      expect.stringMatching(/^Pending0/),
      expect.stringMatching(/^Ready0/),
      expect.stringMatching(/^In progress1/),
      expect.stringMatching(/^Completed1/),
    ]);
    const estate = await screen.findByRole("article", { name: /Barton Creek estate/ });
    expect(estate).toHaveTextContent("Residential");
    expect(estate).toHaveTextContent("Gate code 4412");
    expect(within(estate).getByRole("link", { name: "Twilight aerials" })).toHaveAttribute(
      "href",
      `/jobs/${ESTATE.jobs[0]!.id}`,
    );
    expect(estate).toHaveTextContent("In progress");
    expect(estate).toHaveTextContent("Completed");
  });

  it("adds a property, sending empty optional fields as null", async () => {
    const calls = api({ "POST /api/properties": () => json({ ...ESTATE, jobs: [] }, 201) });
    const user = userEvent.setup();
    renderApp(<PropertyManagementPage />, { session: clientSession() });
    await user.click(await screen.findByRole("button", { name: "Add property" }));
    const dialog = screen.getByRole("dialog", { name: "Add a property" });
    await user.click(within(dialog).getByRole("button", { name: "Add property" }));
    expect(within(dialog).getByText("Name is required")).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText("Name"), "Warehouse 7");
    await user.type(within(dialog).getByLabelText("Type (optional)"), "Industrial");
    await user.click(within(dialog).getByRole("button", { name: "Add property" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toEqual({
        name: "Warehouse 7",
        address: null,
        propertyType: "Industrial",
        notes: null,
      }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("edits a property from its saved values", async () => {
    const calls = api({ [`PATCH /api/properties/${ESTATE.id}`]: () => json(ESTATE) });
    const user = userEvent.setup();
    renderApp(<PropertyManagementPage />, { session: clientSession() });
    await user.click(await screen.findByRole("button", { name: "Edit Barton Creek estate" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Barton Creek estate" });
    const notes = within(dialog).getByLabelText("Notes (optional)");
    expect(notes).toHaveValue("Gate code 4412");
    await user.clear(notes);
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({
        name: "Barton Creek estate",
        address: "3801 Barton Creek Blvd, Austin, TX",
        propertyType: "Residential",
        notes: null,
      }),
    );
  });

  it("deletes after saying the jobs stay", async () => {
    const calls = api({
      [`DELETE /api/properties/${ESTATE.id}`]: () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderApp(<PropertyManagementPage />, { session: clientSession() });
    await user.click(await screen.findByRole("button", { name: "Delete Barton Creek estate" }));
    const dialog = screen.getByRole("dialog", { name: "Delete Barton Creek estate?" });
    expect(dialog).toHaveTextContent("Its 2 jobs stay on your account");
    await user.click(within(dialog).getByRole("button", { name: "Delete property" }));
    await waitFor(() => expect(calls.some((c) => c.method === "DELETE")).toBe(true));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("tells users who cannot hire how to turn hiring on", async () => {
    const calls = mockApi({});
    renderApp(<PropertyManagementPage />, { session: pilotSession() });
    expect(
      screen.getByRole("heading", { name: "Hiring isn't enabled on your account" }),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

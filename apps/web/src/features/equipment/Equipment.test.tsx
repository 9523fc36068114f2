import type { EquipmentItem } from "@skyhire/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import EquipmentPage from "@/pages/EquipmentPage";
import { json, mockApi } from "@/test/mockApi";
import { clientSession, pilotSession, renderApp } from "@/test/renderApp";

afterEach(() => vi.unstubAllGlobals());

const MAVIC: EquipmentItem = {
  id: "00000000-0000-4000-8000-0000000000a1",
  name: "DJI Mavic 3 Pro",
  type: "drone",
  model: "L2D-20c",
  isMain: true,
  notes: "Three batteries",
  weightGrams: null,
  registrationNumber: null,
  registrationExpiresOn: null,
  remoteIdKind: null,
  remoteIdSerial: null,
  antiCollisionLighting: false,
  weatherLimits: { maxWindMph: 20, maxGustMph: 25, maxPrecipitationChance: 50 },
};
const H20T: EquipmentItem = {
  id: "00000000-0000-4000-8000-0000000000a2",
  name: "Zenmuse H20T",
  type: "sensor",
  model: null,
  isMain: false,
  notes: null,
  weightGrams: null,
  registrationNumber: null,
  registrationExpiresOn: null,
  remoteIdKind: null,
  remoteIdSerial: null,
  antiCollisionLighting: false,
  weatherLimits: { maxWindMph: 20, maxGustMph: 25, maxPrecipitationChance: 50 },
};

function api(items: EquipmentItem[], routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ "GET /api/equipment": () => json(items), ...routes });
}

describe("/equipment-management", () => {
  it("lists the kit with type, model, notes and which items are main kit", async () => {
    api([MAVIC, H20T]);
    renderApp(<EquipmentPage />, { session: pilotSession() });
    const mavic = await screen.findByRole("article", { name: /DJI Mavic 3 Pro/ });
    expect(mavic).toHaveTextContent("Main");
    expect(mavic).toHaveTextContent("Drone · L2D-20c");
    expect(mavic).toHaveTextContent("Three batteries");
    expect(within(mavic).getByRole("button", { name: "Main kit" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const h20 = screen.getByRole("article", { name: /Zenmuse H20T/ });
    expect(h20).toHaveTextContent("Sensor");
    expect(within(h20).getByRole("button", { name: "Set as main kit" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });

  it("says so when there is no equipment yet", async () => {
    api([]);
    renderApp(<EquipmentPage />, { session: pilotSession() });
    expect(await screen.findByText("No equipment yet")).toBeInTheDocument();
  });

  it("adds an item after explaining what is missing, sending blank optional fields as null", async () => {
    const calls = api([], {
      "POST /api/equipment": () => json({ ...H20T, name: "Sony A7R V", type: "camera" }, 201),
    });
    const user = userEvent.setup();
    renderApp(<EquipmentPage />, { session: pilotSession() });
    await user.click(await screen.findByRole("button", { name: "Add equipment" }));
    const dialog = screen.getByRole("dialog", { name: "Add equipment" });
    await user.click(within(dialog).getByRole("button", { name: "Add equipment" }));
    expect(within(dialog).getByText("Name is required")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    await user.type(within(dialog).getByLabelText("Name"), "Sony A7R V");
    await user.selectOptions(within(dialog).getByLabelText("Type"), "camera");
    await user.click(within(dialog).getByLabelText("Main kit"));
    await user.click(within(dialog).getByRole("button", { name: "Add equipment" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toEqual({
        name: "Sony A7R V",
        type: "camera",
        model: null,
        notes: null,
        isMain: true,
        weightGrams: null,
        registrationNumber: null,
        registrationExpiresOn: null,
        remoteIdKind: null,
        remoteIdSerial: null,
        antiCollisionLighting: false,
      }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("edits an item, marks it main kit and removes another after asking", async () => {
    const calls = api([MAVIC, H20T], {
      [`PATCH /api/equipment/${H20T.id}`]: ({ body }) => json({ ...H20T, ...(body as object) }),
      [`DELETE /api/equipment/${MAVIC.id}`]: () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderApp(<EquipmentPage />, { session: pilotSession() });
    const h20 = await screen.findByRole("article", { name: /Zenmuse H20T/ });

    await user.click(within(h20).getByRole("button", { name: "Set as main kit" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({ isMain: true }),
    );

    await user.click(within(h20).getByRole("button", { name: "Edit Zenmuse H20T" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Zenmuse H20T" });
    expect(within(dialog).getByLabelText("Name")).toHaveValue("Zenmuse H20T");
    await user.type(within(dialog).getByLabelText("Model (optional)"), "H20T thermal");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === "PATCH").at(-1)?.body).toMatchObject({
        name: "Zenmuse H20T",
        type: "sensor",
        model: "H20T thermal",
      }),
    );

    const mavic = screen.getByRole("article", { name: /DJI Mavic 3 Pro/ });
    await user.click(within(mavic).getByRole("button", { name: "Remove DJI Mavic 3 Pro" }));
    const confirm = screen.getByRole("dialog", { name: "Remove DJI Mavic 3 Pro?" });
    await user.click(within(confirm).getByRole("button", { name: "Remove equipment" }));
    await waitFor(() => expect(calls.some((c) => c.method === "DELETE")).toBe(true));
  });

  it("sets a drone's own weather limits, starting from SkyHire's defaults", async () => {
    const calls = api([MAVIC], {
      [`PATCH /api/equipment/${MAVIC.id}`]: ({ body }) => json({ ...MAVIC, ...(body as object) }),
    });
    const user = userEvent.setup();
    renderApp(<EquipmentPage />, { session: pilotSession() });
    const mavic = await screen.findByRole("article", { name: /DJI Mavic 3 Pro/ });
    expect(mavic).toHaveTextContent("No-go above 20/25 mph, 50% rain");
    await user.click(within(mavic).getByRole("button", { name: "Edit DJI Mavic 3 Pro" }));
    const dialog = screen.getByRole("dialog", { name: "Edit DJI Mavic 3 Pro" });
    const wind = within(dialog).getByLabelText("Max sustained wind (mph)");
    expect(wind).toHaveValue(20);
    expect(within(dialog).getByLabelText("Max gusts (mph)")).toHaveValue(25);
    await user.clear(wind);
    await user.type(wind, "15");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PATCH")?.body).toMatchObject({
        weatherLimits: { maxWindMph: 15, maxGustMph: 25, maxPrecipitationChance: 50 },
      }),
    );
  });

  it("tells a user who doesn't fly how to turn it on instead of loading anything", async () => {
    const calls = api([]);
    renderApp(<EquipmentPage />, { session: clientSession() });
    expect(screen.getByRole("note")).toHaveTextContent("Flying missions isn't switched on");
    expect(screen.getByRole("note")).toHaveTextContent("there's no fleet to manage yet");
    expect(screen.getByRole("note")).not.toHaveTextContent("profile can't be saved");
    expect(calls).toHaveLength(0);
  });
});

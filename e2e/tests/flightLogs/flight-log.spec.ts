import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, FIRST_VISIT, test } from "../../support/test";
import { api, DEMO, signInByApi } from "../../support/accounts";
import { hiredJob, newPilot } from "../../support/hire";

const origin = () => `http://127.0.0.1:${process.env.E2E_PORT}`;
const roof = readFileSync(resolve(import.meta.dirname, "../../fixtures/roof.jpg"));

test("the hired pilot logs a flight and delivers; the client sees the summary; the logbook adds it up", async ({
  page: client,
  browser,
}) => {
  test.setTimeout(300_000);
  await signInByApi(client, DEMO.client);
  const pilot = await newPilot(browser);
  const title = `Pool house aerials ${randomUUID().slice(0, 8)}`;
  const jobId = await hiredJob(client, pilot, title);

  // Started, a drone in the fleet and a photo uploaded: only the flight log is missing.
  await api(pilot, "POST", `/api/jobs/${jobId}/start`);
  await api(pilot, "POST", "/api/equipment", { name: "Mavic 3 Classic", type: "drone" });
  const uploaded = await pilot.request.post(`/api/jobs/${jobId}/files`, {
    headers: { Origin: origin() },
    multipart: { file: { name: "roof.jpg", mimeType: "image/jpeg", buffer: roof } },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);

  await pilot.goto(`/jobs/${jobId}`);
  await expect(
    pilot.getByText("Log each flight of this job: at least one is needed before you deliver."),
  ).toBeVisible();
  await pilot.getByRole("button", { name: "Log a flight" }).click();
  const dialog = pilot.getByRole("dialog");
  await expect(dialog.getByLabel("Aircraft")).toHaveValue(/.+/);
  await dialog.getByLabel(/^Takeoff \(C[SD]T\)$/).fill("09:30");
  await dialog.getByLabel(/^Landing \(C[SD]T\)$/).fill("09:05");
  await dialog.getByLabel("Max altitude (ft AGL)").fill("250");
  await dialog.getByLabel("Battery packs used").fill("2");
  await dialog.getByLabel("Remarks (private, optional)").fill("Private note: gate code 4411.");
  await dialog.getByRole("button", { name: "Log flight" }).click();
  await expect(dialog.getByText("Landing must be after takeoff.")).toBeVisible();
  await dialog.getByLabel(/^Landing \(C[SD]T\)$/).fill("09:55");
  await dialog.getByRole("button", { name: "Log flight" }).click();
  await expect(dialog).toBeHidden();
  await expect(pilot.getByText("Flight 1: Mavic 3 Classic, 25 min")).toBeVisible();
  await expect(pilot.getByText(/9:30 AM C[SD]T – 9:55 AM C[SD]T/)).toBeVisible();

  // Now the delivery goes out.
  await pilot.goto(`/upload/${jobId}`);
  await pilot.getByRole("button", { name: "Deliver to client" }).click();
  await pilot.getByRole("dialog").getByRole("button", { name: "Deliver 1 file" }).click();
  await pilot.goto(`/jobs/${jobId}`);
  await expect(pilot.getByText("Delivered: waiting for the client")).toBeVisible();
  await expect(pilot.getByRole("button", { name: "Log a flight" })).toHaveCount(0);

  // The client sees the count, the airtime and the aircraft, never the remarks.
  await client.goto(`/jobs/${jobId}`);
  await expect(client.getByText("Flight summary")).toBeVisible(FIRST_VISIT);
  await expect(client.getByText("25 min")).toBeVisible();
  await expect(client.getByText("Mavic 3 Classic (1)")).toBeVisible();
  await expect(client.getByText(/gate code/)).toHaveCount(0);

  // The pilot's logbook adds it up and offers the CSV.
  await pilot.goto("/pilot/logbook");
  await expect(pilot.getByRole("heading", { name: "Your flight logbook" })).toBeVisible();
  const byAircraft = pilot.getByRole("region", { name: "Flights and airtime per aircraft" });
  await expect(byAircraft.getByRole("row", { name: /Mavic 3 Classic 1 25 min/ })).toBeVisible();
  await expect(pilot.getByRole("figure", { name: "Airtime per month" })).toBeVisible();
  const csv = await pilot.request.get(
    await pilot.getByRole("link", { name: "Download CSV" }).getAttribute("href").then(String),
  );
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(await csv.text()).toContain(title);
});

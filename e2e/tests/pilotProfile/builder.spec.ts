import { randomUUID } from "node:crypto";
import { resolve } from "node:path";
import { expect, test, type Page } from "../../support/test";
import { api, registerByApi, toasts } from "../../support/accounts";
import { blockMapTiles } from "../discovery/support";

const roof = resolve(import.meta.dirname, "../../fixtures", "roof.jpg");

/** Loaded pictures only: a broken or refused image has no natural width. */
async function loadedImages(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .evaluateAll(
      (imgs) =>
        imgs.filter(
          (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
        ).length,
    );
}

test("a new pilot completes the four profile steps (credentials wait for an operator: 80%), and clients find the profile by its area", async ({
  page,
}) => {
  // Many screens and uploads: more than the default 30 s on a busy CI machine.
  test.slow();
  await blockMapTiles(page);
  const business = `Big Sky Aerial ${randomUUID().slice(0, 6)}`;
  await registerByApi(page, "pilot-profile");
  await api(page, "PUT", "/api/me/capabilities", { canFly: true, canHire: false });

  await page.goto("/pilot/profile");
  await expect(page.getByRole("heading", { name: "Build your pilot profile" })).toBeVisible();
  const checklist = page.getByRole("progressbar", { name: "Profile checklist" });
  await expect(checklist).toHaveAttribute("aria-valuenow", "0");
  await expect(
    page.getByRole("link", { name: /Profile media: profile image and cover image \(to do\)/ }),
  ).toHaveAttribute("href", "#profile-media");

  // Step 1: basic info, through the onboarding form.
  await page.getByLabel("Part 107 certificate number").fill("4123456");
  await page.getByLabel("Business name").fill(business);
  await page.getByLabel("Base city").fill("Austin");
  await page.getByLabel("State", { exact: true }).fill("TX");
  await page.getByRole("checkbox", { name: "Real Estate" }).check();
  await page.getByLabel("Lowest rate ($ per hour)").fill("90");
  await page.getByLabel("Highest rate ($ per hour)").fill("220");
  await page.getByRole("button", { name: "Save basic info" }).click();
  await expect(toasts(page)).toContainText("Basic info saved");
  await expect(checklist).toHaveAttribute("aria-valuenow", "20");

  // Step 2: profile media, the real JPEG for both.
  const media = page.getByRole("region", { name: /Profile media/ });
  await media.getByLabel("Choose a profile image").setInputFiles(roof);
  await expect(media.getByRole("button", { name: "Replace profile image" })).toBeVisible();
  await media.getByLabel("Choose a cover image").setInputFiles(roof);
  await expect(media.getByRole("button", { name: "Replace cover image" })).toBeVisible();
  await expect(media.getByRole("img", { name: "Cover image preview" })).toHaveAttribute(
    "src",
    /^\/api\/pilot-images\/[0-9a-f-]{36}$/,
  );
  await expect(checklist).toHaveAttribute("aria-valuenow", "40");

  // Step 3: services (from basic info) and a first piece of equipment.
  const kit = page.getByRole("region", { name: /Services and equipment/ });
  await expect(kit.getByRole("list", { name: "Services you offer" })).toContainText("Real Estate");
  await kit.getByRole("button", { name: "Add equipment" }).click();
  const dialog = page.getByRole("dialog", { name: "Add equipment" });
  await dialog.getByRole("button", { name: "Add equipment" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await dialog.getByLabel("Name").fill("DJI Mavic 3 Pro");
  await dialog.getByLabel("Model (optional)").fill("Mavic 3 Pro Cine");
  await dialog.getByLabel("Main kit").check();
  await dialog.getByRole("button", { name: "Add equipment" }).click();
  await expect(dialog).toBeHidden();
  await expect(kit.getByRole("list", { name: "Your equipment" })).toContainText("DJI Mavic 3 Pro");
  await expect(checklist).toHaveAttribute("aria-valuenow", "60");

  // Step 4: a service area far from the seeded pilots; an unknown place is explained first.
  const areas = page.getByRole("region", { name: /Service areas/ });
  const place = areas.getByLabel("City and state, or ZIP code");
  await place.fill("Nowhereville, MT");
  await areas.getByRole("button", { name: "Add area" }).click();
  await expect(areas.getByText(/We couldn't find "Nowhereville, MT"/)).toBeVisible();
  await place.fill("Missoula, MT");
  await areas.getByLabel("Radius (miles)").fill("40");
  await areas.getByRole("button", { name: "Add area" }).click();
  await expect(areas.getByRole("list", { name: "Your service areas" })).toContainText(
    "Missoula, MT",
  );

  await expect(checklist).toHaveAttribute("aria-valuenow", "80");
  await expect(page.getByText("80% complete", { exact: true })).toBeVisible();
  for (const step of ["Basic info", "Profile media", "Services and equipment", "Service areas"]) {
    await expect(
      page.getByRole("link", { name: new RegExp(`^${step}.*\\(done\\)`) }),
    ).toBeVisible();
  }

  // The public profile shows the pictures, the kit and the area.
  await page.getByRole("link", { name: "View public profile" }).click();
  await expect(page).toHaveURL(/\/pilots\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: business })).toBeVisible();
  await expect.poll(() => loadedImages(page, 'img[src^="/api/pilot-images/"]')).toBe(2);
  await expect(page.getByText("DJI Mavic 3 Pro", { exact: true })).toBeVisible();
  await expect(page.getByText("Missoula, MT").first()).toBeVisible();

  // Clients searching there find the pilot at once.
  await page.goto("/pilots");
  await page.getByLabel("Location").fill("Missoula, MT");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const results = page.getByRole("list", { name: "Pilots" });
  await expect(results.getByRole("article").filter({ hasText: business })).toBeVisible();
});

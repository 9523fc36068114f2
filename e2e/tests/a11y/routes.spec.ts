import { test } from "../../support/test";
import {
  PATH_ALIASES,
  SIGNED_IN_PATHS,
  SIGNED_OUT_PATHS,
} from "../../../apps/web/src/routes/routePaths";
import { blockMapTiles } from "../discovery/support";
import { expectAccessibleEverywhere, waitForData } from "./axe";
import { concretePath, parameterSamples, ROLES, signedInContext, type Role } from "./sessions";
import { rolesSweeping } from "./sweepRoles";

/**
 * Issue 19's sweep: every path of the router's route table (routePaths.ts, so a new screen is
 * swept without anyone listing it here), as each role that sees its own screen there
 * (sweepRoles.ts), with its data loaded, at 1280 and 390 px in light and dark. A path that only
 * repeats another's screen (PATH_ALIASES) is visited once.
 */
// Four axe passes a screen: generous on a busy machine. The operator's credential queue (52
// demo submissions, each PDF shown in the browser's viewer once scrolled near) took over 150 s
// on a loaded 2-core machine (CI rehearsal of 2026-11-27 21:38), every step of it slow.
test.describe.configure({ timeout: 240_000 });

const signedInPaths = SIGNED_IN_PATHS.filter((path) => !(path in PATH_ALIASES));

test.describe("signed out", () => {
  for (const pattern of SIGNED_OUT_PATHS) {
    test(`${pattern} meets WCAG 2.2 AA`, async ({ page, browser }) => {
      const path = concretePath(
        pattern,
        await parameterSamples(browser, page.request, "signedOut"),
      );
      await blockMapTiles(page);
      await page.goto(path);
      await waitForData(page);
      await expectAccessibleEverywhere(page, `${path} signed out`);
    });
  }
});

for (const role of Object.keys(ROLES) as Role[]) {
  test.describe(`as the ${role}`, () => {
    for (const pattern of signedInPaths.filter((path) => rolesSweeping(path).includes(role))) {
      test(`${pattern} meets WCAG 2.2 AA`, async ({ browser }) => {
        const context = await signedInContext(browser, role);
        const page = await context.newPage();
        const path = concretePath(pattern, await parameterSamples(browser, context.request, role));
        await blockMapTiles(page);
        await page.goto(path);
        await waitForData(page);
        await expectAccessibleEverywhere(page, `${path} as the ${role}`);
        await context.close();
      });
    }
  });
}

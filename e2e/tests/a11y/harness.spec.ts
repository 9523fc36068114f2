import { expect, test } from "../../support/test";
import { expectAccessible } from "./axe";

// The sweep is only as good as its runner: a screen with a real failure must fail it, in both
// kinds of pass, and again after the page changed under an axe already put in place.
test("the axe runner fails pale text and a nameless button, then passes them fixed", async ({
  page,
}) => {
  await page.setContent(
    '<html lang="en"><title>Quote</title><main><h1>Quote</h1>' +
      '<p style="color:#bbb;background:#fff">From $999</p><button></button></main></html>',
  );
  await expect(expectAccessible(page, "pale text")).rejects.toThrow(/color-contrast/);
  await expect(expectAccessible(page, "pale text", true)).rejects.toThrow(/color-contrast/);
  await expect(expectAccessible(page, "nameless")).rejects.toThrow(/button-name/);

  await page.evaluate(() => {
    document.querySelector("p")!.style.color = "#333";
    document.querySelector("button")!.textContent = "Book";
  });
  await expectAccessible(page, "fixed");
});

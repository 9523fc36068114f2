import type { FastifyInstance, FastifyRequest } from "fastify";
import { drawnByServer, jsonDataElement, PAGE_DATA_ELEMENT_ID } from "@skyhire/shared";
import { pageSessionElement, pageSessionFor } from "../auth/pageSession";
import type { PersonalPage } from "../../plugins/webApp";
import { createScreenRenderer, type DrawnScreens, type LoadForPage } from "./screenRenderer";

/**
 * What a page carries beyond the built shell: a signed-in person's session, and for an entry
 * page the server draws (the dashboards, the job board, Messages, a pilot's profile) its first
 * screen drawn by the web app itself for that visit, with the data drawn in it, shown before
 * the app's code has downloaded and hydrated by it (docs/architecture.md, "First load"). Null
 * when there is neither: the shell goes as built.
 */
export function personalPages(app: FastifyInstance, webDistDir: string) {
  const renderer = createScreenRenderer(webDistDir, app.log);
  if (renderer) {
    // Once the server listens (not during its start): the first drawn page then finds the
    // app's bundle loaded.
    app.addHook("onListen", async () => renderer.warm());
    app.addHook("onClose", () => renderer.close());
  }

  return async (
    request: FastifyRequest,
    screenPath: string | null,
  ): Promise<PersonalPage | null> => {
    const session = await pageSessionFor(app, request);
    const drawn =
      renderer && screenPath && drawnByServer(screenPath, session !== null)
        ? await renderer.render(screenPath, JSON.stringify(session), loadFor(app, request))
        : null;
    if (!session && !drawn) return null;
    return {
      beforeRoot: (session ? pageSessionElement(session) : "") + pageDataElement(drawn),
      screens:
        drawn && screenPath ? { path: screenPath, light: drawn.light, dark: drawn.dark } : null,
    };
  };
}

/**
 * A drawn page's data, asked of this server's own API exactly as the browser would ask it
 * (same route, same checks, the visitor's cookie): what the page draws is what the app would
 * have been answered. Only the API's GET routes.
 */
function loadFor(app: FastifyInstance, request: FastifyRequest): LoadForPage {
  return async (url) => {
    if (!url.startsWith("/api/")) return undefined;
    const answer = await app.inject({
      method: "GET",
      url,
      headers: { accept: "application/json", cookie: request.headers.cookie ?? "" },
    });
    return answer.statusCode === 200 ? answer.json() : undefined;
  };
}

function pageDataElement(drawn: DrawnScreens | null): string {
  if (!drawn?.data.length) return "";
  return jsonDataElement(PAGE_DATA_ELEMENT_ID, drawn.data);
}

import type { FastifyInstance, FastifyRequest } from "fastify";
import { pageSessionElement, pageSessionFor } from "../auth/pageSession";
import type { PersonalPage } from "../../plugins/webApp";
import { createScreenRenderer } from "./screenRenderer";

/**
 * What a signed-in person's page carries beyond the built shell: their session (always), and
 * for a signed-in entry page (the dashboard, the job board) its first screen drawn for that
 * session by the web app itself, shown before the app's code has downloaded and hydrated by it
 * (docs/architecture.md, "First load"). Null for a visitor: the shell goes as built.
 */
export function personalPages(app: FastifyInstance, webDistDir: string) {
  const renderer = createScreenRenderer(webDistDir, app.log);
  if (renderer) {
    // Once the server listens (not during its start): the first signed-in page then finds the
    // app's bundle loaded.
    app.addHook("onListen", async () => renderer.warm());
    app.addHook("onClose", () => renderer.close());
  }

  return async (
    request: FastifyRequest,
    screenPath: string | null,
  ): Promise<PersonalPage | null> => {
    const session = await pageSessionFor(app, request);
    if (!session) return null;
    const themed =
      renderer && screenPath ? await renderer.render(screenPath, JSON.stringify(session)) : null;
    const screens = themed && screenPath ? { path: screenPath, ...themed } : null;
    return { beforeRoot: pageSessionElement(session), screens };
  };
}

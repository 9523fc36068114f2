import { PAGE_SESSION_ELEMENT_ID } from "@skyhire/shared";
import { takeJsonDataBlock } from "@/lib/jsonDataBlock";
import { toAuthSession } from "./authQueries";
import type { AuthSession } from "./types";

/**
 * The session the server wrote into this page's HTML (server features/auth/pageSession.ts),
 * taken out of the document so it is read once: the page's first render then knows who is
 * signed in without asking. Undefined when the page has none (signed out, a prerendered page,
 * the offline shell) or it cannot be read: the app asks the API then, as it always did.
 */
export function takePageSession(doc: Document = document): AuthSession | undefined {
  const answer = takeJsonDataBlock(PAGE_SESSION_ELEMENT_ID, doc);
  return answer === undefined ? undefined : (toAuthSession(answer) ?? undefined);
}

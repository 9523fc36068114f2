/**
 * A signed-in page's HTML carries its session (what GET /api/auth/user answers) in a data
 * block, `<script type="application/json" id="skyhire-session">`, so the web app knows who is
 * signed in before its first render instead of asking once its code has run. Written by the
 * server (features/auth/pageSession.ts), read by the web app (features/auth/pageSession.ts).
 */
export const PAGE_SESSION_ELEMENT_ID = "skyhire-session";

/**
 * A page the server draws with its own data (a job, a pilot's profile) carries that data, as
 * `[queryKey, answer]` pairs, in `<script type="application/json" id="skyhire-page-data">`:
 * the web app puts it in its cache before hydrating, so its first render draws the same page.
 * Written by the server (features/pageRender), read by the web app (routes/pageData.ts).
 */
export const PAGE_DATA_ELEMENT_ID = "skyhire-page-data";

/**
 * JSON that can sit inside a `<script>` element: `<` is escaped, so no text (a name such as
 * "</script><script>...") can end the element, and so are the line separators U+2028/U+2029.
 * JSON.parse reads the escapes back as the same characters.
 */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** A page's JSON data block with this id (the session, a drawn page's data). */
export function jsonDataElement(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${jsonForScriptElement(value)}</script>`;
}

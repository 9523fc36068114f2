import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { PAGE_DATA_ELEMENT_ID } from "@skyhire/shared";
import { takeJsonDataBlock } from "@/lib/jsonDataBlock";

/**
 * Puts the data a page was drawn with on the server (server features/pageRender, web
 * routes/prerender.tsx `renderPage`) into the cache, taken out of the document so it is read
 * once: hydration's first render then draws the same screen, and nothing asks for it again
 * until it is stale. Nothing happens for a page without any or one that cannot be read: the
 * page then asks the API as it always did.
 */
export function takePageData(queryClient: QueryClient, doc: Document = document): void {
  const entries = takeJsonDataBlock(PAGE_DATA_ELEMENT_ID, doc);
  if (!Array.isArray(entries)) return;
  for (const entry of entries) {
    if (Array.isArray(entry) && entry.length === 2 && Array.isArray(entry[0])) {
      queryClient.setQueryData(entry[0] as QueryKey, entry[1]);
    }
  }
}

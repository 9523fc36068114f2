import { z } from "zod";

/** `?page=` of a paged list: 1-based, as people count pages. */
export const pageParam = z.coerce.number().int().min(1).max(10_000).default(1);

/** `?pageSize=` of a paged list, defaulting to the list's usual page. */
export function pageSizeParam(defaultSize: number, maxSize: number) {
  return z.coerce.number().int().min(1).max(maxSize).default(defaultSize);
}

import { lazy, type ComponentType } from "react";

/**
 * React.lazy for a named export: a part of a page whose code is fetched when it first renders
 * (inside a Suspense boundary) instead of with the page, so the page's first paint does not
 * wait for the files of what is further down.
 */
export function lazyNamed<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}

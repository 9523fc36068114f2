import type { ComponentType } from "react";

/** One row of a route table: a wouter path pattern and the screen it shows. */
export type RouteEntry = { path: string; component: ComponentType };

import type { ServiceTypeLabel } from "@skyhire/shared";

/**
 * Service type values as a literal union, derived from the labels by the same rule as
 * SERVICE_TYPES in @skyhire/shared, so a typo in seed data fails the type check.
 */
type Snake<S extends string> = S extends `${infer A} & ${infer B}`
  ? Snake<`${A}_${B}`>
  : S extends `${infer A} ${infer B}`
    ? Snake<`${A}_${B}`>
    : S;
export type ServiceTypeValue = Lowercase<Snake<ServiceTypeLabel>>;

export * from "./calendarDates";
export * from "./part107";
export * from "./registration";
export * from "./insurance";
export * from "./displayState";
export * from "./enforcement";

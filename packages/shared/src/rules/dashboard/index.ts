export * from "./jobs";
export * from "./calendar";
export * from "./dayText";
export * from "./activity";
export * from "./views";

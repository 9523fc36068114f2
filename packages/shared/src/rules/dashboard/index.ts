export * from "./jobs";
export * from "./calendar";
export * from "./activity";
export * from "./views";

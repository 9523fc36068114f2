export * from "./siteTime";
export * from "./geoDistance";
export * from "./twilight";
export * from "./missionWindow";
export * from "./weatherVerdict";
export * from "./airports";
export * from "./airspaceAuthorization";
export * from "./flightLog";

export * from "./platforms/platforms";
export * from "./profile";
export * from "./scan-stages";

export * from "./platforms/platforms";
export * from "./profile";
export * from "./safe-input";
export * from "./scan-stages";
export * from "./route";
export * from "./words";

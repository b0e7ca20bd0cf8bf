export * from "./auth";
export * from "./product";
export * from "./scans";

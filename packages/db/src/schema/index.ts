export * from "./auth";
export * from "./product";

export * from "./auth";
export * from "./product";
export * from "./scans";
export * from "./leaks";
export * from "./takedowns";
export * from "./billing";
export * from "./agencies";
export * from "./impersonation";

export * from "./billing";
export * from "./billing-services";
export * from "./subscription-state";

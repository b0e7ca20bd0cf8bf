export * from "./billing";
export * from "./billing-services";
export * from "./subscription-state";
export * from "./end-grace-periods";
export * from "./store-subscription";

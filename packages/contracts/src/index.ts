export * from "./platforms/platforms";
export * from "./profile";

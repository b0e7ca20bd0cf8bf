export * from "./definitions";
export * from "./queue";

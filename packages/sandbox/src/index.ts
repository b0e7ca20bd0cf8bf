// The sandbox web: a seeded, simulated web of leak sites on loopback for tests and the demo.
export { startSandbox } from "./start-sandbox";
export type { DemoCreator, Mail, PlantedPage, RemovalStyle, Sandbox, SandboxOptions, SandboxSite, SiteCategory, Takedown, Transformation } from "./types";
export { layouts } from "./web/layouts";

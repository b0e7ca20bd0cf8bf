// The sandbox web: a seeded, simulated web of leak sites on loopback for tests and the demo.
export { startSandbox } from "./start-sandbox";
export type { DemoCreator, ImpersonationDesk, Mail, OutgoingMail, OwnerBehaviour, PageState, PlantedPage, PlantedVideoDownload, PlantedVideoLeak, RemovalStyle, ReplyRelay, Sandbox, SandboxOptions, SandboxServices, SandboxSite, SandboxVideo, SandboxFlow, SandboxFlowOptions, SyntheticCreator, FlowLeak, FlowLeakShows, SiteCategory, Takedown, Transformation } from "./types";
export { replyWording } from "./owners/reply-wording";
export { realClock, scaledClock, type SandboxClock } from "./clock/sandbox-clock";
export { layouts } from "./web/layouts";
export { SANDBOX_PRICES, TEST_CARDS, type StripeDelivery } from "./stripe/stripe-app";
export { impersonationDeskOf } from "./owners/impersonation-desks";

// The public API (issue 19): OAuth clients, consent, tokens, the bearer check and webhooks.
export * from "./manage-oauth-clients";
export * from "./connected-apps";
export * from "./authorize-client";
export * from "./token-endpoint";
export * from "./authenticate-bearer";
export * from "./webhooks";
export * from "./leak-webhooks";

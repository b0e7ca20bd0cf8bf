// The leak-detection engine: fetching, name and picture matching, discovery providers, the site
// registry, the scan pipeline and the damage estimate. Imports nothing else of ours; usable
// from a CLI.
export * from "./fetch";
export * from "./names";
export * from "./providers";
export * from "./pdq";
export * from "./image-match";
export * from "./hash-index";
export * from "./registry";
export * from "./scan";
export * from "./damage";
export * from "./video";
export * from "./crawl";

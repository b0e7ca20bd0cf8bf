// The scan's stages in order (spec §2.5), as the web app shows them. The engine keeps its own
// list (it imports nothing of ours); a server test holds the two equal.
export const scanStages = [
  "initiating",
  "searching_leak_databases",
  "scanning_piracy_networks",
  "analyzing_content_matches",
  "calculating_damage_estimates",
  "finalizing_results",
  "complete",
] as const;
export type ScanStageName = (typeof scanStages)[number];

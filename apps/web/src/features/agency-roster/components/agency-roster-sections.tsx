// The roster's sections of the agency area (issue 17), which the agency shell renders by path:
// /agency/creators, /agency/add-creator and /agency/creator/{id}.
export { AddCreatorSection } from "./add-creator-section";
export { CreatorDetailSection } from "./creator-detail-section";
export type { FakeProfileParts } from "./creator-fake-profiles-card";
export { RosterSection } from "./roster-section";

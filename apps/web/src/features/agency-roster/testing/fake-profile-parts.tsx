// For the feature's component tests: app/ passes the fake-profiles feature's reasons and risk badges
// (the route's own test reads them as sentences); these plain parts show what the card hands them.
import type { FakeProfileParts } from "../components/creator-fake-profiles-card";

export const plainFakeProfileParts: FakeProfileParts = {
  Reasons: ({ reasons }) => <p data-testid="reasons">{reasons.map((reason) => reason.code).join(", ")}</p>,
  Risk: ({ score, reportThreshold }) => <span data-testid="risk">{`${score} of ${reportThreshold}`}</span>,
};

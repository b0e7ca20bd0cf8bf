// The FAQ's questions, grouped by topic in the order shown; each id names its texts in the "faq"
// namespace (questions.<id>.question and .answer).
export const faqTopics = {
  scanning: ["instantVsFull", "monitoring", "sites"],
  matching: ["pictures", "names", "confirm"],
  removal: ["notices", "waves", "checks", "delisted", "reuploads"],
  authorisation: ["letter", "identity"],
  plans: ["plans", "billing", "cancel"],
  privacy: ["export", "deletion", "files"],
  agencies: ["agencyStart", "agencyCreators"],
  fakeProfiles: ["fakeProfilesFind", "fakeProfilesReport"],
  affiliates: ["affiliateHow", "affiliatePayout"],
} as const;

export type FaqTopic = keyof typeof faqTopics;
export type FaqQuestionId = (typeof faqTopics)[FaqTopic][number];

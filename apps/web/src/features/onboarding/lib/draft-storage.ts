// The onboarding draft in localStorage (spec §3): e-mail, name, platform choices and plan, so a
// creator without a session yet (e-mail verification pending) loses nothing. The password is
// never stored: only the fields of the schema below survive a write.
import { officialLinksSchema, plans } from "@unleak/contracts";
import { z } from "zod";

export const ONBOARDING_DRAFT_STORAGE_KEY = "onboardingDraft";

const draftSchema = z.object({
  email: z.string().max(320),
  name: z.string().max(60),
  platformSelections: officialLinksSchema.shape.selections,
  selectedPlan: z.enum(plans).nullable(),
  step: z.number().int().min(1).max(4),
  /** Set once step 2 created the account: only then is the draft applied after sign-in. */
  accountCreated: z.boolean(),
});

export type OnboardingDraft = z.infer<typeof draftSchema>;

export const emptyDraft: OnboardingDraft = { email: "", name: "", platformSelections: [], selectedPlan: null, step: 1, accountCreated: false };

export function readDraft(): OnboardingDraft | null {
  try {
    const raw = window.localStorage.getItem(ONBOARDING_DRAFT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Writes only the draft's own fields; anything else handed in (a password) is dropped. */
export function writeDraft(draft: OnboardingDraft): void {
  const parsed = draftSchema.safeParse(draft);
  if (!parsed.success) return;
  try {
    window.localStorage.setItem(ONBOARDING_DRAFT_STORAGE_KEY, JSON.stringify(parsed.data));
  } catch {
    // Storage unavailable: the flow still works within this page.
  }
}

export function clearDraft(): void {
  try {
    window.localStorage.removeItem(ONBOARDING_DRAFT_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}

/** Spec §4: finishing onboarding forgets the anonymous scan results' markers. */
export const SCAN_RESULTS_STORAGE_KEYS = ["scanResultsTimestamp", "scanResultsEmail"] as const;

export function clearScanResultMarkers(): void {
  try {
    for (const key of SCAN_RESULTS_STORAGE_KEYS) window.localStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
}

// Onboarding limits (spec §9).
export const ONBOARDING_STEPS = 4;

// Onboarding limits (spec §9).
export const ONBOARDING_STEPS = 4;
export const ONBOARDING_NAME_MAX = 60;

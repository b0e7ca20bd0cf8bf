// The damage estimate shown with scan results.
export { DEFAULT_DAMAGE_ASSUMPTIONS, estimateDamage, type DamageAssumptions, type DamageCategory, type DamageEstimate, type DamageLeak, type DamageOptions } from "./estimate-damage";

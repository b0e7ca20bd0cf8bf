// The monthly loss a set of leaks causes, by a stated model (docs/damage-model.md):
//   loss = sum over leaks of  views per month (by site category) x weight (by match quality)
//                             x conversion rate x the creator's monthly price
// Every number is an assumption shown to the user and can be overridden.

export type DamageCategory =
  | "tube"
  | "forum"
  | "file-host"
  | "image-board"
  | "leak-aggregator"
  | "social"
  | "cam-recordings"
  | "telegram-index"
  | "search-engine"
  | "unknown";

export interface DamageAssumptions {
  /** Estimated views a single leaked page gets in a month, by category of the site. */
  monthlyViewsPerLeak: Record<DamageCategory, number>;
  /** Share of those viewers who would otherwise have paid for the content. */
  conversionRate: number;
  /** The creator's subscription price per month, in EUR. */
  pricePerMonth: number;
  /** How sure a leak of each quality is to be the creator's content. */
  qualityWeight: Record<"exact" | "high" | "good", number>;
  /** Name-only leaks (no picture matched) count for this share of a picture leak. */
  nameOnlyWeight: number;
}

export type DamageOptions = Partial<Omit<DamageAssumptions, "monthlyViewsPerLeak" | "qualityWeight">> & {
  monthlyViewsPerLeak?: Partial<Record<DamageCategory, number>>;
  qualityWeight?: Partial<DamageAssumptions["qualityWeight"]>;
};

export interface DamageEstimate {
  monthlyLoss: number;
  currency: "EUR";
  leaksCounted: number;
  estimatedMonthlyViews: number;
  assumptions: DamageAssumptions;
}

export interface DamageLeak {
  category: string;
  quality: "exact" | "high" | "good";
  /** A reported impersonating profile (issue 18) is no copy of her content: it counts no views. */
  kind: "picture" | "name" | "profile";
}

export const DEFAULT_DAMAGE_ASSUMPTIONS: DamageAssumptions = {
  monthlyViewsPerLeak: {
    tube: 1200,
    "leak-aggregator": 900,
    "telegram-index": 700,
    social: 600,
    "cam-recordings": 500,
    forum: 400,
    "image-board": 300,
    "file-host": 250,
    "search-engine": 0,
    unknown: 200,
  },
  conversionRate: 0.002,
  pricePerMonth: 9.99,
  qualityWeight: { exact: 1, high: 0.9, good: 0.6 },
  nameOnlyWeight: 0.5,
};

export function estimateDamage(leaks: DamageLeak[], options: DamageOptions = {}): DamageEstimate {
  const base = DEFAULT_DAMAGE_ASSUMPTIONS;
  const assumptions: DamageAssumptions = {
    ...base,
    ...options,
    monthlyViewsPerLeak: { ...base.monthlyViewsPerLeak, ...options.monthlyViewsPerLeak },
    qualityWeight: { ...base.qualityWeight, ...options.qualityWeight },
  };
  let views = 0;
  for (const leak of leaks) {
    if (leak.kind === "profile") continue;
    const category = (leak.category in assumptions.monthlyViewsPerLeak ? leak.category : "unknown") as DamageCategory;
    const weight = assumptions.qualityWeight[leak.quality] * (leak.kind === "name" ? assumptions.nameOnlyWeight : 1);
    views += assumptions.monthlyViewsPerLeak[category] * weight;
  }
  const monthlyLoss = Math.round(views * assumptions.conversionRate * assumptions.pricePerMonth * 100) / 100;
  return { monthlyLoss, currency: "EUR", leaksCounted: leaks.filter((leak) => leak.kind !== "profile").length, estimatedMonthlyViews: Math.round(views), assumptions };
}

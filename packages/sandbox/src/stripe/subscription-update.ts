// Stripe's "Update a subscription" (POST /v1/subscriptions/:id) as far as Unleak uses it: ending
// the subscription with its paid period (`cancel_at_period_end=true`, which sets `cancel_at` to the
// period end and `canceled_at` to the request's time, as Stripe does) or letting it renew again
// (`false`), and its metadata. Any other parameter is refused by name, so a caller that starts to
// rely on one learns at once that the sandbox does not play it.

/** The parts of the sandbox's subscription this endpoint reads and writes. */
export interface UpdatableSubscription {
  readonly status: string;
  readonly periodEnd: number;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  metadata: Record<string, string>;
}

/** Refused (Stripe's 400 with the parameter at fault), or applied: what changed, as an event's `previous_attributes` (null: nothing changed). */
export type SubscriptionUpdate = { refused: { message: string; param: string } } | { previousAttributes: Record<string, unknown> | null };

const PLAYED = new Set(["cancel_at_period_end", "metadata"]);

/** The fields an update may change, as Stripe's subscription object names them. */
const attributesOf = (sub: UpdatableSubscription) => ({
  cancel_at_period_end: sub.cancelAtPeriodEnd,
  cancel_at: sub.cancelAtPeriodEnd ? sub.periodEnd : null,
  canceled_at: sub.canceledAt,
  metadata: { ...sub.metadata },
});

/** Applies form-decoded `params` to `sub` at `now` (Unix seconds), all or nothing. */
export function updateSubscription(sub: UpdatableSubscription, params: Record<string, unknown>, now: number): SubscriptionUpdate {
  const unplayed = Object.keys(params).find((key) => !PLAYED.has(key));
  if (unplayed) return { refused: { message: `The Unleak sandbox does not play the parameter '${unplayed}' of this endpoint.`, param: unplayed } };
  const cancel = params.cancel_at_period_end;
  if (cancel !== undefined && cancel !== "true" && cancel !== "false") return { refused: { message: `Invalid boolean: ${String(cancel)}`, param: "cancel_at_period_end" } };
  if (sub.status === "canceled" && cancel !== undefined) return { refused: { message: "A canceled subscription can only update its cancellation_details and metadata.", param: "cancel_at_period_end" } };
  const metadata = metadataOf(sub.metadata, params.metadata);
  if ("refused" in metadata) return metadata;

  const before = attributesOf(sub);
  if (cancel !== undefined && (cancel === "true") !== sub.cancelAtPeriodEnd) {
    sub.cancelAtPeriodEnd = cancel === "true";
    sub.canceledAt = sub.cancelAtPeriodEnd ? now : null;
  }
  sub.metadata = metadata.next;
  const after = attributesOf(sub);
  const changed = (Object.keys(before) as Array<keyof typeof before>).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return { previousAttributes: changed.length ? Object.fromEntries(changed.map((key) => [key, before[key]])) : null };
}

/** Stripe's metadata update: each key set, an empty value unsets it, and `metadata=` (empty) clears them all. */
function metadataOf(current: Record<string, string>, given: unknown): { next: Record<string, string> } | { refused: { message: string; param: string } } {
  if (given === undefined) return { next: current };
  if (given === "") return { next: {} };
  if (!given || typeof given !== "object" || Array.isArray(given)) return { refused: { message: "Invalid object", param: "metadata" } };
  const next = { ...current };
  for (const [key, value] of Object.entries(given as Record<string, unknown>)) {
    if (typeof value !== "string") return { refused: { message: "Invalid string", param: `metadata[${key}]` } };
    if (value === "") delete next[key];
    else next[key] = value;
  }
  return { next };
}

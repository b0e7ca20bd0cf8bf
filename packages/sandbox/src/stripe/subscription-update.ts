// Stripe's "Update a subscription" (POST /v1/subscriptions/:id) as far as Unleak uses it: ending
// the subscription with its paid period (`cancel_at_period_end=true`, which sets `cancel_at` to the
// period end and `canceled_at` to the request's time, as Stripe does) or letting it renew again
// (`false`), its metadata, and the quantity of its item (an agency's seats, issue 17:
// `items[0][id]` + `items[0][quantity]`, with `proration_behavior` create_prorations or none; the
// sandbox computes no proration, its next renewal charges the new quantity). Any other parameter is
// refused by name, so a caller that starts to rely on one learns at once that the sandbox does not play it.

/** The parts of the sandbox's subscription this endpoint reads and writes. */
export interface UpdatableSubscription {
  readonly status: string;
  readonly periodEnd: number;
  readonly itemId: string;
  quantity: number;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  metadata: Record<string, string>;
}

/** How the subscription's `items` list reads in Stripe's object (the caller knows the price). */
export type ItemsOf = (sub: UpdatableSubscription) => unknown;

/** Refused (Stripe's 400 with the parameter at fault), or applied: what changed, as an event's `previous_attributes` (null: nothing changed). */
export type SubscriptionUpdate = { refused: { message: string; param: string } } | { previousAttributes: Record<string, unknown> | null };

const PLAYED = new Set(["cancel_at_period_end", "metadata", "items", "proration_behavior"]);
/** Stripe's proration behaviours; `always_invoice` would invoice at once, which the sandbox does not play. */
const PRORATIONS = new Set(["create_prorations", "none"]);

const defaultItemsOf: ItemsOf = (sub) => ({ id: sub.itemId, quantity: sub.quantity });

/** The fields an update may change, as Stripe's subscription object names them. */
const attributesOf = (sub: UpdatableSubscription, itemsOf: ItemsOf) => ({
  cancel_at_period_end: sub.cancelAtPeriodEnd,
  cancel_at: sub.cancelAtPeriodEnd ? sub.periodEnd : null,
  canceled_at: sub.canceledAt,
  metadata: { ...sub.metadata },
  items: itemsOf(sub),
});

/** Applies form-decoded `params` to `sub` at `now` (Unix seconds), all or nothing. */
export function updateSubscription(sub: UpdatableSubscription, params: Record<string, unknown>, now: number, itemsOf: ItemsOf = defaultItemsOf): SubscriptionUpdate {
  const unplayed = Object.keys(params).find((key) => !PLAYED.has(key));
  if (unplayed) return { refused: { message: `The Unleak sandbox does not play the parameter '${unplayed}' of this endpoint.`, param: unplayed } };
  const cancel = params.cancel_at_period_end;
  if (cancel !== undefined && cancel !== "true" && cancel !== "false") return { refused: { message: `Invalid boolean: ${String(cancel)}`, param: "cancel_at_period_end" } };
  if (sub.status === "canceled" && cancel !== undefined) return { refused: { message: "A canceled subscription can only update its cancellation_details and metadata.", param: "cancel_at_period_end" } };
  const proration = params.proration_behavior;
  if (proration !== undefined && !PRORATIONS.has(String(proration))) {
    const message = proration === "always_invoice" ? "The Unleak sandbox does not play proration_behavior=always_invoice." : `Invalid proration_behavior: must be one of create_prorations, none, or always_invoice`;
    return { refused: { message, param: "proration_behavior" } };
  }
  const quantity = quantityOf(sub, params.items);
  if (quantity && "refused" in quantity) return quantity;
  const metadata = metadataOf(sub.metadata, params.metadata);
  if ("refused" in metadata) return metadata;

  const before = attributesOf(sub, itemsOf);
  if (cancel !== undefined && (cancel === "true") !== sub.cancelAtPeriodEnd) {
    sub.cancelAtPeriodEnd = cancel === "true";
    sub.canceledAt = sub.cancelAtPeriodEnd ? now : null;
  }
  if (quantity) sub.quantity = quantity.next;
  sub.metadata = metadata.next;
  const after = attributesOf(sub, itemsOf);
  const changed = (Object.keys(before) as Array<keyof typeof before>).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return { previousAttributes: changed.length ? Object.fromEntries(changed.map((key) => [key, before[key]])) : null };
}

/**
 * The item's new quantity: `items[0][id]` names the subscription's (only) item and `items[0][quantity]`
 * sets it; adding, removing or re-pricing items is refused by name. Undefined: the items are not updated.
 */
function quantityOf(sub: UpdatableSubscription, given: unknown): { next: number } | { refused: { message: string; param: string } } | undefined {
  if (given === undefined) return undefined;
  if (!Array.isArray(given) || given.length !== 1 || !given[0] || typeof given[0] !== "object") return { refused: { message: "The Unleak sandbox plays one item per subscription: pass items[0] only.", param: "items" } };
  const item = given[0] as Record<string, unknown>;
  const other = Object.keys(item).find((key) => key !== "id" && key !== "quantity");
  if (other) return { refused: { message: `The Unleak sandbox does not play the parameter 'items[0][${other}]' of this endpoint.`, param: `items[0][${other}]` } };
  if (typeof item.id !== "string") return { refused: { message: "The Unleak sandbox does not play adding subscription items: pass items[0][id].", param: "items[0][id]" } };
  if (item.id !== sub.itemId) return { refused: { message: `No such subscription item: '${item.id}'`, param: "items[0][id]" } };
  if (sub.status === "canceled") return { refused: { message: "A canceled subscription can only update its cancellation_details and metadata.", param: "items" } };
  if (item.quantity === undefined) return { next: sub.quantity };
  if (typeof item.quantity !== "string" || !/^\d{1,9}$/.test(item.quantity)) return { refused: { message: `Invalid integer: ${String(item.quantity)}`, param: "items[0][quantity]" } };
  return { next: Number(item.quantity) };
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

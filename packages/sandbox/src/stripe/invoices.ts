// The sandbox provider's invoices in Stripe's shape, and Stripe's "List all invoices"
// (GET /v1/invoices) as Unleak calls it: by customer or subscription, newest first, `limit` 1 to 100
// (default 10), paged with `starting_after`. Any other parameter is refused by name.
import type { InvoicePayment } from "./payments";

export interface Invoice {
  id: string;
  /** Stripe numbers a customer's invoices with a prefix of the customer and a sequence: "A1B2C3D4-0001". */
  number: string;
  customer: string;
  subscription: string;
  /** Price × quantity, in cents. */
  amount: number;
  quantity: number;
  status: "paid" | "open" | "uncollectible";
  periodStart: number;
  periodEnd: number;
  created: number;
  /** The PaymentIntent and charge that paid it (payments.ts), once paid. */
  payment?: InvoicePayment;
}

export const invoiceObject = (invoice: Invoice) => ({
  id: invoice.id,
  object: "invoice",
  number: invoice.number,
  customer: invoice.customer,
  status: invoice.status,
  amount_due: invoice.amount,
  amount_paid: invoice.status === "paid" ? invoice.amount : 0,
  amount_remaining: invoice.status === "paid" ? 0 : invoice.amount,
  subtotal: invoice.amount,
  total: invoice.amount,
  currency: "eur",
  created: invoice.created,
  period_start: invoice.periodStart,
  period_end: invoice.periodEnd,
  // The sandbox hosts no invoice pages; Stripe's are null too until an invoice is finalised.
  hosted_invoice_url: null,
  invoice_pdf: null,
  parent: { type: "subscription_details", subscription_details: { subscription: invoice.subscription } },
  livemode: false,
});

/** The next invoice number of a customer. */
export function invoiceNumber(invoices: readonly Invoice[], customer: string): string {
  const prefix = customer.replace(/^cus_/, "").slice(0, 8).toUpperCase();
  const count = invoices.filter((invoice) => invoice.customer === customer).length;
  return `${prefix}-${String(count + 1).padStart(4, "0")}`;
}

const PLAYED = new Set(["customer", "subscription", "limit", "starting_after"]);

type Refusal = { refused: { message: string; param: string } };

/** One page of invoices for the query's filters, or Stripe's 400 for a parameter at fault. */
export function listInvoices(invoices: readonly Invoice[], query: Record<string, unknown>): { list: Record<string, unknown> } | Refusal {
  const unplayed = Object.keys(query).find((key) => !PLAYED.has(key));
  if (unplayed) return { refused: { message: `The Unleak sandbox does not play the parameter '${unplayed}' of this endpoint.`, param: unplayed } };
  const limit = query.limit === undefined ? 10 : Number(query.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) return { refused: { message: "This value must be greater than or equal to 1 and less than or equal to 100.", param: "limit" } };
  const matching = invoices
    .filter((invoice) => (query.customer === undefined || invoice.customer === query.customer) && (query.subscription === undefined || invoice.subscription === query.subscription))
    // Newest first; invoices of one second keep the order they were made in, newest first.
    .map((invoice, index) => ({ invoice, index }))
    .sort((a, b) => b.invoice.created - a.invoice.created || b.index - a.index)
    .map(({ invoice }) => invoice);
  let start = 0;
  if (query.starting_after !== undefined) {
    const at = matching.findIndex((invoice) => invoice.id === query.starting_after);
    if (at < 0) return { refused: { message: `No such invoice: '${String(query.starting_after)}'`, param: "starting_after" } };
    start = at + 1;
  }
  const page = matching.slice(start, start + limit);
  return { list: { object: "list", data: page.map(invoiceObject), has_more: start + limit < matching.length, url: "/v1/invoices" } };
}

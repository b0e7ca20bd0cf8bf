// The payments behind the sandbox provider's paid invoices, and refunds, as Stripe has them (API
// 2026-10-28): a paid invoice has one invoice payment naming its PaymentIntent and charge
// (`GET /v1/invoice_payments?invoice=`), and `POST /v1/refunds` refunds a charge or PaymentIntent
// in full or in part, answering the refund and sending `refund.created` and `charge.refunded`
// (the charge with its `amount_refunded`), as Stripe does (issue 19: a refund reverses a referral
// commission).
import type { Hono } from "hono";
import type { Invoice } from "./invoices";

export interface InvoicePayment {
  intent: string;
  charge: string;
  created: number;
  refunded: number;
}

type Json = Record<string, unknown>;

export interface PaymentDeps {
  invoices: readonly Invoice[];
  id: (prefix: string) => string;
  now: () => number;
  emit: (type: string, object: Json) => void;
  ok: (body: unknown) => Response;
  stripeError: (status: number, message: string, type?: string, param?: string) => Response;
  form: (request: Request) => Promise<Json>;
}

/** Marks the invoice paid with a new PaymentIntent and charge. */
export function payInvoice(invoice: Invoice, id: (prefix: string) => string, created: number): void {
  invoice.status = "paid";
  invoice.payment ??= { intent: id("pi"), charge: id("ch"), created, refunded: 0 };
}

const chargeObject = (invoice: Invoice, payment: InvoicePayment) => ({
  id: payment.charge,
  object: "charge",
  amount: invoice.amount,
  amount_captured: invoice.amount,
  amount_refunded: payment.refunded,
  captured: true,
  created: payment.created,
  currency: "eur",
  customer: invoice.customer,
  paid: true,
  payment_intent: payment.intent,
  refunded: payment.refunded >= invoice.amount,
  status: "succeeded",
  livemode: false,
});

const invoicePaymentObject = (invoice: Invoice, payment: InvoicePayment) => ({
  id: `inpay_${payment.intent.slice(3)}`,
  object: "invoice_payment",
  amount_paid: invoice.amount,
  amount_requested: invoice.amount,
  created: payment.created,
  currency: "eur",
  invoice: invoice.id,
  is_default: true,
  livemode: false,
  payment: { type: "payment_intent", payment_intent: payment.intent },
  status: "paid",
  status_transitions: { canceled_at: null, paid_at: payment.created },
});

export function paymentRoutes(app: Hono, { invoices, id, now, emit, ok, stripeError, form }: PaymentDeps): void {
  app.get("/v1/invoice_payments", (c) => {
    const invoiceId = c.req.query("invoice");
    const invoice = invoices.find((candidate) => candidate.id === invoiceId);
    const data = invoice?.payment ? [invoicePaymentObject(invoice, invoice.payment)] : [];
    return ok({ object: "list", data, has_more: false, url: "/v1/invoice_payments" });
  });
  app.post("/v1/refunds", async (c) => {
    const body = await form(c.req.raw);
    const named = typeof body.charge === "string" ? body.charge : typeof body.payment_intent === "string" ? body.payment_intent : null;
    if (!named) return stripeError(400, "One of the following params should be provided for this request: payment_intent or charge.", "invalid_request_error");
    const invoice = invoices.find((candidate) => candidate.payment && (candidate.payment.charge === named || candidate.payment.intent === named));
    const param = typeof body.charge === "string" ? "charge" : "payment_intent";
    if (!invoice?.payment) return stripeError(400, `No such ${param}: '${named}'`, "invalid_request_error", param);
    const payment = invoice.payment;
    const left = invoice.amount - payment.refunded;
    if (left <= 0) return stripeError(400, `Charge ${payment.charge} has already been refunded.`, "invalid_request_error");
    const amount = body.amount === undefined ? left : Number(body.amount);
    if (!Number.isInteger(amount) || amount < 1 || amount > left) return stripeError(400, `Refund amount (${String(body.amount)}) is greater than unrefunded amount on charge (${left})`, "invalid_request_error", "amount");
    payment.refunded += amount;
    const refund = { id: id("re"), object: "refund", amount, charge: payment.charge, created: now(), currency: "eur", payment_intent: payment.intent, reason: typeof body.reason === "string" ? body.reason : null, status: "succeeded", metadata: {} };
    emit("refund.created", refund);
    emit("charge.refunded", chargeObject(invoice, payment));
    return ok(refund);
  });
}

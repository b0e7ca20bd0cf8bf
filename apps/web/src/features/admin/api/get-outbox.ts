// The mail outbox, for administrators: the newest hundred messages the product wrote.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type OutboxMail = {
  id: string;
  /** An e-mail, or a text message (then `to` is a phone number and `subject` is empty). */
  channel: "email" | "sms";
  to: string;
  subject: string;
  text: string;
  status: "kept" | "queued" | "sent" | "failed";
  createdAt: string;
  sentAt: string | null;
  error: string | null;
};

export type Outbox = { mode: "smtp" | "outbox"; mails: OutboxMail[] };

export const getOutbox = (): Promise<Outbox> => api.get<Outbox>("/api/admin/outbox");

export const getOutboxQueryOptions = () => queryOptions({ queryKey: ["admin", "outbox"], queryFn: getOutbox });

export function useOutbox() {
  return useQuery(getOutboxQueryOptions());
}

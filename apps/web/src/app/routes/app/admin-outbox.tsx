// /admin/outbox: the mail outbox, for administrators only (RequireAdmin guards it).
import { MailOutbox } from "@/features/admin/components/mail-outbox";

export function Component() {
  return <MailOutbox />;
}

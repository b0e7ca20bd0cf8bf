// The mail-deliver job's handler: sends one outbox message over SMTP (retried by the queue).
import { deliverMailJob, type Queue } from "@unleak/jobs";
import type { Mailer } from "./mailer";

export async function workMailDelivery({ queue, mailer }: { queue: Queue; mailer: Mailer }): Promise<void> {
  await queue.work(deliverMailJob, ({ outboxId }) => mailer.deliver(outboxId));
}

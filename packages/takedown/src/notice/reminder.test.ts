import { describe, expect, it } from "vitest";
import { withFollowUp } from "./reminder";

const composed = { subject: "DMCA notice UL-ABC123: 2 URLs", text: "The full notice.", elements: ["signature" as const] };
const followUp = { previousReference: "UL-ABC123", previousSentAt: new Date("2026-11-02T10:00:00Z"), previousRecipient: "Vidleakr" };

describe("withFollowUp", () => {
  it("opens a reminder with the earlier notice's reference and date, and keeps the whole notice", () => {
    const reminder = withFollowUp(composed, "en", { kind: "reminder", ...followUp });
    expect(reminder.subject).toBe("Reminder: DMCA notice UL-ABC123: 2 URLs");
    expect(reminder.text).toMatch(/^REMINDER\. Our notice UL-ABC123 of 2026-11-02 has not been acted on/);
    expect(reminder.text.endsWith("The full notice.")).toBe(true);
    expect(reminder.elements).toEqual(composed.elements);
  });

  it("tells a hosting provider in its language why it now receives the notice", () => {
    const escalation = withFollowUp(composed, "de", { kind: "escalation", ...followUp });
    expect(escalation.subject).toBe("Eskalation: DMCA notice UL-ABC123: 2 URLs");
    expect(escalation.text).toContain("Unsere Meldung UL-ABC123 vom 2026-11-02 an Vidleakr wurde nicht bearbeitet");
  });

  it("tells a payment processor and a registrar why the case is theirs, never that they host it", () => {
    const processor = withFollowUp(composed, "en", { kind: "escalation", ...followUp, recipientKind: "payment_processor" });
    expect(processor.text).toContain("You process payments for the service that distributes the material listed below");
    expect(processor.text).not.toContain("hosting");
    const registrar = withFollowUp(composed, "fr", { kind: "escalation", ...followUp, recipientKind: "registrar" });
    expect(registrar.subject).toBe("Escalade: DMCA notice UL-ABC123: 2 URLs");
    expect(registrar.text).toContain("Vous êtes le bureau d'enregistrement du nom de domaine");
  });
});

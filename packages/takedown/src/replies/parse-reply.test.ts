import { describe, expect, it } from "vitest";
import { parseReply } from "./parse-reply";

const subject = "Re: DMCA notice UL-7K3QX9: 3 URLs on vidleakr";

/** Our notice as a mail client quotes it back below a reply. */
const quotedNotice = [
  "> DMCA notice UL-7K3QX9",
  "> The material at the URLs listed below has been removed from our client's control...",
  "> We have received a counter-notification? No. I have a good faith belief that the use is not authorised.",
  "> Ticket #OLD-999. Thank you for your notice.",
].join("\n");

describe("parseReply", () => {
  it("reads an acknowledgement and its ticket number", () => {
    const reply = parseReply({ subject, text: "Thank you for your notice. Your ticket number is #TKT-48213. We will review the reported material." });
    expect(reply).toEqual({ kind: "acknowledged", ticket: "TKT-48213", reason: null, reference: "UL-7K3QX9", forwardedTo: null });
  });

  it("reads a removal", () => {
    expect(parseReply({ subject, text: "The material at the URLs you reported has been removed. Ticket #TKT-48213." })).toMatchObject({ kind: "removed", ticket: "TKT-48213" });
    expect(parseReply({ subject, text: "Hello,\nwe have disabled access to the files you listed." }).kind).toBe("removed");
  });

  it("reads a search engine's delisting as delisted, not removed", () => {
    expect(parseReply({ subject, text: "The URLs have been removed from our search results." }).kind).toBe("delisted");
  });

  it("reads a refusal and its reason", () => {
    const reply = parseReply({ subject, text: "We cannot process your notice: it lacks a statement under penalty of perjury. Ticket #TKT-1." });
    expect(reply).toMatchObject({ kind: "rejected", ticket: "TKT-1", reason: "it lacks a statement under penalty of perjury" });
  });

  it("reads a counter-notice with a short summary", () => {
    const reply = parseReply({
      subject,
      text: "We have received a counter-notification from the uploader of the material. The material will be restored in 10 business days unless you file an action seeking a court order.",
    });
    expect(reply.kind).toBe("counter_notice");
    expect(reply.reason).toBe("We have received a counter-notification from the uploader of the material");
  });

  it("reads a CDN's forward and the host it names", () => {
    const reply = parseReply({
      subject,
      text: "We are a pass-through CDN and do not host this content. We have forwarded your complaint to the hosting provider: Offshore Racks, abuse contact abuse@offshore-racks.example.",
    });
    expect(reply).toMatchObject({ kind: "forwarded", forwardedTo: "abuse@offshore-racks.example" });
  });

  it("reads a web form's receipt", () => {
    const reply = parseReply({ subject: "Your submission", text: "Thank you for your submission. Your submission reference is WF-000123." });
    expect(reply).toMatchObject({ kind: "acknowledged", ticket: "WF-000123", reference: null });
  });

  it("reads ticket numbers written out", () => {
    expect(parseReply({ subject: "x", text: "Ticket number: 778812" }).ticket).toBe("778812");
    expect(parseReply({ subject: "x", text: "ticket id A-77" }).ticket).toBe("A-77");
    expect(parseReply({ subject: "[Ticket #CASE-20] Re: notice", text: "ok" }).ticket).toBe("CASE-20");
  });

  it("leaves anything else unparsed, without throwing", () => {
    expect(parseReply({ subject: "Hello", text: "Please call us." })).toEqual({ kind: "unparsed", ticket: null, reason: null, reference: null, forwardedTo: null });
    expect(parseReply({ subject: "", text: "" }).kind).toBe("unparsed");
  });

  it("is case-insensitive", () => {
    expect(parseReply({ subject, text: "THE CONTENT HAS BEEN REMOVED." }).kind).toBe("removed");
  });

  describe("quoted notice", () => {
    it("never counts our own quoted notice", () => {
      const reply = parseReply({ subject, text: `Please call our office.\n\n${quotedNotice}` });
      expect(reply).toMatchObject({ kind: "unparsed", ticket: null, reference: "UL-7K3QX9" });
    });

    it("reads the reply above the quote and the reference inside it", () => {
      const reply = parseReply({ subject: "Re: your mail", text: `The material has been removed.\n\nOn Mon, 3 Nov 2026 at 10:00, Unleak wrote:\n${quotedNotice}` });
      expect(reply).toMatchObject({ kind: "removed", ticket: null, reference: "UL-7K3QX9" });
    });

    it("cuts the original message a client appends without quote marks", () => {
      const reply = parseReply({ subject: "AW: notice", text: "Danke.\n\n-----Original Message-----\nThank you for your notice. Ticket #TKT-5" });
      expect(reply).toMatchObject({ kind: "unparsed", ticket: null });
    });
  });

  describe("German", () => {
    it("reads an acknowledgement with a Ticket-Nr.", () => {
      const reply = parseReply({ subject: "AW: DSA-Meldung UL-7K3QX9", text: "Vielen Dank für Ihre Meldung. Ihre Ticket-Nr.: 2026-4711. Wir werden die Inhalte prüfen." });
      expect(reply).toMatchObject({ kind: "acknowledged", ticket: "2026-4711", reference: "UL-7K3QX9" });
    });
    it("reads a removal", () => {
      expect(parseReply({ subject, text: "Die gemeldeten Inhalte wurden entfernt." }).kind).toBe("removed");
    });
    it("reads a delisting", () => {
      expect(parseReply({ subject, text: "Die URLs wurden aus unseren Suchergebnissen entfernt." }).kind).toBe("delisted");
    });
    it("reads a refusal", () => {
      const reply = parseReply({ subject, text: "Ihre Meldung wurde abgelehnt: die Erklärung nach bestem Wissen fehlt." });
      expect(reply).toMatchObject({ kind: "rejected", reason: "die Erklärung nach bestem Wissen fehlt" });
    });
    it("reads a counter-notice", () => {
      expect(parseReply({ subject, text: "Der Uploader hat eine Gegendarstellung eingereicht." }).kind).toBe("counter_notice");
    });
    it("reads a forward", () => {
      const reply = parseReply({ subject, text: "Wir hosten diese Inhalte nicht und haben Ihre Beschwerde an abuse@host.example weitergeleitet." });
      expect(reply).toMatchObject({ kind: "forwarded", forwardedTo: "abuse@host.example" });
    });
  });

  describe("Spanish", () => {
    it("reads an acknowledgement with a número de ticket", () => {
      const reply = parseReply({ subject, text: "Hemos recibido su notificación. Su número de ticket es 55-1020. La revisaremos." });
      expect(reply).toMatchObject({ kind: "acknowledged", ticket: "55-1020" });
    });
    it("reads a removal", () => {
      expect(parseReply({ subject, text: "El contenido ha sido eliminado." }).kind).toBe("removed");
    });
    it("reads a delisting", () => {
      expect(parseReply({ subject, text: "Las URL han sido eliminadas de nuestros resultados de búsqueda." }).kind).toBe("delisted");
    });
    it("reads a refusal", () => {
      const reply = parseReply({ subject, text: "No podemos procesar su aviso: falta la firma." });
      expect(reply).toMatchObject({ kind: "rejected", reason: "falta la firma" });
    });
    it("reads a counter-notice", () => {
      expect(parseReply({ subject, text: "Hemos recibido una contranotificación del usuario." }).kind).toBe("counter_notice");
    });
  });

  describe("French", () => {
    it("reads an acknowledgement with a numéro de ticket", () => {
      const reply = parseReply({ subject, text: "Nous avons bien reçu votre notification. Votre numéro de ticket : FR-3321." });
      expect(reply).toMatchObject({ kind: "acknowledged", ticket: "FR-3321" });
    });
    it("reads a removal", () => {
      expect(parseReply({ subject, text: "Les contenus signalés ont été supprimés." }).kind).toBe("removed");
    });
    it("reads a delisting", () => {
      expect(parseReply({ subject, text: "Les URL ont été retirées de nos résultats de recherche." }).kind).toBe("delisted");
    });
    it("reads a refusal", () => {
      const reply = parseReply({ subject, text: "Nous ne pouvons pas traiter votre notification : la signature manque." });
      expect(reply).toMatchObject({ kind: "rejected", reason: "la signature manque" });
    });
    it("reads a counter-notice", () => {
      expect(parseReply({ subject, text: "Nous avons reçu une contre-notification de l'utilisateur." }).kind).toBe("counter_notice");
    });
    it("reads a forward", () => {
      const reply = parseReply({ subject, text: "Nous n'hébergeons pas ce contenu ; nous avons transmis votre plainte à abuse@origin.example." });
      expect(reply).toMatchObject({ kind: "forwarded", forwardedTo: "abuse@origin.example" });
    });
  });

  describe("the sandbox owners' sentences (packages/sandbox/src/owners/reply-wording.ts)", () => {
    const cases: Array<[string, Partial<ReturnType<typeof parseReply>>]> = [
      ["Thank you for your notice. Your ticket number is #TKT-7. We will review the reported material.", { kind: "acknowledged", ticket: "TKT-7" }],
      ["Vielen Dank für Ihre Meldung. Ihre Ticketnummer lautet #TKT-8. Wir prüfen die gemeldeten Inhalte.", { kind: "acknowledged", ticket: "TKT-8" }],
      ["Die gemeldeten Inhalte wurden entfernt. Ticket #TKT-8.", { kind: "removed", ticket: "TKT-8" }],
      ["The URLs have been removed from our search results. Ticket #TKT-9.", { kind: "delisted", ticket: "TKT-9" }],
      [
        "Wir können Ihre Meldung nicht bearbeiten: die Meldung nennt keine genaue URL von Inhalten bei uns. Ticket #TKT-10.",
        { kind: "rejected", ticket: "TKT-10", reason: "die Meldung nennt keine genaue URL von Inhalten bei uns" },
      ],
      [
        "We have received a counter-notification from the uploader. Under 17 U.S.C. 512(g) the material will be restored in 10 business days unless you file an action. Ticket #TKT-11.",
        { kind: "counter_notice", ticket: "TKT-11", reason: "We have received a counter-notification from the uploader" },
      ],
    ];
    for (const [text, expected] of cases) {
      it(`reads "${text.slice(0, 40)}…"`, () => expect(parseReply({ subject, text })).toMatchObject(expected));
    }
  });

  it("reads the sandbox web form's receipt", () => {
    expect(parseReply({ subject: "", text: "Thank you. Your submission reference is WF-17." })).toMatchObject({ kind: "acknowledged", ticket: "WF-17" });
  });

  describe("what might happen is not what happened", () => {
    it("reads an acknowledgement that mentions the uploader's right to a counter-notice as acknowledged", () => {
      const text = "Thank you for your notice. Ticket #TKT-3. The uploader has been informed and may submit a counter-notification.";
      expect(parseReply({ subject, text }).kind).toBe("acknowledged");
    });
    it("ignores conditional sentences", () => {
      const text = "We have received your notice. If your notice does not comply with the statutory requirements, we cannot process it. Wenn die Inhalte entfernt wurden, informieren wir Sie.";
      expect(parseReply({ subject, text }).kind).toBe("acknowledged");
    });
  });
});

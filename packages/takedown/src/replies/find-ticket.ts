// A host's ticket number in its reply: "#ABC-123", "ticket number: X", a web form's "submission reference
// is WF-000123", "Ticket-Nr.", "número de ticket", "numéro de ticket". Our own UL- reference is never one.

/** An identifier: letters, digits and dashes, with at least one digit. */
const id = String.raw`#?\s?([A-Z0-9][A-Z0-9_/-]*\d[A-Z0-9_/-]*)`;

const ticketPatterns: RegExp[] = [
  new RegExp(String.raw`submission (?:reference|number|id)(?: number)?(?: is)?\s*:?\s*${id}`, "iu"),
  new RegExp(String.raw`ticket(?:-?nr\.?|-?nummer| number| no\.?| id|-id)?(?: is| lautet| es| est)?\s*:?\s*${id}`, "iu"),
  new RegExp(String.raw`(?:n[úu]mero|num[ée]ro) de (?:ticket|caso|dossier|référence|referencia)(?: es| est)?\s*:?\s*${id}`, "iu"),
  new RegExp(String.raw`(?:vorgangsnummer|aktenzeichen|case (?:number|id)|reference number)(?: is| lautet)?\s*:?\s*${id}`, "iu"),
  /#([A-Z][A-Z0-9]*-\d+[A-Z0-9-]*)/iu,
];

const ourReference = /^UL-[0-9A-Z]{6}$/i;

/** The first ticket number in the texts, in order; null when none names one. */
export function findTicket(texts: string[]): string | null {
  for (const pattern of ticketPatterns) {
    for (const text of texts) {
      const ticket = pattern.exec(text)?.[1]?.replace(/[-/_]+$/, "");
      if (ticket && !ourReference.test(ticket)) return ticket;
    }
  }
  return null;
}

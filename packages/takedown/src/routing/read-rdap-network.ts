// Reads RDAP records (RFC 9083): an IP network's name, country, registrant and the e-mail addresses
// of its `abuse` role entities, nested ones included; a domain's registrar and the registrar's abuse
// desk (the ICANN RDAP profile nests it under the `registrar` entity). Placeholder mailboxes
// (noreply, example.com, .invalid) and mailboxes the record's remarks call unmonitored are skipped.
import type { RdapNetwork, RdapRegistrar } from "../types";

interface RdapRemark {
  title?: string;
  description?: string[];
}

interface RdapEntity {
  handle?: string;
  roles?: string[];
  vcardArray?: [string, unknown[][]];
  entities?: RdapEntity[];
  remarks?: RdapRemark[];
}

export interface RdapIpRecord {
  handle?: string;
  name?: string;
  country?: string;
  lang?: string;
  entities?: RdapEntity[];
  remarks?: RdapRemark[];
}

const placeholderLocal = /^(no-?reply|do-?not-?reply|nobody|null|devnull|dev-null|none|nomail|no-?mail)$/i;
const placeholderDomain = /(^|\.)(example\.(com|net|org))$|\.invalid$/i;
const unmonitored = /(not|no longer|isn't|is not|never) (monitored|read|checked|answered)|unmonitored|unattended/i;
const emailPattern = /[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/gi;

export interface RdapDomainRecord {
  ldhName?: string;
  entities?: RdapEntity[];
  remarks?: RdapRemark[];
}

export function readRdapNetwork(record: RdapIpRecord): RdapNetwork {
  const entities = flatten(record.entities ?? []);
  const registrant = entities.find((entity) => entity.roles?.includes("registrant"));
  return {
    handle: record.handle ?? "",
    name: record.name ?? "",
    ownerName: registrant ? (vcardValues(registrant, "fn")[0] ?? null) : null,
    country: (record.country ?? (registrant ? vcardCountry(registrant) : null))?.toUpperCase() ?? null,
    abuseEmails: abuseMailboxes(entities, record.remarks),
    lang: record.lang?.toLowerCase() ?? null,
  };
}

/** The domain's registrar and its abuse desk; null when the record names no registrar or no usable mailbox. */
export function readRdapRegistrar(record: RdapDomainRecord): RdapRegistrar | null {
  const registrar = (record.entities ?? []).find((entity) => entity.roles?.includes("registrar"));
  if (!registrar) return null;
  const nested = flatten(registrar.entities ?? []);
  // The abuse desk nested under the registrar; the registrar's own mailbox when it names none.
  const abuseEmails = abuseMailboxes(nested, record.remarks);
  const fallback = vcardValues(registrar, "email").map((value) => value.toLowerCase()).filter((email) => !isPlaceholder(email));
  const emails = abuseEmails.length > 0 ? abuseEmails : fallback;
  if (emails.length === 0) return null;
  return {
    domain: record.ldhName?.toLowerCase() ?? "",
    name: vcardValues(registrar, "fn")[0] ?? registrar.handle ?? "",
    country: vcardCountry(registrar)?.toUpperCase() ?? null,
    abuseEmails: emails,
  };
}

/** The mailboxes of the `abuse` entities, minus placeholders and those the remarks call unmonitored. */
function abuseMailboxes(entities: RdapEntity[], recordRemarks: RdapRemark[] | undefined): string[] {
  const refused = new Set(unmonitoredMailboxes(remarkText(recordRemarks)));
  const abuseEmails: string[] = [];
  for (const entity of entities.filter((candidate) => candidate.roles?.includes("abuse"))) {
    const remarks = remarkText(entity.remarks);
    const named = unmonitoredMailboxes(remarks);
    for (const email of named) refused.add(email);
    // An unmonitored remark naming no mailbox speaks for all of the entity's mailboxes.
    const allUnmonitored = unmonitored.test(remarks) && named.length === 0;
    for (const email of vcardValues(entity, "email").map((value) => value.toLowerCase())) {
      if (allUnmonitored || refused.has(email) || isPlaceholder(email) || abuseEmails.includes(email)) continue;
      abuseEmails.push(email);
    }
  }
  return abuseEmails;
}

export function isPlaceholder(email: string): boolean {
  const at = email.lastIndexOf("@");
  return at < 1 || placeholderLocal.test(email.slice(0, at)) || placeholderDomain.test(email.slice(at + 1));
}

/** The mailboxes a remark names when it says they are not monitored. */
function unmonitoredMailboxes(remarks: string): string[] {
  return unmonitored.test(remarks) ? [...remarks.matchAll(emailPattern)].map(([email]) => email.toLowerCase()) : [];
}

function flatten(entities: RdapEntity[]): RdapEntity[] {
  return entities.flatMap((entity) => [entity, ...flatten(entity.entities ?? [])]);
}

function remarkText(remarks: RdapRemark[] | undefined): string {
  return (remarks ?? []).flatMap((remark) => [remark.title ?? "", ...(remark.description ?? [])]).join("\n");
}

/** A vCard property's text values (jCard, RFC 7095: [name, params, type, value]). */
function vcardValues(entity: RdapEntity, property: string): string[] {
  const cards = entity.vcardArray?.[1] ?? [];
  return cards.filter((card) => card[0] === property && typeof card[3] === "string").map((card) => (card[3] as string).trim()).filter(Boolean);
}

function vcardCountry(entity: RdapEntity): string | null {
  const address = (entity.vcardArray?.[1] ?? []).find((card) => card[0] === "adr");
  const parameters = address?.[1] as { cc?: unknown } | undefined;
  return typeof parameters?.cc === "string" ? parameters.cc : null;
}

// Reads an RDAP IP network record (RFC 9083): its name, country, registrant, and the e-mail addresses
// of its `abuse` role entities, nested ones included. Placeholder mailboxes (noreply, example.com,
// .invalid) and mailboxes the record's remarks call unmonitored are skipped.
import type { RdapNetwork } from "../types";

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

export function readRdapNetwork(record: RdapIpRecord): RdapNetwork {
  const entities = flatten(record.entities ?? []);
  const registrant = entities.find((entity) => entity.roles?.includes("registrant"));
  const refused = new Set(unmonitoredMailboxes(remarkText(record.remarks)));
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
  return {
    handle: record.handle ?? "",
    name: record.name ?? "",
    ownerName: registrant ? (vcardValues(registrant, "fn")[0] ?? null) : null,
    country: (record.country ?? (registrant ? vcardCountry(registrant) : null))?.toUpperCase() ?? null,
    abuseEmails,
    lang: record.lang?.toLowerCase() ?? null,
  };
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

// The frame every legal and information page shares: its heading, an optional lead, its sections.
import type { ReactNode } from "react";

export function LegalPage({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <header className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        {lead ? <p className="text-muted-foreground">{lead}</p> : null}
      </header>
      {children}
    </article>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3 text-sm leading-relaxed">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** A bulleted list of translated items, keyed by their text keys. */
export function LegalList({ items }: { items: Record<string, ReactNode> }) {
  return (
    <ul className="grid list-disc gap-1.5 pl-5">
      {Object.entries(items).map(([key, item]) => (
        <li key={key}>{item}</li>
      ))}
    </ul>
  );
}

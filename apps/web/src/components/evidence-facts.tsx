// The facts of a piece of evidence, the page's URL first as a link that opens apart from the app,
// then label/value rows; leaks and fake profiles show their evidence this way.
import { type FactRow, FactRows } from "@/components/fact-rows";

type EvidenceFactsProps = {
  url: string;
  urlLabel: string;
  rows: FactRow[];
  testId: string;
  /** Each page says how far it trusts the link (e.g. fake profiles add nofollow). */
  rel: string;
};

export function EvidenceFacts({ url, urlLabel, rows, testId, rel }: EvidenceFactsProps) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]" data-testid={testId}>
      <dt className="text-muted-foreground">{urlLabel}</dt>
      <dd className="break-all">
        <a href={url} target="_blank" rel={rel} className="text-primary hover:underline">
          {url}
        </a>
      </dd>
      <FactRows rows={rows} />
    </dl>
  );
}

// An administrator's review queue page (appeals, agency applications …): its title, a filter by
// status kept in the URL (`?status=`, the first status being the default), and the queue's states:
// loading, failed, empty, or the cards the caller renders.
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { PageLoader } from "@/components/page-loader";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** The status the URL asks for, or the queue's default (the first). */
export function useQueueStatus<S extends string>(statuses: readonly [S, ...S[]]): [S, (status: S) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const wanted = searchParams.get("status");
  const status = statuses.find((option) => option === wanted) ?? statuses[0];
  return [status, (next) => setSearchParams(next === statuses[0] ? {} : { status: next })];
}

type ReviewQueueProps<S extends string> = {
  title: string;
  intro: string;
  filterLabel: string;
  statuses: readonly S[];
  status: S;
  statusLabel: (status: S) => string;
  onStatus: (status: S) => void;
  query: { isPending: boolean; isError: boolean; error: Error | null };
  empty: string;
  /** The cards, once loaded; an empty list shows `empty`. */
  items: ReactNode[] | undefined;
};

export function ReviewQueue<S extends string>({ title, intro, filterLabel, statuses, status, statusLabel, onStatus, query, empty, items }: ReviewQueueProps<S>) {
  return (
    <section className="flex w-full max-w-5xl min-w-0 flex-col gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        <p className="text-sm text-muted-foreground">{intro}</p>
      </header>
      <div role="group" aria-label={filterLabel} className="flex flex-wrap gap-2">
        {statuses.map((option) => (
          <Button key={option} size="sm" variant={option === status ? "default" : "outline"} aria-pressed={option === status} onClick={() => onStatus(option)}>
            {statusLabel(option)}
          </Button>
        ))}
      </div>
      {query.isPending ? <PageLoader /> : query.isError ? <Alert variant="destructive">{query.error?.message}</Alert> : !items || items.length === 0 ? <p>{empty}</p> : items}
    </section>
  );
}

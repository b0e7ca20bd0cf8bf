// Previous / "page x of y" / next under a paged list; one page needs no pager, so it shows nothing then.
import { Button } from "@/components/ui/button";

type PaginationProps = {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Translated by the caller, whose namespace holds the words (position is e.g. "Page 2 of 5"). */
  labels: { previous: string; next: string; position: string };
};

export function Pagination({ page, pages, onPage, labels }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav className="flex items-center gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {labels.previous}
      </Button>
      <span className="text-sm text-muted-foreground">{labels.position}</span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {labels.next}
      </Button>
    </nav>
  );
}

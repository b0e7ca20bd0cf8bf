// One question of the FAQ: a button that opens its answer in place (aria-expanded, aria-controls).
import { ChevronDown } from "lucide-react";
import { cn } from "@/lib/cn";

type FaqItemProps = { id: string; question: string; answer: string; expanded: boolean; onToggle: () => void };

export function FaqItem({ id, question, answer, expanded, onToggle }: FaqItemProps) {
  const answerId = `faq-answer-${id}`;
  return (
    <div data-testid="faq-entry">
      <h3>
        <button type="button" aria-expanded={expanded} aria-controls={answerId} onClick={onToggle} className="flex w-full items-center justify-between gap-4 px-4 py-3 text-left font-medium hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring">
          {question}
          <ChevronDown aria-hidden="true" className={cn("size-4 shrink-0 transition-transform", expanded && "rotate-180")} />
        </button>
      </h3>
      <div id={answerId} role="region" aria-label={question} hidden={!expanded} className="px-4 pb-4 text-sm leading-relaxed whitespace-pre-line text-muted-foreground">
        {answer}
      </div>
    </div>
  );
}

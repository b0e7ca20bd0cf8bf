// A public form's draft checked with its route's own schema (see lib/field-problems.ts): each
// field's value, translated problem and change handler, and `check`, which answers the parsed body
// (or null, with the problems shown). `problemText` words a problem in the form's namespace.
import { useState } from "react";
import type { z } from "zod";
import { type FieldProblem, fieldProblems, problemTextKey } from "@/lib/field-problems";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function useCheckedForm<K extends string>(initial: Record<K, string>, problemText: (key: ReturnType<typeof problemTextKey>, max: number | undefined) => string) {
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const field = (key: K) => ({
    value: draft[key],
    error: problems[key] ? problemText(problemTextKey(key, problems[key]), problems[key].max) : undefined,
    onChange: (event: React.ChangeEvent<Control>) => setDraft({ ...draft, [key]: event.target.value }),
  });
  function check<S extends z.ZodType>(schema: S, body: unknown): z.output<S> | null {
    const parsed = schema.safeParse(body);
    setProblems(parsed.success ? {} : fieldProblems(parsed.error));
    return parsed.success ? parsed.data : null;
  }
  return { draft, problems, field, check };
}

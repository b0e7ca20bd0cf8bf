// Thrown when a notice is composed from an incomplete input: it carries the validator's problems.
import type { NoticeProblem } from "../types";

export class NoticeIncompleteError extends Error {
  readonly code = "NOTICE_INCOMPLETE";

  constructor(readonly problems: NoticeProblem[]) {
    super(`The notice is incomplete: ${problems.map((problem) => `${problem.element}: ${problem.message}`).join("; ")}`);
    this.name = "NoticeIncompleteError";
  }
}

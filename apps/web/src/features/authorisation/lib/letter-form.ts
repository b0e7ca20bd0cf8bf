// The Letter of Authorisation form's checks, in the order the creator meets them (spec §5): the
// first that fails is the one message shown.
export type LetterFormProblem = "notSignedIn" | "fullNameRequired" | "contentRequired" | "padUnavailable" | "signatureRequired";

export interface LetterFormState {
  signedIn: boolean;
  fullName: string;
  contentDescription: string;
  /** False when the signature pad could not start (no canvas, no 2D context). */
  padAvailable: boolean;
  signatureEmpty: boolean;
}

export function letterFormProblem(state: LetterFormState): LetterFormProblem | null {
  if (!state.signedIn) return "notSignedIn";
  if (!state.fullName.trim()) return "fullNameRequired";
  if (!state.contentDescription.trim()) return "contentRequired";
  if (!state.padAvailable) return "padUnavailable";
  if (state.signatureEmpty) return "signatureRequired";
  return null;
}

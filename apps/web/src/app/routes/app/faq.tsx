// /faq: the questions and answers, searchable, in the shell for everyone.
import { Faq } from "@/features/legal/components/faq";

export function Component() {
  return <Faq />;
}

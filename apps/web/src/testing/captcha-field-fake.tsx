// Stands in for the bot check in component tests (jsdom runs no proof-of-work worker): the form
// gets a fixed answer, so a test can check that it reaches the server.
import { useImperativeHandle, type Ref } from "react";
import type { CaptchaHandle } from "@/lib/captcha";

export const fakeCaptchaAnswer = "solved-captcha";

export function CaptchaField({ ref }: { ref: Ref<CaptchaHandle> }) {
  useImperativeHandle(ref, () => ({ answer: async () => fakeCaptchaAnswer, reset: () => undefined }));
  return null;
}

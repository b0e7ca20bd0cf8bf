// Bot-protection pages (Cloudflare, DDoS-Guard, captchas): the host did not show us the page, so
// nothing can be concluded from them; a 403 behind a challenge is never a removal (research.md §3.1).

const CHALLENGE_TITLES = ["just a moment", "attention required", "verify you are human", "ddos-guard", "checking your browser", "security check"];
const CHALLENGE_BODY = ["cf-chl", "challenge-platform", "cf_chl_opt", "captcha", "ddos protection by", "enable javascript and cookies to continue"];

export function isChallengePage(input: { status: number; headers: Record<string, string>; title: string | null; html: string }): boolean {
  const title = (input.title ?? "").toLowerCase();
  if (CHALLENGE_TITLES.some((t) => title.includes(t))) return true;
  const blocking = input.status === 403 || input.status === 503 || input.status === 429;
  if (!blocking) return false;
  if (input.headers["cf-ray"] !== undefined && input.status !== 429) return true;
  const body = input.html.slice(0, 200_000).toLowerCase();
  return CHALLENGE_BODY.some((marker) => body.includes(marker));
}

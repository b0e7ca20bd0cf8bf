// Tests pass the bot check the way a browser does: fetch a real ALTCHA challenge and solve it
// (the test server's CAPTCHA_COMPLEXITY is low, the check itself is unchanged).
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

/** The X-Captcha value for a challenge fetched with `getChallenge`. */
export async function solvedCaptcha(getChallenge: () => Response | Promise<Response>): Promise<string> {
  const challenge = (await (await getChallenge()).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the ALTCHA challenge could not be solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** The requests that carry a bot check. */
export const captchaPaths = new Set(["/api/instant-scans", "/api/auth/sign-up/email", "/api/auth/phone/sign-up", "/api/bookings", "/api/partner-applications"]);

// The bot check's public side: which provider the web forms load (and its site key), and fresh
// ALTCHA challenges for the self-hosted one.
import { altchaChallengeSchema, captchaRoutes as contract } from "@unleak/contracts";
import { AppError } from "@unleak/core";
import { altchaOf } from "../http/captcha";
import { contractRouter, route } from "../http/contract-router";

export const captchaRoutes = contractRouter()
  .openapi(route(contract.config), (c) => {
    const { captcha } = c.get("services").config;
    return c.json({ provider: captcha.provider, siteKey: captcha.provider === "altcha" ? null : captcha.siteKey }, 200);
  })
  .openapi(route(contract.challenge), async (c) => {
    const services = c.get("services");
    const { captcha } = services.config;
    if (captcha.provider !== "altcha") throw new AppError("NOT_FOUND");
    // altcha-lib answers by itself (and says no-store); its challenge is read back through the contract.
    const answer = await altchaOf(services, captcha.complexity).challengeHandler(c);
    return c.json(altchaChallengeSchema.parse(await answer.json()), 200);
  });

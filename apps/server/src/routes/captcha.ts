// The bot check's public side: which provider the web forms load (and its site key), and fresh
// ALTCHA challenges for the self-hosted one.
import { AppError } from "@unleak/core";
import { Hono } from "hono";
import { altchaOf } from "../http/captcha";
import type { AppEnv } from "../http/context";

export const captchaRoutes = new Hono<AppEnv>()
  .get("/", (c) => {
    const { captcha } = c.get("services").config;
    return c.json({ provider: captcha.provider, siteKey: captcha.provider === "altcha" ? null : captcha.siteKey });
  })
  .get("/challenge", (c) => {
    const services = c.get("services");
    const { captcha } = services.config;
    if (captcha.provider !== "altcha") throw new AppError("NOT_FOUND");
    return altchaOf(services, captcha.complexity).challengeHandler(c);
  });

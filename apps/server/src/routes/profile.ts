// The creator's account: profile fields, niches, stage names, official links, plan choice, and
// login tracking of a restored session, and the interface language kept for mails. Every
// handler works on the caller's own rows only.
import { languageChoiceSchema, nichesSchema, officialLinksSchema, planChoiceSchema, profileUpdateSchema, stageNamesSchema } from "@unleak/contracts";
import { choosePlan, getProfile, recordLogin, rememberLanguage, replaceNiches, replaceOfficialLinks, replaceStageNames, updateProfile } from "@unleak/core";
import { Hono } from "hono";
import type { AppEnv } from "../http/context";
import { readJson } from "../http/read-json";
import { announcedLanguage } from "../i18n";
import { requireUser } from "../http/session";

export const profileRoutes = new Hono<AppEnv>()
  .get("/profile", async (c) => {
    const user = requireUser(c);
    return c.json(await getProfile({ db: c.get("services").db, userId: user.id }));
  })
  .patch("/profile", async (c) => {
    const user = requireUser(c);
    const changes = await readJson(c, profileUpdateSchema);
    const { db } = c.get("services");
    await updateProfile({ db, userId: user.id, changes });
    return c.json(await getProfile({ db, userId: user.id }));
  })
  .put("/profile/niches", async (c) => {
    const user = requireUser(c);
    const { niches } = await readJson(c, nichesSchema);
    const { db } = c.get("services");
    await replaceNiches({ db, userId: user.id, niches });
    return c.json(await getProfile({ db, userId: user.id }));
  })
  .put("/profile/stage-names", async (c) => {
    const user = requireUser(c);
    const { names } = await readJson(c, stageNamesSchema);
    const { db } = c.get("services");
    await replaceStageNames({ db, userId: user.id, names });
    return c.json(await getProfile({ db, userId: user.id }));
  })
  .put("/official-links", async (c) => {
    const user = requireUser(c);
    const { selections } = await readJson(c, officialLinksSchema);
    const links = await replaceOfficialLinks({ db: c.get("services").db, userId: user.id, selections });
    return c.json({ links });
  })
  .put("/onboarding/plan", async (c) => {
    const user = requireUser(c);
    const { plan } = await readJson(c, planChoiceSchema);
    await choosePlan({ db: c.get("services").db, userId: user.id, plan });
    return c.json({ plan });
  })
  .post("/login-tracking", async (c) => {
    const user = requireUser(c);
    await recordLogin({
      db: c.get("services").db,
      userId: user.id,
      userAgent: c.req.header("user-agent") ?? null,
      ipAddress: c.get("clientIp"),
      kind: "session_restored",
    });
    const language = announcedLanguage(c.req.raw.headers);
    if (language) await rememberLanguage({ db: c.get("services").db, userId: user.id, language });
    return c.body(null, 204);
  })
  // The language picked in the settings, kept for what is sent in the background.
  .put("/profile/language", async (c) => {
    const user = requireUser(c);
    const { language } = await readJson(c, languageChoiceSchema);
    await rememberLanguage({ db: c.get("services").db, userId: user.id, language });
    return c.json({ language });
  });

// A social site's profiles: /u/<handle> (handle in any case), their avatars, the people search
// (profiles only, a plain substring match as real platforms do) and, on picsocial, the
// impersonation form that only the impersonated person may use.
import type { Context, Hono } from "hono";
import type { WorldPage, WorldSite } from "../world/world-types";
import { resolveLink } from "../world/profile-cast";
import type { ImageStore } from "../images/image-store";
import { PERSON_ONLY_DESK } from "../owners/impersonation-desks";
import { layouts } from "./layouts";
import { documentShell, escapeHtml as e } from "./html";
import type { MailService } from "./mail-service";
import type { WorldIndex } from "./world-index";

/** Sites that answer an unknown handle with 200 and a "no such user" page; the others 404. */
const SOFT_MISSING_PROFILE_SITES = ["chirper", "blurbs"];
export const SUSPENDED_TEXT = "This account has been suspended for impersonation.";
export const PERSON_ONLY_TEXT = "Only the person being impersonated can file this report, with a photo of their ID.";

interface ProfileDeps {
  images: ImageStore;
  mail: MailService;
  index: WorldIndex;
  jpeg(bytes: Buffer): Response;
}

export function avatarPath(page: WorldPage): string {
  return `/avatars/${page.profileOf!.toLowerCase()}.jpg`;
}

export function renderProfile(site: WorldSite, page: WorldPage, origin: (siteId: string) => string): string {
  const profile = page.profile!;
  const links = profile.links.map((link) => resolveLink(link, origin));
  return documentShell(site.name, `${profile.displayName} (@${page.profileOf})`, `<main class="profile">
${profile.avatar ? `<img class="avatar" src="${avatarPath(page)}" alt="">\n` : ""}<h1 class="display-name">${e(profile.displayName)}</h1>
<span class="handle">@${e(page.profileOf!)}</span>
<p class="bio">${e(profile.bio)}</p>
${links.length > 0 ? `<ul class="links">${links.map((url) => `<li><a class="link" href="${e(url)}">${e(url)}</a></li>`).join("")}</ul>\n` : ""}<div class="grid">${page.images.map((_, n) => `<img class="post-media" src="/media/${page.id}-${n}.jpg" alt="">`).join("")}</div>
</main>`);
}

export function serveProfiles(app: Hono, site: WorldSite, { images, mail, index, jpeg }: ProfileDeps): void {
  const notice = (text: string) => documentShell(site.name, text, `<div class="notice"><h1>${e(text)}</h1></div>`);
  const isRemoved = (page: WorldPage) => mail.state(index.urlOf(page)) === "removed";
  // Through the index, so that a profile added later would be found too.
  const profileAt = (handle: string) => {
    const page = index.pageAt(site.id, `/u/${handle.toLowerCase()}`);
    return page?.profile ? page : undefined;
  };

  app.get("/avatars/:file", async (c) => {
    const page = profileAt(c.req.param("file").replace(/\.jpg$/, ""));
    const avatar = page && !isRemoved(page) ? page.profile!.avatar : null;
    return avatar ? jpeg(await images.image(avatar)) : c.notFound();
  });

  app.get("/search/people", (c) => {
    const query = (c.req.query("q") ?? "").trim().toLowerCase();
    const found = query
      ? site.pages.filter((page) => page.profile && !isRemoved(page) && [page.profileOf!, page.profile.displayName].some((text) => text.toLowerCase().includes(query)))
      : [];
    const results = found.map((page) => `<a class="profile-result" href="${e(page.path)}">${e(page.profile!.displayName)} (@${e(page.profileOf!)})</a>`).join("");
    return c.html(documentShell(site.name, `People: ${query}`, `<div class="people">${results}</div>`));
  });

  app.get("/u/*", (c) => {
    const handle = decodeURIComponent(new URL(c.req.url).pathname).replace(/\/+$/, "").slice("/u/".length);
    const page = profileAt(handle);
    if (!page) return missingProfile(c, site, notice);
    const state = mail.state(index.urlOf(page));
    if (state === "forbidden") return c.html(notice("403 Forbidden"), 403);
    if (state === "removed") return c.html(notice(SUSPENDED_TEXT), 404);
    return c.html(renderProfile(site, page, index.origin));
  });

  if (site.id === PERSON_ONLY_DESK.siteId) {
    app.get(PERSON_ONLY_DESK.path, (c) => c.html(impersonationFormPage(site)));
    app.post(PERSON_ONLY_DESK.path, async (c) => {
      const form = await c.req.parseBody();
      const photo = form["id_photo"];
      if (!(photo instanceof File) || photo.size === 0) return c.html(documentShell(site.name, "ID required", `<p class="error">${e(PERSON_ONLY_TEXT)}</p>`), 400);
      // The sandbox never plays the creator herself: a report with an ID is received and goes no further.
      return c.html(documentShell(site.name, "Thank you", `<p class="confirmation">Thank you. We will review your report and your ID.</p>`), 200);
    });
  }
}

function missingProfile(c: Context, site: WorldSite, notice: (text: string) => string): Response {
  const text = layouts[site.category].soft404Text;
  return c.html(notice(text), SOFT_MISSING_PROFILE_SITES.includes(site.id) ? 200 : 404);
}

function impersonationFormPage(site: WorldSite): string {
  return documentShell(
    site.name,
    "Report an impersonating account",
    `<h1>Report an impersonating account</h1><p class="requirement">${e(PERSON_ONLY_TEXT)}</p>
<form method="post" action="${PERSON_ONLY_DESK.path}" enctype="multipart/form-data"><input name="name"><input name="email" type="email"><input name="profile_url">
<input name="id_photo" type="file" accept="image/*"><button>Send</button></form>`,
  );
}

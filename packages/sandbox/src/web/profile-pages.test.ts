import { FormData, request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox } from "../start-sandbox";
import { layouts } from "./layouts";
import { fastClock, sendNotice, startReplyRelay, type ReplyRelayServer } from "../testing/reply-relay";
import { PERSON_ONLY_TEXT, SUSPENDED_TEXT } from "./profile-pages";
import type { Sandbox } from "../types";

// One simulated hour passes per real millisecond.
const clock = fastClock(3_600_000);
let sandbox: Sandbox;
let relay: ReplyRelayServer;

beforeAll(async () => {
  [sandbox, relay] = await Promise.all([startSandbox({ seed: 3, clock }), startReplyRelay()]);
  sandbox.setReplyRelay({ host: relay.host, port: relay.port });
});
afterAll(async () => {
  await sandbox?.close();
  await relay?.close();
});

async function http(siteId: string, path: string, form?: FormData) {
  const response = await request(`http://127.0.0.1:${sandbox.port}${path}`, { method: form ? "POST" : "GET", body: form, headers: { host: `${siteId}.localhost:${sandbox.port}` } });
  const bytes = Buffer.from(await response.body.arrayBuffer());
  return { status: response.statusCode, type: String(response.headers["content-type"]), text: bytes.toString("utf8"), bytes };
}
const profileOf = (handle: string) => sandbox.truth.find((p) => p.profile?.handle === handle)!;
const pathOf = (url: string) => new URL(url).pathname;
const resultsOf = (html: string) => [...html.matchAll(/<a class="profile-result" href="([^"]+)">([^<]+)<\/a>/g)].map((m) => `${m[1]} ${m[2]}`);

describe("social profiles", () => {
  it("plants the cast in the ground truth with its kind and handle", () => {
    const cast = sandbox.truth.filter((p) => p.profile).map((p) => `${p.siteId} ${p.profile!.handle} ${p.kind} ${pathOf(p.url)}`);
    expect(cast.sort()).toEqual(
      [
        "fanhub novaquill official /u/novaquill",
        "snapgram novaquill official /u/novaquill",
        "fanhub NovaQuill_official impersonation /u/novaquill_official",
        "snapgram n0vaqu1ll impersonation /u/n0vaqu1ll",
        "chirper novaquill_backup impersonation /u/novaquill_backup",
        "picsocial novaquillvip impersonation /u/novaquillvip",
        "snapgram novaquinn decoy /u/novaquinn",
        "chirper novaquill_fans decoy /u/novaquill_fans",
      ].sort(),
    );
  });

  it("renders each profile in the fixed format, with its avatar and posts served as JPEGs", async () => {
    const expected: Record<string, { name: string; bio: string; avatar: boolean; posts: number }> = {
      novaquill: { name: "Nova Quill", bio: "Official page. New sets every Friday.", avatar: true, posts: 2 },
      NovaQuill_official: { name: "Nova Quill", bio: "Backup account! DM for prices.", avatar: true, posts: 1 },
      n0vaqu1ll: { name: "Nova Quíll", bio: "Exclusive sets and custom content. Subscribe below", avatar: true, posts: 0 },
      novaquill_backup: { name: "Nova Quill", bio: "Backup account, my main got banned! New content here.", avatar: true, posts: 3 },
      novaquillvip: { name: "Nova Quill VIP", bio: "All my sets for free, link below", avatar: true, posts: 0 },
      novaquinn: { name: "Nova Quinn", bio: "Travel photographer. Lisbon.", avatar: true, posts: 2 },
      novaquill_fans: { name: "Nova Quill Fan Page", bio: "Fan page, not affiliated with Nova. Follow her official account @novaquill.", avatar: false, posts: 2 },
    };
    for (const planted of sandbox.truth.filter((p) => p.profile)) {
      const want = expected[planted.profile!.handle];
      const page = await http(planted.siteId, pathOf(planted.url));
      expect(page.status, planted.url).toBe(200);
      const main = /<main class="profile">[\s\S]*?<\/main>/.exec(page.text)![0];
      expect(main).toContain(`<h1 class="display-name">${want.name}</h1>`);
      expect(main).toContain(`<span class="handle">@${planted.profile!.handle}</span>`);
      expect(main).toContain(`<p class="bio">${want.bio.replace(/'/g, "&#39;")}</p>`);
      expect(main).toMatch(/<div class="grid">(<img class="post-media" src="[^"]+" alt="">)*<\/div>/);
      const pictures = [...main.matchAll(/<img class="(avatar|post-media)" src="([^"]+)" alt="">/g)];
      expect(pictures.filter((m) => m[1] === "avatar")).toHaveLength(want.avatar ? 1 : 0);
      expect(pictures.filter((m) => m[1] === "post-media")).toHaveLength(want.posts);
      for (const [, , src] of pictures) {
        const picture = await http(planted.siteId, src);
        expect(picture.type, src).toBe("image/jpeg");
        expect(picture.bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
      }
    }
  });

  it("links to other sites by absolute URL of the running sandbox", async () => {
    const links = async (handle: string) => {
      const planted = profileOf(handle);
      const page = await http(planted.siteId, pathOf(planted.url));
      return [...page.text.matchAll(/<li><a class="link" href="([^"]+)">([^<]+)<\/a><\/li>/g)].map((m) => (expect(m[2]).toBe(m[1]), m[1]));
    };
    expect(await links("n0vaqu1ll")).toEqual([`http://fanhub-subscribe.localhost:${sandbox.port}/novaquill`]);
    expect(await links("novaquill_fans")).toEqual([`${sandbox.origin("snapgram")}/u/novaquill`]);
    const [leak] = await links("novaquillvip");
    expect(sandbox.truth.find((p) => p.url === leak)).toMatchObject({ siteId: "leakhub", kind: "picture-leak" });
    expect((await http("leakhub", pathOf(leak))).status).toBe(200);
    expect(sandbox.demoCreator.officialUrls.map(pathOf)).toEqual(["/u/novaquill", "/u/novaquill"]);
    const official = await http("fanhub", "/u/novaquill");
    expect(official.text).toContain(`<ul class="links"><li><a class="link" href="${sandbox.origin("snapgram")}/u/novaquill">`);
    expect((await http("picsocial", "/u/novaquillvip")).text).not.toContain('<img class="post-media"');
    expect((await http("chirper", "/u/novaquill_fans")).text).not.toContain('class="avatar"');
  });

  it("compares handles case-insensitively and answers unknown handles as each site does", async () => {
    expect((await http("snapgram", "/u/N0VAQU1LL")).text).toContain('<span class="handle">@n0vaqu1ll</span>');
    expect((await http("fanhub", "/u/NovaQuill_Official/")).text).toContain('<h1 class="display-name">Nova Quill</h1>');
    const soft = layouts.social.soft404Text;
    for (const id of ["fanhub", "snapgram", "picsocial", "friendnest", "tagme"]) {
      const missing = await http(id, "/u/nobody_here");
      expect([id, missing.status]).toEqual([id, 404]);
      expect(missing.text).toContain(soft.replace(/'/g, "&#39;"));
    }
    for (const id of ["chirper", "blurbs"]) {
      const missing = await http(id, "/u/nobody_here");
      expect([id, missing.status]).toEqual([id, 200]);
      expect(missing.text).toContain("Sorry, this page isn&#39;t available.");
      expect(missing.text).not.toContain('class="profile"');
    }
  });

  it("finds profiles by plain substring of handle or display name in the people search, never posts", async () => {
    expect(resultsOf((await http("chirper", "/search/people?q=%20Nova%20Quill%20")).text)).toEqual(["/u/novaquill_backup Nova Quill (@novaquill_backup)", "/u/novaquill_fans Nova Quill Fan Page (@novaquill_fans)"]);
    expect(resultsOf((await http("snapgram", "/search/people?q=nova%20quill")).text)).toEqual(["/u/novaquill Nova Quill (@novaquill)"]);
    expect(resultsOf((await http("snapgram", "/search/people?q=N0VA")).text)).toEqual(["/u/n0vaqu1ll Nova Quíll (@n0vaqu1ll)"]);
    expect(resultsOf((await http("snapgram", "/search/people?q=novaqu")).text)).toEqual(["/u/novaquill Nova Quill (@novaquill)", "/u/novaquinn Nova Quinn (@novaquinn)"]);
    const none = await http("picsocial", "/search/people?q=somebody%20else");
    expect(none.status).toBe(200);
    expect(none.text).toContain('<div class="people"></div>');
    expect((await http("picsocial", "/search/people?q=")).text).toContain('<div class="people"></div>');
    // The post search does not list the cast's profiles.
    const posts = await http("snapgram", `${layouts.social.searchPath}?${layouts.social.queryParam}=nova%20quill`);
    for (const handle of ["n0vaqu1ll", "novaquinn"]) expect(posts.text).not.toContain(`/u/${handle}`);
  });
});

describe("impersonation desks", () => {
  it("lists an e-mail desk for six social sites and a person-only form on picsocial", async () => {
    const desks = Object.fromEntries(sandbox.sites.filter((s) => s.impersonationDesk).map((s) => [s.id, s.impersonationDesk]));
    expect(Object.keys(desks).sort()).toEqual(["blurbs", "chirper", "fanhub", "friendnest", "picsocial", "snapgram", "tagme"]);
    expect(desks.snapgram).toEqual({ channel: "email", address: "impersonation@snapgram.example", agentsAccepted: true });
    expect(desks.picsocial).toEqual({ channel: "form", path: "/help/impersonation", agentsAccepted: false, requires: "id-document" });
    const form = await http("picsocial", "/help/impersonation");
    expect(form.status).toBe(200);
    expect(form.text).toContain(PERSON_ONLY_TEXT);
    const report = new FormData();
    report.set("profile_url", profileOf("novaquillvip").url);
    const refused = await http("picsocial", "/help/impersonation", report);
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(PERSON_ONLY_TEXT);
    // Her own report, with her ID, is received; the sandbox does not play her any further.
    report.set("id_photo", new Blob([Buffer.from([0xff, 0xd8, 0xff])], { type: "image/jpeg" }), "id.jpg");
    expect((await http("picsocial", "/help/impersonation", report)).status).toBe(200);
    expect(sandbox.takedowns.list().some((t) => t.siteId === "picsocial")).toBe(false);
  });

  it("snapgram's desk removes a reported profile; the profile, its avatar and its search result go", async () => {
    const fake = profileOf("n0vaqu1ll");
    const post = sandbox.truth.find((p) => p.siteId === "snapgram" && !p.profile)!;
    const text = `The account ${fake.url} impersonates our client Nova Quill (${sandbox.origin("snapgram")}/u/novaquill is hers). Also ${post.url}.`;
    const { messageId } = await sendNotice(sandbox.services.smtp, { to: "impersonation@snapgram.example", subject: "Impersonation report", text });
    expect(sandbox.mailboxes.list("impersonation@snapgram.example").map((mail) => mail.actionableUrls)).toEqual([[fake.url]]);
    await relay.waitFor((mail) => mail.inReplyTo === messageId && /^Thank you for your notice\. Your ticket number is #TKT-\d+\./.test(mail.text ?? ""));
    await relay.waitFor((mail) => mail.inReplyTo === messageId && /^The material at the URLs you reported has been removed\./.test(mail.text ?? ""));
    expect(sandbox.takedowns.isRemoved(fake.url)).toBe(true);
    const gone = await http("snapgram", "/u/n0vaqu1ll");
    expect(gone.status).toBe(404);
    expect(gone.text).toContain(SUSPENDED_TEXT);
    expect(gone.text).not.toContain('class="profile"');
    expect((await http("snapgram", "/avatars/n0vaqu1ll.jpg")).status).toBe(404);
    expect(resultsOf((await http("snapgram", "/search/people?q=n0va")).text)).toEqual([]);
    // The desk acts on impersonating profiles only: her own account and the post stay.
    expect(sandbox.takedowns.state(post.url)).toBe("live");
    expect((await http("snapgram", "/u/novaquill")).status).toBe(200);
  });

  it("a desk names no profile of its site: the notice is rejected", async () => {
    const { messageId } = await sendNotice(sandbox.services.smtp, { to: "impersonation@chirper.example", subject: "Impersonation report", text: `Fake: ${profileOf("n0vaqu1ll").url}` });
    await relay.waitFor((mail) => mail.inReplyTo === messageId && /^We cannot process your notice: the notice does not name the exact URL/.test(mail.text ?? ""));
  });
});

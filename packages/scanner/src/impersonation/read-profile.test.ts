import { describe, expect, it } from "vitest";
import { loadSandboxRegistry } from "../registry/load-registry";
import { hasProfiles, peopleSearchUrl, profileUrl, readPeopleSearch, readProbeAnswer, usernameFromUrl, type ProfileSite } from "./read-profile";

const site = loadSandboxRegistry({ port: 4500 }).sites.find((s) => s.id === "snapgram")! as ProfileSite;
const at = new Date("2025-01-01T00:00:00Z");
const PROFILE = `<main class="profile"><img class="avatar" src="/avatars/n0vaqu1ll.jpg"><h1 class="display-name">Nova Quíll</h1><span class="handle">@n0vaqu1ll</span>
<p class="bio">New here &amp; hi</p><ul class="links"><li><a class="link" href="http://fanhub-subscribe.localhost:4500/novaquill">x</a></li></ul>
<div class="grid"><img class="post-media" src="/media/a-0.jpg"><img class="post-media" src="/media/a-1.jpg"></div></main>`;

describe("reading profile pages", () => {
  it("reads every part of a profile, addresses made absolute", () => {
    const answer = readProbeAnswer(site, "http://snapgram.localhost:4500/u/n0vaqu1ll", 200, PROFILE, at, "username");
    expect(answer).toMatchObject({
      state: "found",
      profile: {
        siteId: "snapgram",
        handle: "n0vaqu1ll",
        displayName: "Nova Quíll",
        bio: "New here & hi",
        links: ["http://fanhub-subscribe.localhost:4500/novaquill"],
        avatarUrl: "http://snapgram.localhost:4500/avatars/n0vaqu1ll.jpg",
        postUrls: ["http://snapgram.localhost:4500/media/a-0.jpg", "http://snapgram.localhost:4500/media/a-1.jpg"],
        httpStatus: 200,
        foundBy: "username",
      },
    });
  });

  it("takes a 404 or a 200 saying no such user (entities and all) as absent, anything else unclear as unknown", () => {
    const url = "http://snapgram.localhost:4500/u/nobody";
    expect(readProbeAnswer(site, url, 404, "", at, "username")).toEqual({ state: "absent" });
    expect(readProbeAnswer(site, url, 200, "<h1>Sorry, this page isn&#39;t available.</h1>", at, "username")).toEqual({ state: "absent" });
    expect(readProbeAnswer(site, url, 403, PROFILE, at, "username").state).toBe("unknown");
    expect(readProbeAnswer(site, url, 429, "", at, "username").state).toBe("unknown");
    expect(readProbeAnswer(site, url, 503, "", at, "username").state).toBe("unknown");
    expect(readProbeAnswer(site, url, 200, "<h1>Checking your browser…</h1>", at, "username").state).toBe("unknown");
  });

  it("builds profile and people-search URLs and recognises the site's profile URLs only", () => {
    expect(hasProfiles(site)).toBe(true);
    expect(profileUrl(site, "nova.quill")).toBe("http://snapgram.localhost:4500/u/nova.quill");
    expect(peopleSearchUrl(site, "Nova Quill")).toBe("http://snapgram.localhost:4500/search/people?q=Nova%20Quill");
    expect(usernameFromUrl(site, "http://snapgram.localhost:4500/u/novaquinn/")).toBe("novaquinn");
    expect(usernameFromUrl(site, "http://snapgram.localhost:4500/p/123")).toBeNull();
    expect(usernameFromUrl(site, "http://chirper.localhost:4500/u/novaquinn")).toBeNull();
  });

  it("reads the people search's profile links", () => {
    const html = `<div class="people"><a class="profile-result" href="/u/novaquill">Nova Quill (@novaquill)</a><a class="profile-result" href="/p/9">post</a></div>`;
    expect(readPeopleSearch(site, html, "http://snapgram.localhost:4500/search/people?q=nova")).toEqual(["http://snapgram.localhost:4500/u/novaquill"]);
  });
});

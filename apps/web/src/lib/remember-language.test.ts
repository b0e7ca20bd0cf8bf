import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "./i18n";
import { rememberLanguageChanges } from "./remember-language";

describe("rememberLanguageChanges", () => {
  let signedIn = false;
  afterEach(async () => {
    signedIn = false;
    await i18n.changeLanguage("en");
    vi.unstubAllGlobals();
  });

  it("tells the server a signed-in user's new language, and nothing of a visitor's", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ language: "de" }), { status: 200, headers: { "content-type": "application/json" } }));
    vi.stubGlobal("fetch", fetchMock);
    rememberLanguageChanges(() => signedIn);

    await i18n.changeLanguage("fr");
    expect(fetchMock).not.toHaveBeenCalled();

    signedIn = true;
    await i18n.changeLanguage("de");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/profile/language");
    expect(init.method).toBe("PUT");
    expect(JSON.parse(String(init.body))).toEqual({ language: "de" });
  });
});

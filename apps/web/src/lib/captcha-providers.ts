// Turnstile's and reCAPTCHA's own widgets, loaded from the provider only when the server uses
// one of them (the CSP then allows that provider's origin).
import type { CaptchaProvider } from "./captcha";

export interface ProviderWidget {
  token(): string | null;
  reset(): void;
  remove(): void;
}

type RenderOptions = { sitekey: string; callback: (token: string) => void; "expired-callback": () => void };
type Turnstile = { render(element: HTMLElement, options: RenderOptions): string; reset(id: string): void; remove(id: string): void };
type Recaptcha = { ready(run: () => void): void; render(element: HTMLElement, options: RenderOptions): number; reset(id: number): void };
declare global {
  interface Window {
    turnstile?: Turnstile;
    grecaptcha?: Recaptcha;
  }
}

const scripts: Record<Exclude<CaptchaProvider, "altcha">, string> = {
  turnstile: "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit",
  recaptcha: "https://www.google.com/recaptcha/api.js?render=explicit",
};
const loading = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`could not load ${src}`));
      document.head.append(script);
    });
    loading.set(src, promise);
  }
  return promise;
}

export async function loadProviderWidget(provider: CaptchaProvider, element: HTMLElement, siteKey: string): Promise<ProviderWidget> {
  if (provider === "altcha") throw new Error("ALTCHA has its own widget");
  await loadScript(scripts[provider]);
  let token: string | null = null;
  const options: RenderOptions = { sitekey: siteKey, callback: (value) => (token = value), "expired-callback": () => (token = null) };
  if (provider === "turnstile") {
    const turnstile = window.turnstile!;
    const id = turnstile.render(element, options);
    return { token: () => token, reset: () => ((token = null), turnstile.reset(id)), remove: () => turnstile.remove(id) };
  }
  const grecaptcha = window.grecaptcha!;
  const id = await new Promise<number>((resolve) => grecaptcha.ready(() => resolve(grecaptcha.render(element, options))));
  return { token: () => token, reset: () => ((token = null), grecaptcha.reset(id)), remove: () => element.replaceChildren() };
}

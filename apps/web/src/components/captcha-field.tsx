// The bot check in a form: the ALTCHA widget, which solves its proof of work in the background as
// soon as it is shown, or the Turnstile / reCAPTCHA widget when the server uses one of those.
// The form asks the handle for the answer when it submits and resets it after each use.
import type {} from "altcha/types/react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useImperativeHandle, useRef, type Ref } from "react";
import { useTranslation } from "react-i18next";
import { altchaChallengeUrl, captchaConfigQuery, type CaptchaConfig, type CaptchaHandle } from "@/lib/captcha";
import { loadProviderWidget, type ProviderWidget } from "@/lib/captcha-providers";

type AltchaElement = HTMLElement & { verify(): Promise<{ payload: string } | null>; reset(): void };

export function CaptchaField({ ref }: { ref: Ref<CaptchaHandle> }) {
  const config = useQuery(captchaConfigQuery);
  const provider = config.data?.provider;
  if (!config.data) return null;
  return provider === "altcha" ? <AltchaField handle={ref} /> : <ProviderField handle={ref} config={config.data} />;
}

function AltchaField({ handle }: { handle: Ref<CaptchaHandle> }) {
  const { i18n } = useTranslation();
  const widget = useRef<AltchaElement>(null);
  const solved = useRef<string | null>(null);
  const loaded = useRef<Promise<unknown> | null>(null);

  useEffect(() => {
    loaded.current ??= import("@/lib/altcha-widget");
    const element = widget.current;
    const onVerified = (event: Event) => (solved.current = (event as CustomEvent<{ payload?: string }>).detail?.payload ?? null);
    element?.addEventListener("verified", onVerified);
    return () => element?.removeEventListener("verified", onVerified);
  }, []);

  useImperativeHandle(handle, () => ({
    async answer() {
      if (solved.current) return solved.current;
      await loaded.current;
      const result = await widget.current?.verify().catch(() => null);
      return result?.payload ?? null;
    },
    reset() {
      solved.current = null;
      widget.current?.reset();
    },
  }));

  return (
    <div data-testid="captcha">
      <altcha-widget ref={widget} challenge={altchaChallengeUrl} auto="onload" language={i18n.language} />
    </div>
  );
}

function ProviderField({ handle, config }: { handle: Ref<CaptchaHandle>; config: CaptchaConfig }) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<ProviderWidget | null>(null);

  useEffect(() => {
    let cancelled = false;
    if (container.current && config.siteKey) {
      void loadProviderWidget(config.provider, container.current, config.siteKey).then((loaded) => {
        if (cancelled) loaded.remove();
        else widget.current = loaded;
      });
    }
    return () => {
      cancelled = true;
      widget.current?.remove();
      widget.current = null;
    };
  }, [config.provider, config.siteKey]);

  useImperativeHandle(handle, () => ({
    answer: async () => widget.current?.token() ?? null,
    reset: () => widget.current?.reset(),
  }));

  return <div ref={container} data-testid="captcha" />;
}

// better-auth client for /api/auth/* with the two-factor and phone-number plugins; sends the interface language.
import { phoneNumberClient, twoFactorClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";
import { currentLanguage } from "./i18n";

export const authClient = createAuthClient({
  baseURL: typeof window === "undefined" ? "http://localhost" : window.location.origin,
  plugins: [twoFactorClient(), phoneNumberClient()],
  fetchOptions: {
    onRequest(context) {
      context.headers.set("Accept-Language", currentLanguage());
      return context;
    },
  },
});

export type AuthSession = typeof authClient.$Infer.Session;

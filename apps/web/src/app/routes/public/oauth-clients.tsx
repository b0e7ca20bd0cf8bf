// /oauth-clients (issue 19): the OAuth clients of the public API and the connected apps, for a
// signed-in user.
import { OAuthClientsPage } from "@/features/oauth-clients/components/oauth-clients-page";
import { SignedInOnly } from "./signed-in-only";

export function Component() {
  return (
    <SignedInOnly>
      <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
        <OAuthClientsPage />
      </section>
    </SignedInOnly>
  );
}

// /oauth/consent (issue 19): where GET /oauth/authorize sends the browser. A visitor signs in first
// and comes back here with the same request.
import { useSearchParams } from "react-router";
import { ConsentPage, parseAuthorizationRequest } from "@/features/oauth-clients/components/consent-page";
import { SignedInOnly } from "./signed-in-only";

export function Component() {
  const [search] = useSearchParams();
  return (
    <SignedInOnly>
      <section className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-10">
        <ConsentPage request={parseAuthorizationRequest(search)} />
      </section>
    </SignedInOnly>
  );
}

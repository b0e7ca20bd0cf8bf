// The better-auth session with one addition: `loading` is true only until the first answer,
// so later background refetches (window focus, sign-in) never blank a page that is showing.
import { authClient } from "./auth-client";

let settled = false;

export function useAuthSession() {
  const session = authClient.useSession();
  if (!session.isPending) settled = true;
  return { data: session.data, loading: session.isPending && !settled, refetch: session.refetch };
}

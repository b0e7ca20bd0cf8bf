// Discovery beyond the sites' own search boxes: search-engine and reverse-image API clients
// (../providers) contribute candidate pages that the pipeline then fetches and judges itself.
import type { DiscoveryProvider, ProviderHit } from "../providers/types";
import type { ScanSubject } from "./scan-types";
import { siteRefForHost, type SiteRef } from "./scan-context";

export type { DiscoveryProvider } from "../providers/types";

function referenceUrls(subject: ScanSubject): string[] {
  return (subject.references ?? []).flatMap((ref) => (ref.url ? [ref.url] : []));
}

/** Calls a scan makes to providers: one per search term (text) or per public reference URL (image). */
export function providerCallCount(providers: DiscoveryProvider[], queries: string[], subject: ScanSubject): number {
  return providers.reduce((sum, provider) => sum + (provider.kind === "text" ? queries.length : referenceUrls(subject).length), 0);
}

/** Provider failures are recorded like a site's, under the provider's id. */
export function providerRef(provider: string): SiteRef {
  return { ...siteRefForHost(provider), category: "search-engine" };
}

export async function discoverWithProviders(
  providers: DiscoveryProvider[],
  queries: string[],
  referenceUrls: string[],
  onCall: (provider: string) => void,
  onError: (provider: string, error: unknown) => void,
): Promise<ProviderHit[]> {
  const calls = providers.flatMap((provider) => {
    const guard = (call: () => Promise<ProviderHit[]>) =>
      call()
        .catch((error: unknown) => {
          onError(provider.id, error);
          return [] as ProviderHit[];
        })
        .finally(() => onCall(provider.id));
    // Reverse-image APIs need a public URL of the reference; references without one are skipped.
    return provider.kind === "text"
      ? queries.map((query) => guard(() => provider.search(query)))
      : referenceUrls.map((url) => guard(() => provider.searchImage(url)));
  });
  return (await Promise.all(calls)).flat();
}

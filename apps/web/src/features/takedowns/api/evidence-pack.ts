// The evidence pack of a leak (issue 13): a plain download link, the browser saves the ZIP.
import { evidenceRoutes, urlOf } from "@unleak/contracts";

export const evidencePackUrl = (leakId: string) => urlOf(evidenceRoutes.pack, { params: { id: leakId } });

// The copy of the page a removal check fetched (issue 13): a plain download link, served as text.
import { takedownRoutes, urlOf } from "@unleak/contracts";

export const pageCopyUrl = (checkId: string) => urlOf(takedownRoutes.pageCopy, { params: { id: checkId } });

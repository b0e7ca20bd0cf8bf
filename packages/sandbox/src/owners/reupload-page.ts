// The re-uploader's trick: the same picture back on the same site at a new URL, listed in the
// site's search so that the next scan finds it. The uploader saved it again from their own copy,
// so its bytes are new (scaled and re-encoded): only a perceptual hash (PDQ) knows it again.
import { pagePath } from "../world/page-paths";
import type { Transformation } from "../types";
import type { ImageSpec, WorldPage, WorldSite } from "../world/world-types";
import type { WorldIndex } from "../web/world-index";

const reencoding = (transformation: Transformation | undefined): Transformation => (transformation === "resize" ? "recompress" : "resize");

/** Another encoding of the same picture: never the bytes the removed page served. */
const reencoded = (spec: ImageSpec): ImageSpec => ({ ...spec, transformation: reencoding(spec.transformation), variant: spec.variant + 1 });

export function reuploadPage(site: WorldSite, page: WorldPage, index: WorldIndex): WorldPage {
  const copy: WorldPage = {
    ...page,
    id: `${page.id}re${site.pages.length}`,
    title: `${page.title} (reup)`,
    hops: 0,
    listed: true,
    images: page.images.map(reencoded),
    transformation: reencoding(page.transformation),
  };
  copy.path = pagePath(site.category, copy);
  index.addPage(copy);
  return copy;
}

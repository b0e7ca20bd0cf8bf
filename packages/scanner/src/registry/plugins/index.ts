// The named plugins a site definition may refer to.
import { embeddedJsonPlugin } from "./embedded-json";
import type { SitePlugin } from "./site-plugin";

export type { PageContent, PreviewSprite, SearchHit, SitePlugin } from "./site-plugin";

export const sitePlugins: Record<string, SitePlugin> = {
  [embeddedJsonPlugin.name]: embeddedJsonPlugin,
};

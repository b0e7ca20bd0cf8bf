// The site registry: strict definitions of the sites we search, and their named plugins.
export { createRegistry, loadLiveRegistry, loadSandboxRegistry, RegistryError, type SiteRegistry } from "./load-registry";
export { siteDefinitionSchema, SITE_CATEGORIES, type SelectorExtract, type SiteCategory, type SiteDefinition, type SiteListing, type SiteProfiles, type SiteTier } from "./site-definition-schema";
export { sitePlugins, type PageContent, type PreviewSprite, type SearchHit, type SitePlugin } from "./plugins";
export { sandboxSiteDefinitions } from "./sandbox-sites";
export { liveSiteDefinitions } from "./live-sites";

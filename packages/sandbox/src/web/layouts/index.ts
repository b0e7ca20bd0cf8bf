// The renderer for each site category.
import type { SiteCategory } from "../../types";
import { aggregatorLayout, socialLayout } from "./gallery-layouts";
import { forumLayout, imageBoardLayout } from "./board-layouts";
import { camLayout, fileHostLayout, tubeLayout } from "./video-layouts";
import { searchEngineLayout, telegramLayout } from "./app-layouts";
import type { Layout } from "./layout";

export type { Layout, PageView, SearchView } from "./layout";

export const layouts: Record<SiteCategory, Layout> = {
  tube: tubeLayout,
  "cam-recordings": camLayout,
  "file-host": fileHostLayout,
  forum: forumLayout,
  "image-board": imageBoardLayout,
  "leak-aggregator": aggregatorLayout,
  social: socialLayout,
  "telegram-index": telegramLayout,
  "search-engine": searchEngineLayout,
};

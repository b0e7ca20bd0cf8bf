// /leak-crawler: the monitored sites and their last crawl.
import { SiteTable } from "@/features/leak-crawler/components/site-table";

export function Component() {
  return <SiteTable />;
}

// The URLs a notice names: each page with the media found on it, one per row, as links.
import type { NoticeDetail } from "@unleak/contracts";
import { useTranslation } from "react-i18next";

const link = "break-all text-primary hover:underline";

export function NoticeUrls({ items }: { items: NoticeDetail["items"] }) {
  const { t } = useTranslation("takedowns");
  return (
    <ul className="grid gap-2 text-sm" data-testid="notice-urls">
      {items.map((item) => (
        <li key={item.pageUrl} className="grid gap-1">
          <span>
            <span className="text-muted-foreground">{t("notice.page")}: </span>
            <a href={item.pageUrl} target="_blank" rel="noreferrer noopener" className={link}>
              {item.pageUrl}
            </a>
          </span>
          {item.mediaUrls.map((url) => (
            <span key={url} className="pl-4">
              <span className="text-muted-foreground">{t("notice.media")}: </span>
              <a href={url} target="_blank" rel="noreferrer noopener" className={link}>
                {url}
              </a>
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}

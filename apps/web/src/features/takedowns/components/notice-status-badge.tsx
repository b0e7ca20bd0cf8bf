// A notice's status as a badge: settled outcomes green, refusals and failures red, the rest neutral.
import type { NoticeStatus } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";

const tone: Partial<Record<NoticeStatus, string>> = {
  removed: "border-transparent bg-success/15 text-success",
  delisted: "border-transparent bg-success/15 text-success",
  restricted: "border-transparent bg-success/15 text-success",
  rejected: "border-transparent bg-destructive/15 text-destructive",
  failed: "border-transparent bg-destructive/15 text-destructive",
  counter_noticed: "border-transparent bg-amber-500/15 text-amber-700",
};

export function NoticeStatusBadge({ status }: { status: NoticeStatus }) {
  const { t } = useTranslation("takedowns");
  return (
    <Badge variant="outline" data-testid="notice-status" data-status={status} className={cn(tone[status])}>
      {t(`status.${status}`)}
    </Badge>
  );
}

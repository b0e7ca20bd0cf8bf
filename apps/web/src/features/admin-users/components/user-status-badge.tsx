// An account's state in one word: Banned, Unverified or Active.
import type { AdminUserStatus } from "@unleak/contracts";
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";

const tone: Record<AdminUserStatus, string> = {
  active: "border-transparent bg-success/15 text-success",
  banned: "border-transparent bg-destructive/10 text-destructive",
  unverified: "text-muted-foreground",
};

export function UserStatusBadge({ status, className, ...props }: { status: AdminUserStatus } & ComponentProps<"span">) {
  const { t } = useTranslation("adminUsers");
  return (
    <Badge variant="outline" className={cn(tone[status], className)} {...props}>
      {t(`status.${status}`)}
    </Badge>
  );
}

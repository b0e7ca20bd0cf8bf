// "Incomplete" until every required field, a niche, a stage name and an official link exist.
import type { ProfileStatus } from "@unleak/contracts";
import { CircleAlert, CircleCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";

export function ProfileStatusBadge({ status }: { status: ProfileStatus }) {
  const { t } = useTranslation("account");
  const complete = status === "Complete";
  return (
    <Badge variant={complete ? "success" : "outline"} className={complete ? undefined : "border-amber-300 bg-amber-50 text-amber-800"} data-testid="profile-status">
      {complete ? <CircleCheck aria-hidden="true" /> : <CircleAlert aria-hidden="true" />}
      {t(complete ? "status.complete" : "status.incomplete")}
    </Badge>
  );
}

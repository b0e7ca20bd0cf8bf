// The caller's referral link with a copy button (issue 19).
import { Check, Copy } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

export function ReferralLink({ link }: { link: string }) {
  const { t } = useTranslation("affiliates");
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setState("copied");
    } catch {
      setState("failed");
    }
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t("programme.yourLink")}</Label>
      <div className="flex flex-wrap gap-2">
        <Input id={id} readOnly value={link} data-testid="referral-link" className="min-w-0 flex-1 font-mono" onFocus={(event) => event.currentTarget.select()} />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {state === "copied" ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
          {state === "copied" ? t("link.copied") : t("link.copy")}
        </Button>
      </div>
      {state === "failed" ? <p className="text-sm text-destructive">{t("link.copyFailed")}</p> : null}
      <p aria-live="polite" className="sr-only">
        {state === "copied" ? t("link.copied") : ""}
      </p>
    </div>
  );
}

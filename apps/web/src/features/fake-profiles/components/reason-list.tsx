// Why a profile looks like an impersonation, one translated sentence per reason built from its code
// and the values the engine gave ("Avatar matches your reference 3 at distance 12"). A fan page's
// reason lowers the score and reads as such.
import { type FakeProfileReason, type UsernameVariantKind, usernameVariantKinds } from "@unleak/contracts";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";

const text = (value: string | number | undefined) => (value === undefined ? "" : String(value));

const variantOf = (value: string | number | undefined): UsernameVariantKind =>
  (usernameVariantKinds as readonly unknown[]).includes(value) ? (value as UsernameVariantKind) : "same";

export function reasonSentence(t: TFunction<"fakeProfiles">, { code, params }: FakeProfileReason): string {
  switch (code) {
    case "avatar_match":
      return t("reasons.avatar_match", { reference: text(params.reference), distance: text(params.distance) });
    case "posts_match":
      return t("reasons.posts_match", { count: Number(params.count ?? 0), distance: text(params.distance) });
    case "username_variant":
      return t(`reasons.username_variant.${variantOf(params.variant)}`, { username: text(params.username), name: text(params.name) });
    case "display_name":
      return t("reasons.display_name", { name: text(params.name) });
    case "bio_leak_link":
    case "bio_payment_lookalike":
      return t(`reasons.${code}`, { host: text(params.host) });
    case "claims_identity":
    case "fan_page":
      return t(`reasons.${code}`, { phrase: text(params.phrase) });
  }
}

export function ReasonList({ reasons, className }: { reasons: readonly FakeProfileReason[]; className?: string }) {
  const { t } = useTranslation("fakeProfiles");
  if (reasons.length === 0) return null;
  return (
    <ul className={cn("grid gap-0.5 text-sm", className)} data-testid="reason-list">
      {reasons.map((reason, index) => (
        <li key={`${reason.code}-${index}`} data-code={reason.code} className={cn("list-inside list-disc", reason.weight < 0 && "text-muted-foreground")}>
          {reasonSentence(t, reason)}
        </li>
      ))}
    </ul>
  );
}

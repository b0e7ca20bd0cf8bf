// The actions on an account, each behind a dialog that asks for the reason the audit log keeps:
// change the tier, grant or remove the administrator role, sign out everywhere, resend the
// verification e-mail, ban or lift a ban. Only what applies is offered (Ban while not suspended,
// Unban while suspended, the resend while the address is unverified, cancelling the payment at the
// provider with a change to an unpaid tier while a subscription still charges); the server decides anyway.
import { ADMIN_NOTES_MAX, type AdminUserDetail, endsAtProviderOnRequest, type SubscriptionTier, subscriptionTiers, unpaidTiers } from "@unleak/contracts";
import { isPhoneAccountEmail } from "@unleak/contracts/phone-account";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { ApiError } from "@/lib/api-client";
import { type AdminUserAction, useActOnUser } from "../api/admin-user";
import { ActionDialog, textareaClass } from "./action-dialog";

type DialogKind = "tier" | "grant" | "revoke" | "signOut" | "resend" | "ban" | "unban";

export function AdminUserActions({ page, selfId }: { page: AdminUserDetail; selfId: string | null }) {
  const { t } = useTranslation("adminUsers");
  const [open, setOpen] = useState<DialogKind | null>(null);
  const act = useActOnUser(page.user.id, {
    onSuccess: (action) => {
      setOpen(null);
      toast.success(t(`actions.done.${action.kind}`));
    },
    // The page showed a payment to cancel that the provider has ended since: say so in the panel's words.
    onError: (error) => void toast.error(error instanceof ApiError && error.code === "NO_SUBSCRIPTION" ? t("actions.tier.noPayment") : error.message || t("actions.failed")),
  });
  const run = (action: AdminUserAction) => act.mutate(action);
  const common = { pending: act.isPending, onCancel: () => setOpen(null) };
  const banned = page.status === "banned";
  const isSelf = page.user.id === selfId;
  const canResend = !page.user.emailVerified && !isPhoneAccountEmail(page.user.email);

  return (
    <section aria-labelledby="admin-user-actions" className="grid gap-2">
      <h2 id="admin-user-actions" className="sr-only">
        {t("actions.title")}
      </h2>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => setOpen("tier")}>
          {t("actions.buttons.changeTier")}
        </Button>
        {page.admin.byRole ? (
          <Button variant="outline" disabled={isSelf} title={isSelf ? t("actions.ownRole") : undefined} onClick={() => setOpen("revoke")}>
            {t("actions.buttons.removeAdmin")}
          </Button>
        ) : (
          <Button variant="outline" onClick={() => setOpen("grant")}>
            {t("actions.buttons.makeAdmin")}
          </Button>
        )}
        <Button variant="outline" onClick={() => setOpen("signOut")}>
          {t("actions.buttons.signOutAll")}
        </Button>
        {canResend ? (
          <Button variant="outline" onClick={() => setOpen("resend")}>
            {t("actions.buttons.resendVerification")}
          </Button>
        ) : null}
        {banned ? (
          <Button variant="outline" onClick={() => setOpen("unban")}>
            {t("actions.buttons.unban")}
          </Button>
        ) : isSelf ? null : (
          <Button variant="destructive" onClick={() => setOpen("ban")}>
            {t("actions.buttons.ban")}
          </Button>
        )}
      </div>
      {isSelf && page.admin.byRole ? <p className="text-xs text-muted-foreground">{t("actions.ownRole")}</p> : null}

      {open === "tier" ? (
        <TierDialog
          current={page.profile.tier}
          subscription={page.subscription}
          {...common}
          onConfirm={(tier, reason, cancelAtProvider) => run({ kind: "tier", body: cancelAtProvider ? { tier, reason, cancelAtProvider } : { tier, reason } })}
        />
      ) : null}
      {open === "grant" ? (
        <ActionDialog {...common} title={t("actions.grant.title")} text={t("actions.grant.text")} confirm={t("actions.grant.confirm")} reasonRequired onConfirm={(reason) => run({ kind: "role", body: { role: "admin", reason } })} />
      ) : null}
      {open === "revoke" ? (
        <ActionDialog
          {...common}
          title={t("actions.revoke.title")}
          text={page.admin.byAdminEmails ? `${t("actions.revoke.text")} ${t("actions.revoke.listed")}` : t("actions.revoke.text")}
          confirm={t("actions.revoke.confirm")}
          reasonRequired
          destructive
          onConfirm={(reason) => run({ kind: "role", body: { role: "user", reason } })}
        />
      ) : null}
      {open === "signOut" ? (
        <ActionDialog {...common} title={t("actions.signOut.title")} text={t("actions.signOut.text")} confirm={t("actions.signOut.confirm")} reasonRequired={false} destructive onConfirm={(reason) => run({ kind: "revokeSessions", body: reason ? { reason } : {} })} />
      ) : null}
      {open === "resend" ? (
        <ActionDialog
          {...common}
          title={t("actions.resend.title")}
          text={t("actions.resend.text", { email: page.user.email })}
          confirm={t("actions.resend.confirm")}
          reasonRequired={false}
          onConfirm={(reason) => run({ kind: "resendVerification", body: reason ? { reason } : {} })}
        />
      ) : null}
      {open === "ban" ? <BanDialog {...common} onConfirm={(reason, adminNotes) => run({ kind: "ban", body: adminNotes ? { reason, adminNotes } : { reason } })} /> : null}
      {open === "unban" ? (
        <ActionDialog {...common} title={t("actions.unban.title")} text={t("actions.unban.text")} confirm={t("actions.unban.confirm")} reasonRequired onConfirm={(reason) => run({ kind: "unban", body: { reason } })} />
      ) : null}
    </section>
  );
}

type DialogProps = { pending: boolean; onCancel: () => void };

/**
 * The new tier, and, when it is an unpaid one and the user's subscription still charges and is not
 * ending already, whether the provider also ends it with the paid period.
 */
function TierDialog({
  current,
  subscription,
  onConfirm,
  ...common
}: DialogProps & { current: SubscriptionTier; subscription: AdminUserDetail["subscription"]; onConfirm: (tier: SubscriptionTier, reason: string, cancelAtProvider: boolean) => void }) {
  const { t, i18n } = useTranslation("adminUsers");
  const [tier, setTier] = useState<SubscriptionTier>(current);
  const [cancelChecked, setCancelChecked] = useState(false);
  const fieldId = useId();
  const cancelOffered = endsAtProviderOnRequest(subscription) && (unpaidTiers as readonly string[]).includes(tier);
  const cancelAtProvider = cancelOffered && cancelChecked;
  const periodEnd = subscription?.currentPeriodEnd ? new Intl.DateTimeFormat(i18n.language, { dateStyle: "long" }).format(new Date(subscription.currentPeriodEnd)) : null;
  const field = (
    <div className="grid gap-2">
      <Label htmlFor={fieldId}>{t("actions.tier.field")}</Label>
      <select id={fieldId} className="h-10 rounded-md border border-input bg-card px-2 text-sm" value={tier} onChange={(event) => setTier(event.target.value as SubscriptionTier)}>
        {subscriptionTiers.map((word) => (
          <option key={word} value={word}>
            {t(`tiers.${word}`)}
          </option>
        ))}
      </select>
      {cancelOffered ? (
        <div className="grid gap-1">
          <label className="flex items-start gap-3 text-sm">
            <input type="checkbox" className="mt-0.5 size-4 accent-primary" checked={cancelChecked} onChange={(event) => setCancelChecked(event.target.checked)} aria-describedby={periodEnd ? `${fieldId}-cancel-hint` : undefined} />
            {t("actions.tier.cancelAtProvider")}
          </label>
          {periodEnd ? (
            <p id={`${fieldId}-cancel-hint`} className="pl-7 text-xs text-muted-foreground">
              {t("actions.tier.cancelAtProviderHint", { date: periodEnd })}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
  return (
    <ActionDialog
      {...common}
      title={t("actions.tier.title")}
      text={cancelAtProvider ? t("actions.tier.textCancelling") : t("actions.tier.text")}
      confirm={t("actions.tier.confirm")}
      reasonRequired
      before={field}
      ready={tier !== current}
      onConfirm={(reason) => onConfirm(tier, reason, cancelAtProvider)}
    />
  );
}

function BanDialog({ onConfirm, ...common }: DialogProps & { onConfirm: (reason: string, adminNotes: string) => void }) {
  const { t } = useTranslation("adminUsers");
  const [notes, setNotes] = useState("");
  const fieldId = useId();
  const field = (
    <div className="grid gap-2">
      <Label htmlFor={fieldId}>{t("actions.ban.notes")}</Label>
      <textarea id={fieldId} value={notes} rows={3} maxLength={ADMIN_NOTES_MAX} onChange={(event) => setNotes(event.target.value)} aria-describedby={`${fieldId}-hint`} className={textareaClass} />
      <p id={`${fieldId}-hint`} className="text-xs text-muted-foreground">
        {t("actions.ban.notesHint")}
      </p>
    </div>
  );
  return (
    <ActionDialog
      {...common}
      title={t("actions.ban.title")}
      text={t("actions.ban.text")}
      confirm={t("actions.ban.confirm")}
      reasonRequired
      destructive
      after={field}
      onConfirm={(reason) => onConfirm(reason, notes.trim())}
    />
  );
}

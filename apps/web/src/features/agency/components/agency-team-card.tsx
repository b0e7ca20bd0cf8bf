// The agency's team (issue 17): its members with their roles and the invitations still open. The
// owner invites by e-mail with a role, changes roles and removes members; the server keeps the
// last owner (a 409 here says so).
import { AGENCY_INVITATION_DAYS, type AgencyMember, type AgencyRole, agencyRoles, inviteAgencyMemberBodySchema } from "@unleak/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { PageLoader } from "@/components/page-loader";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { ApiError } from "@/lib/api-client";
import { useAgencyTeam, useChangeAgencyMemberRole, useInviteAgencyMember, useRemoveAgencyMember } from "../api/agency-team";
import { SelectField } from "@/components/ui/form-controls";

const isConflict = (error: Error) => error instanceof ApiError && error.status === 409;

function InviteForm() {
  const { t } = useTranslation("agency");
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<AgencyRole>("manager");
  const [problem, setProblem] = useState<string | undefined>();
  const invite = useInviteAgencyMember({
    onSuccess: (input) => {
      toast.success(t("settings.team.invite.sent", { email: input.email }));
      setEmail("");
    },
    onError: (error) => (isConflict(error) ? setProblem(t("settings.team.invite.alreadyMember")) : void toast.error(t("settings.team.failed", { message: error.message }))),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = inviteAgencyMemberBodySchema.safeParse({ email, role });
    if (!parsed.success) return setProblem(t("settings.team.invite.invalidEmail"));
    setProblem(undefined);
    invite.mutate(parsed.data);
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 rounded-lg border p-4" aria-label={t("settings.team.invite.title")}>
      <h3 className="font-medium">{t("settings.team.invite.title")}</h3>
      <p className="text-xs text-muted-foreground">{t("settings.team.invite.description", { days: AGENCY_INVITATION_DAYS })}</p>
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
        <FormField label={t("settings.team.invite.email")} type="email" autoComplete="off" maxLength={254} value={email} error={problem} onChange={(event) => (setEmail(event.target.value), setProblem(undefined))} />
        <SelectField label={t("settings.team.invite.role")} value={role} onChange={(event) => setRole(event.target.value as AgencyRole)}>
          {agencyRoles.map((option) => (
            <option key={option} value={option}>
              {t(`roles.${option}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <Button type="submit" className="justify-self-start" disabled={invite.isPending}>
        {invite.isPending ? t("settings.team.invite.sending") : t("settings.team.invite.submit")}
      </Button>
    </form>
  );
}

type MemberRowProps = { member: AgencyMember; isMe: boolean; canManage: boolean; busy: boolean; onRole: (role: AgencyRole) => void; onRemove: () => void };

function MemberRow({ member, isMe, canManage, busy, onRole, onRemove }: MemberRowProps) {
  const { t, i18n } = useTranslation("agency");
  return (
    <li data-testid="agency-member" className="flex flex-wrap items-center gap-3 py-3">
      <div className="grid min-w-0 flex-1 gap-0.5">
        <span className="break-words font-medium">
          {member.name ? `${member.name} · ` : ""}
          {member.email}
          {isMe ? <span className="text-muted-foreground"> ({t("settings.team.you")})</span> : null}
        </span>
        <span className="text-xs text-muted-foreground">{t("settings.team.joined", { date: new Date(member.joinedAt).toLocaleDateString(i18n.language) })}</span>
      </div>
      {canManage ? (
        <>
          <select
            aria-label={t("settings.team.roleOf", { email: member.email })}
            value={member.role}
            disabled={busy}
            onChange={(event) => onRole(event.target.value as AgencyRole)}
            className="h-8 rounded-md border border-input bg-card px-2 text-sm shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {agencyRoles.map((option) => (
              <option key={option} value={option}>
                {t(`roles.${option}`)}
              </option>
            ))}
          </select>
          <Button size="sm" variant="outline" disabled={busy} aria-label={t("settings.team.removeLabel", { email: member.email })} onClick={onRemove}>
            {t("settings.team.remove")}
          </Button>
        </>
      ) : (
        <Badge variant="outline">{t(`roles.${member.role}`)}</Badge>
      )}
    </li>
  );
}

export function AgencyTeamCard({ role, myUserId }: { role: AgencyRole; myUserId: string | null }) {
  const { t, i18n } = useTranslation("agency");
  const team = useAgencyTeam();
  const failed = (error: Error) => void toast.error(isConflict(error) ? t("settings.team.lastOwner") : t("settings.team.failed", { message: error.message }));
  const changeRole = useChangeAgencyMemberRole({ onSuccess: () => void toast.success(t("settings.team.roleChanged")), onError: failed });
  const remove = useRemoveAgencyMember({ onSuccess: () => void toast.success(t("settings.team.removed")), onError: failed });
  const isOwner = role === "owner";
  const busy = changeRole.isPending || remove.isPending;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("settings.team.title")}</CardTitle>
        <CardDescription>{t("settings.team.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {team.isPending ? (
          <PageLoader />
        ) : team.isError ? (
          <Alert variant="destructive">{team.error.message}</Alert>
        ) : (
          <>
            <ul className="divide-y">
              {team.data.members.map((member) => (
                <MemberRow
                  key={member.id}
                  member={member}
                  isMe={member.userId === myUserId}
                  canManage={isOwner}
                  busy={busy}
                  onRole={(next) => changeRole.mutate({ id: member.id, role: next })}
                  onRemove={() => window.confirm(t("settings.team.confirmRemove", { email: member.email })) && remove.mutate({ id: member.id })}
                />
              ))}
            </ul>
            {team.data.invitations.length > 0 ? (
              <section className="grid gap-2">
                <h3 className="font-medium">{t("settings.team.invitations")}</h3>
                <ul className="grid gap-1 text-sm">
                  {team.data.invitations.map((invitation) => (
                    <li key={invitation.id} data-testid="agency-member-invitation" className="flex flex-wrap gap-x-3">
                      <span className="break-all font-medium">{invitation.email}</span>
                      <span className="text-muted-foreground">
                        {t("settings.team.invitedAs", { role: t(`roles.${invitation.role}`), date: new Date(invitation.expiresAt).toLocaleDateString(i18n.language) })}
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        )}
        {isOwner ? <InviteForm /> : null}
      </CardContent>
    </Card>
  );
}

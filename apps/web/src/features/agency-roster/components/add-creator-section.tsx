// /agency/add-creator: invite a creator by e-mail. She accepts with her own account through the
// mailed link; until then the roster shows the invitation as pending. A viewer only reads.
import { CREATOR_INVITATION_DAYS } from "@unleak/contracts";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { paths } from "@/config/paths";
import { useInviteCreator } from "../api/roster";
import { useMayManage } from "../lib/member-role";

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

export function AddCreatorSection() {
  const { t } = useTranslation("agencyRoster");
  const mayManage = useMayManage();
  const invite = useInviteCreator();
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!looksLikeEmail(address)) {
      setProblem(t("add.invalidEmail"));
      return;
    }
    setProblem(undefined);
    setSentTo(null);
    invite.mutate(address, {
      onSuccess: (invited) => {
        setSentTo(invited.email);
        setEmail("");
      },
    });
  };

  return (
    <Card className="max-w-2xl" data-testid="add-creator">
      <CardHeader>
        <CardTitle>{t("add.title")}</CardTitle>
        <CardDescription>{t("add.description", { days: CREATOR_INVITATION_DAYS })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!mayManage ? <Alert>{t("add.viewOnly")}</Alert> : null}
        <form className="grid gap-4" noValidate onSubmit={submit}>
          <FormField
            label={t("add.email")}
            type="email"
            autoComplete="off"
            required
            value={email}
            error={problem}
            disabled={!mayManage}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" className="justify-self-start" disabled={!mayManage || invite.isPending}>
            {invite.isPending ? t("add.sending") : t("add.submit")}
          </Button>
        </form>
        {invite.isError ? (
          <Alert variant="destructive" data-testid="add-creator-error">
            {invite.error.message}
          </Alert>
        ) : null}
        {sentTo ? (
          <Alert variant="success" data-testid="add-creator-sent">
            <p>{t("add.sent", { email: sentTo })}</p>
            <p className="mt-1">{t("add.next")}</p>
            <Link to={paths.agency.creators.getHref()} className="mt-2 inline-block font-medium underline">
              {t("add.toRoster")}
            </Link>
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}

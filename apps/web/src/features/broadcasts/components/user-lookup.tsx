// Finds the one user a broadcast goes to by e-mail (or name), and picks their account's id.
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useFindUsers } from "../api/find-users";

export function UserLookup({ onPick }: { onPick: (userId: string) => void }) {
  const { t } = useTranslation("operations");
  const id = useId();
  const [typed, setTyped] = useState("");
  const [searched, setSearched] = useState("");
  const found = useFindUsers(searched);
  const search = () => setSearched(typed.trim());
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t("broadcasts.form.findUser")}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          type="search"
          value={typed}
          maxLength={200}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault(); // not the broadcast's submit
            search();
          }}
        />
        <Button type="button" variant="outline" onClick={search}>
          {t("broadcasts.form.find")}
        </Button>
      </div>
      {searched && found.isSuccess ? (
        found.data.users.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("broadcasts.form.noMatch")}</p>
        ) : (
          <ul className="grid gap-1" aria-label={t("broadcasts.form.matches")}>
            {found.data.users.map((user) => (
              <li key={user.id}>
                <Button type="button" variant="ghost" size="sm" className="h-auto max-w-full justify-start py-1 text-left whitespace-normal" onClick={() => onPick(user.id)}>
                  <span className="break-all">
                    {user.phoneNumber ?? user.email} · {user.name}
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
      {found.isError ? <p className="text-sm text-destructive">{found.error.message}</p> : null}
    </div>
  );
}

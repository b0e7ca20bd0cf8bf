// Warns before unsaved changes are lost (ADR 019): leaving for another page of the app asks first
// (React Router's blocker), closing or reloading the tab gets the browser's own warning.
import { AlertDialog } from "radix-ui";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker } from "react-router";
import { Button } from "@/components/ui/button";

export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useTranslation("common");
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [when]);

  return (
    <AlertDialog.Root open={blocker.state === "blocked"} onOpenChange={(open) => !open && blocker.reset?.()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content
          data-testid="unsaved-changes"
          className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-card p-6 shadow-xl focus:outline-none"
        >
          <AlertDialog.Title className="text-lg font-semibold">{t("unsavedChanges.title")}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">{t("unsavedChanges.description")}</AlertDialog.Description>
          <div className="flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{t("unsavedChanges.stay")}</Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: closing would reset the blocker after it proceeded. */}
            <Button variant="destructive" onClick={() => blocker.proceed?.()}>
              {t("unsavedChanges.leave")}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

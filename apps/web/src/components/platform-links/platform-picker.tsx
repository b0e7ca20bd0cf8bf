// "Choose platforms": a popover on wide screens, a bottom sheet below 768 px (spec §2.4).
import type { Platform } from "@unleak/contracts";
import { Plus } from "lucide-react";
import { Dialog, Popover } from "radix-ui";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { MOBILE_QUERY, useMediaQuery } from "@/hooks/use-media-query";
import { PlatformList } from "./platform-list";

type PlatformPickerProps = { available: Platform[]; selected: string[]; disabled: boolean; onAdd: (platformId: string) => void };

export function PlatformPicker({ available, selected, disabled, onAdd }: PlatformPickerProps) {
  const { t } = useTranslation("common");
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [open, setOpen] = useState(false);
  // After a choice the new field takes the focus, not the trigger.
  const chose = useRef(false);

  const choose = (platformId: string) => {
    chose.current = true;
    setOpen(false);
    onAdd(platformId);
  };
  const keepFocusOnField = (event: Event) => {
    if (chose.current) event.preventDefault();
    chose.current = false;
  };

  const trigger = (
    <Button variant="outline" disabled={disabled} data-testid="platform-picker-trigger">
      <Plus aria-hidden="true" />
      {t("platformLinks.choose")}
    </Button>
  );
  const list = <PlatformList available={available} selected={selected} onChoose={choose} />;

  if (mobile) {
    return (
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
          <Dialog.Content
            data-testid="platform-picker"
            data-variant="sheet"
            aria-describedby={undefined}
            onCloseAutoFocus={keepFocusOnField}
            className="fixed inset-x-0 bottom-0 z-50 flex max-h-[80vh] flex-col rounded-t-2xl bg-card shadow-xl focus:outline-none"
          >
            <div className="flex items-center justify-between border-b px-4 py-3">
              <Dialog.Title className="text-base font-semibold">{t("platformLinks.pickerTitle")}</Dialog.Title>
              <Dialog.Close asChild>
                <Button variant="ghost" size="sm">
                  {t("platformLinks.done")}
                </Button>
              </Dialog.Close>
            </div>
            {list}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    );
  }

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          data-testid="platform-picker"
          data-variant="popover"
          align="start"
          sideOffset={6}
          aria-label={t("platformLinks.pickerTitle")}
          onCloseAutoFocus={keepFocusOnField}
          className="z-50 flex max-h-[min(420px,var(--radix-popover-content-available-height))] w-80 flex-col rounded-lg border bg-card shadow-lg focus:outline-none"
        >
          {list}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

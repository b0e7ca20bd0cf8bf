// Mobile navigation (< 768px): a slide-over drawer, 16rem wide, over a backdrop.
import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useTranslation } from "react-i18next";
import type { ShellUser } from "../lib/shell-user";
import { SidebarContent } from "./sidebar-content";

type MobileDrawerProps = { user: ShellUser | null; open: boolean; onOpenChange: (open: boolean) => void };

export function MobileDrawer({ user, open, onOpenChange }: MobileDrawerProps) {
  const { t } = useTranslation("shell");
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay data-testid="mobile-menu-backdrop" className="fixed inset-0 z-50 bg-black/50 md:hidden" />
        <Dialog.Content
          data-testid="mobile-menu"
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-64 flex-col bg-sidebar shadow-xl focus:outline-none md:hidden"
        >
          <div className="flex h-16 items-center justify-between border-b border-sidebar-border px-4">
            <Dialog.Title className="text-sm font-semibold text-white">{t("mobileMenu.title")}</Dialog.Title>
            <Dialog.Close
              aria-label={t("mobileMenu.close")}
              className="grid size-9 place-items-center rounded-md text-sidebar-foreground hover:bg-sidebar-accent hover:text-white"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1">
            <SidebarContent user={user} collapsed={false} onExpand={() => undefined} onNavigate={close} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

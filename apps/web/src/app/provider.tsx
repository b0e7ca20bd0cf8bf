// App-wide providers: crash boundary, TanStack Query, the version check and the toaster.
import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Toaster } from "sonner";
import { AppErrorBoundary } from "@/components/errors/app-error-boundary";
import { TOAST_DURATION_MS, VISIBLE_TOASTS } from "@/config/constants";
import { useVersionCheck } from "@/features/version-check/hooks/use-version-check";
import { createQueryClient } from "@/lib/query-client";

function VersionCheck() {
  useVersionCheck();
  return null;
}

type AppProviderProps = { children: ReactNode; onReset?: () => void };

export function AppProvider({ children, onReset }: AppProviderProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <>
      <AppErrorBoundary onReset={onReset}>
        <QueryClientProvider client={queryClient}>
          <VersionCheck />
          {children}
        </QueryClientProvider>
      </AppErrorBoundary>
      {/* Bottom right: toasts never cover the top bar's controls. */}
      <Toaster visibleToasts={VISIBLE_TOASTS} duration={TOAST_DURATION_MS} position="bottom-right" richColors closeButton />
    </>
  );
}

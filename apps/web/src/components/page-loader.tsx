// Full-area spinner with a message: "Loading..." for lazy pages, or an auth check.
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";

type PageLoaderProps = { message?: "loading" | "checkingAuth"; fullScreen?: boolean };

export function PageLoader({ message = "loading", fullScreen = false }: PageLoaderProps) {
  const { t } = useTranslation("common");
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn("flex flex-col items-center justify-center gap-3 p-8", fullScreen ? "min-h-screen" : "min-h-[50vh]")}
    >
      <Spinner className="size-8" />
      <p className="text-sm text-muted-foreground">{t(message === "loading" ? "loading" : "checkingAuth")}</p>
    </div>
  );
}

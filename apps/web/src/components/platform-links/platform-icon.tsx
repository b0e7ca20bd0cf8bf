// A platform's icon: the looked-up image, or a coloured letter until (or instead of) one.
import { findPlatform } from "@unleak/contracts";
import { useEffect, useState } from "react";
import { cn } from "@/lib/cn";
import { placeholderHue, platformIconUrl } from "@/lib/platform-icon-source";

export function PlatformIcon({ platformId, className }: { platformId: string; className?: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const label = findPlatform(platformId)?.label ?? platformId;

  useEffect(() => {
    let active = true;
    void platformIconUrl(platformId).then((found) => {
      if (active) setUrl(found);
    });
    return () => {
      active = false;
    };
  }, [platformId]);

  if (url) return <img src={url} alt="" aria-hidden="true" className={cn("size-6 shrink-0 rounded", className)} />;
  return (
    <span
      aria-hidden="true"
      data-testid="platform-icon-placeholder"
      style={{ backgroundColor: `hsl(${placeholderHue(platformId)} 65% 45%)` }}
      className={cn("grid size-6 shrink-0 place-items-center rounded text-xs font-semibold text-white", className)}
    >
      {label.charAt(0).toUpperCase()}
    </span>
  );
}

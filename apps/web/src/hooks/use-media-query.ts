// Whether a CSS media query matches, kept current as the window changes.
import { useSyncExternalStore } from "react";

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Spec §9: below 768 px the app uses its mobile layouts (bottom sheets, drawer). */
export const MOBILE_QUERY = "(max-width: 767.98px)";

// Sidebar state: collapsed or expanded on desktop (remembered), and the mobile drawer open or closed.
import { useCallback, useState } from "react";
import { SIDEBAR_STORAGE_KEY } from "@/config/constants";

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(SIDEBAR_STORAGE_KEY) === "true";
  } catch {
    return false;
  }
}

export function useSidebarState() {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggleCollapsed = useCallback(() => {
    setCollapsed((previous) => {
      const next = !previous;
      try {
        window.localStorage.setItem(SIDEBAR_STORAGE_KEY, String(next));
      } catch {
        // Not remembered without storage.
      }
      return next;
    });
  }, []);

  const expand = useCallback(() => {
    setCollapsed(false);
    try {
      window.localStorage.setItem(SIDEBAR_STORAGE_KEY, "false");
    } catch {
      // Not remembered without storage.
    }
  }, []);

  return { collapsed, toggleCollapsed, expand, mobileOpen, setMobileOpen };
}

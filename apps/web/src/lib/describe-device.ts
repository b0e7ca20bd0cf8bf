// Names a session's browser and device from its user-agent string (bowser, MIT), so the sessions
// list shows "Chrome 140 · Linux" instead of the raw string.
import Bowser from "bowser";

export type DeviceKind = "mobile" | "tablet" | "desktop";
export type DeviceDescription = { browser: string | null; os: string | null; kind: DeviceKind };

export function describeDevice(userAgent: string | null | undefined): DeviceDescription {
  if (!userAgent) return { browser: null, os: null, kind: "desktop" };
  const { browser, os, platform } = Bowser.parse(userAgent);
  const major = browser.version?.split(".")[0];
  return {
    browser: browser.name ? [browser.name, major].filter(Boolean).join(" ") : null,
    os: [os.name, platform.model].filter(Boolean).join(" ") || null,
    kind: platform.type === "mobile" || platform.type === "tablet" ? platform.type : "desktop",
  };
}

import { describe, expect, it } from "vitest";
import { describeDevice } from "./describe-device";

describe("describeDevice", () => {
  it("names the browser with its major version, the system and the kind of device", () => {
    expect(describeDevice("Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1")).toEqual({
      browser: "Safari 17",
      os: "iOS iPhone",
      kind: "mobile",
    });
    expect(describeDevice("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36")).toEqual({
      browser: "Chrome 131",
      os: "Windows",
      kind: "desktop",
    });
  });

  it("knows nothing of an empty or unknown user agent", () => {
    expect(describeDevice(null)).toEqual({ browser: null, os: null, kind: "desktop" });
    expect(describeDevice("node")).toEqual({ browser: null, os: null, kind: "desktop" });
  });
});

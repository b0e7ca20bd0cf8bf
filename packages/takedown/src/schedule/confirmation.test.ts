import { describe, expect, it } from "vitest";
import { confirmation, type RecheckOutcome } from "./confirmation";

const start = new Date("2027-03-01T00:00:00Z").getTime();
const check = (hours: number, outcome: RecheckOutcome) => ({ at: new Date(start + hours * 3_600_000), outcome });
const at = (hours: number) => new Date(start + hours * 3_600_000);

describe("confirmation", () => {
  it("is unknown without checks", () => {
    expect(confirmation([])).toEqual({ state: "unknown" });
  });

  it("confirms a removal seen twice 24 hours apart", () => {
    expect(confirmation([check(24, "up"), check(48, "removed"), check(72, "removed")])).toEqual({
      state: "removed-confirmed",
      since: at(48),
      confirmedAt: at(72),
    });
  });

  it("does not confirm two removals less than 24 hours apart", () => {
    expect(confirmation([check(48, "removed"), check(71.99, "soft-404")])).toEqual({ state: "removed-unconfirmed", since: at(48) });
  });

  it("counts a soft 404 and a replaced picture as removed", () => {
    expect(confirmation([check(24, "soft-404"), check(48, "media-replaced")]).state).toBe("removed-confirmed");
  });

  it("lets a later 'up' undo an unconfirmed removal, and a confirmed one", () => {
    expect(confirmation([check(24, "removed"), check(36, "up")])).toEqual({ state: "up", since: at(36) });
    expect(confirmation([check(24, "removed"), check(48, "removed"), check(72, "up")]).state).toBe("up");
  });

  it("starts the removal again after an 'up'", () => {
    const checks = [check(24, "removed"), check(36, "up"), check(48, "removed"), check(60, "removed")];
    expect(confirmation(checks)).toEqual({ state: "removed-unconfirmed", since: at(48) });
    expect(confirmation([...checks, check(72, "removed")])).toEqual({ state: "removed-confirmed", since: at(48), confirmedAt: at(72) });
  });

  it("never counts restricted or unknown as removed, and they neither confirm nor undo a removal", () => {
    expect(confirmation([check(24, "restricted"), check(48, "restricted")])).toEqual({ state: "restricted", since: at(24) });
    expect(confirmation([check(24, "removed"), check(48, "restricted")])).toEqual({ state: "removed-unconfirmed", since: at(24) });
    expect(confirmation([check(24, "removed"), check(30, "unknown"), check(48, "removed")]).state).toBe("removed-confirmed");
  });

  it("gives the latest of up, restricted and unknown, since its run began", () => {
    expect(confirmation([check(24, "up"), check(48, "unknown"), check(72, "unknown")])).toEqual({ state: "unknown", since: at(48) });
    expect(confirmation([check(24, "restricted"), check(48, "up"), check(72, "up")])).toEqual({ state: "up", since: at(48) });
  });

  it("reads checks in any order", () => {
    expect(confirmation([check(72, "removed"), check(24, "up"), check(48, "removed")]).state).toBe("removed-confirmed");
  });
});

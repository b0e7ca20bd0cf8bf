import { describe, expect, it } from "vitest";
import { run } from "./names";

function capture() {
  const out: string[] = [], err: string[] = [];
  return { io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) }, out, err };
}

describe("unleak names", () => {
  it("prints one JSON line per candidate: match, score and reasons", async () => {
    const { io, out, err } = capture();
    expect(await run(["--subject", "Nova Quill", "--subject", "novaquill", "n0vaqu1ll", "novaquill_backup", "novaquinn"], io)).toBe(0);
    expect(err).toEqual([]);
    const lines = out.map((l) => JSON.parse(l));
    expect(lines).toHaveLength(3);
    expect(Object.keys(lines[0]).slice(0, 4)).toEqual(["candidate", "match", "score", "reasons"]);
    expect(lines[0]).toMatchObject({ candidate: "n0vaqu1ll", match: true, variant: "leetspeak", name: "Nova Quill" });
    expect(lines[1]).toMatchObject({ candidate: "novaquill_backup", match: true, variant: "affix" });
    expect(lines[1].reasons[0]).toContain("backup");
    expect(lines[2]).toEqual({ candidate: "novaquinn", match: false, score: 0, reasons: [], variant: null, name: null });
    expect(lines[0].score).toBeGreaterThan(lines[1].score);
  });

  it("accepts --subject=NAME", async () => {
    const { io, out } = capture();
    expect(await run(["--subject=Nova Quill", "nova.quill"], io)).toBe(0);
    expect(JSON.parse(out[0])).toMatchObject({ match: true, variant: "separator" });
  });

  it("fails with exit code 2 and the usage on bad arguments", async () => {
    for (const [args, message] of [
      [["novaquill"], "missing --subject NAME"],
      [["--subject", "Nova Quill"], "no candidate given"],
      [["--subject"], "--subject needs a name"],
      [["--subject", "Nova Quill", "--fuzzy", "x"], "unknown option --fuzzy"],
    ] as const) {
      const { io, out, err } = capture();
      expect(await run([...args], io)).toBe(2);
      expect(out).toEqual([]);
      expect(err.join("\n")).toContain(message);
      expect(err.join("\n")).toContain("usage: unleak names");
    }
  });
});

import { mkdtempSync, writeFileSync } from "node:fs";
import { existsSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { run } from "./pdq";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const reference = path.resolve(repoRoot, "../shared/reference/pdq");

function capture() {
  const out: string[] = [], err: string[] = [];
  return { io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) }, out, err };
}

let dir = "";
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "unleak-pdq-"));
  const svg = '<svg width="120" height="90"><rect width="120" height="90" fill="#246"/><circle cx="40" cy="40" r="25" fill="#fc0"/><rect x="70" y="50" width="40" height="30" fill="#e33"/></svg>';
  await sharp(Buffer.from(svg)).jpeg().toFile(path.join(dir, "shapes.jpg"));
  writeFileSync(path.join(dir, "not-a-picture.jpg"), "hello");
});

describe("unleak pdq", () => {
  it("prints HASH,QUALITY,FILE per file", async () => {
    const { io, out, err } = capture();
    const file = path.join(dir, "shapes.jpg");
    expect(await run([file], io)).toBe(0);
    expect(err).toEqual([]);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(new RegExp(`^[0-9a-f]{64},\\d{1,3},${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  });

  it("prints the 8 dihedral hashes, then quality and file, with --dihedral", async () => {
    const { io, out } = capture();
    const file = path.join(dir, "shapes.jpg");
    expect(await run(["--dihedral", file], io)).toBe(0);
    const fields = out[0].split(",");
    expect(fields).toHaveLength(10);
    fields.slice(0, 8).forEach((h) => expect(h).toMatch(/^[0-9a-f]{64}$/));
    expect(fields[9]).toBe(file);
  });

  it.skipIf(!existsSync(reference))("agrees with the reference tool's output", async () => {
    const file = path.join(reference, "pdq/data/reg-test-input/dih/bridge-1-original.jpg");
    const { io, out } = capture();
    expect(await run(["--dihedral", file], io)).toBe(0);
    const line = readFileSync(path.join(reference, "reference-outputs/pdq-photo-hasher--details--pdqdih-across.txt"), "utf8")
      .split("\n").find((l) => l.endsWith("filename=pdq/data/reg-test-input/dih/bridge-1-original.jpg"))!;
    const expected = ["orig", "rot90", "rot180", "rot270", "flipx", "flipy", "flipp", "flipm"].map((k) => line.match(new RegExp(`${k}=([0-9a-f]{64})`))![1]);
    expect(out[0].split(",").slice(0, 8)).toEqual(expected);
  });

  it("reports a missing file and an undecodable file on stderr with exit code 2, still hashing the rest", async () => {
    const { io, out, err } = capture();
    const code = await run([path.join(dir, "missing.jpg"), path.join(dir, "not-a-picture.jpg"), path.join(dir, "shapes.jpg")], io);
    expect(code).toBe(2);
    expect(out).toHaveLength(1);
    expect(err).toEqual([`unleak pdq: ${path.join(dir, "missing.jpg")}: no such file`, `unleak pdq: ${path.join(dir, "not-a-picture.jpg")}: not a picture we can decode`]);
  });

  it("rejects no files and unknown options with exit code 2", async () => {
    for (const args of [[], ["--bogus", "x.jpg"]]) {
      const { io, err } = capture();
      expect(await run(args, io)).toBe(2);
      expect(err.join("\n")).toContain("usage: unleak pdq");
    }
  });
});

// One-off import of the image-match corpus from Debian packages (run by hand, not by the bench):
// downloads the .deb files with apt-get, unpacks them and writes small JPEG copies beside this
// file. The results are committed, so a fresh machine needs none of this. See ORIGIN.md.
// Usage: node --import tsx bench/corpus/import-photos.ts   (needs apt-get and dpkg-deb)

import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { benchDir } from "./bench-output";

const PACKAGES = ["mate-backgrounds", "plasma-workspace-wallpapers", "gnome-backgrounds", "ukui-wallpapers"];
const MATE = "mate-backgrounds/usr/share/backgrounds/mate";
const PLASMA = "plasma-workspace-wallpapers/usr/share/wallpapers";

/** Photographs: references and unrelated photos for the bench. name -> path inside the unpacked tree. */
export const PHOTOS: Record<string, string> = {
  ...Object.fromEntries(
    ["Aqua", "Blinds", "Dune", "FreshFlower", "Garden", "GreenMeadow", "LadyBird", "RainDrops", "Storm", "TwoWings", "Wood", "YellowFlower"]
      .map((n) => [`mate-${n}`, `${MATE}/nature/${n}.jpg`]),
  ),
  ...Object.fromEntries(
    ["BytheWater", "ColdRipple", "DarkestHour", "EveningGlow", "FallenLeaf", "Grey", "Kite", "OneStandsOut", "Path", "summer_1am"]
      .map((n) => [`plasma-${n}`, `${PLASMA}/${n}/contents/images/2560x1600.jpg`]),
  ),
};

/** Illustrations and renders: only ever used as unrelated pictures (false-positive checks). */
export const ILLUSTRATIONS: Record<string, string> = {
  ...Object.fromEntries(["adwaita-d", "grid-l", "licorice-d", "pixels-l", "truchet-l", "vnc-l"]
    .map((n) => [`gnome-${n}`, `gnome-backgrounds/usr/share/backgrounds/gnome/${n}.webp`])),
  ...Object.fromEntries(["Flow", "Gulp", "Silk", "Spring", "Waves"].map((n) => [`mate-${n}`, `${MATE}/abstract/${n}.png`])),
  "mate-GreenTraditional": `${MATE}/desktop/GreenTraditional.jpg`,
  ...Object.fromEntries(
    [["Autumn", "2560x1600.jpg"], ["Canopee", "3840x2160.png"], ["Cascade", "3840x2160.png"], ["Cluster", "3840x2160.png"],
      ["ColorfulCups", "2560x1600.jpg"], ["Elarun", "2560x1600.png"], ["FlyingKonqui", "2560x1600.png"],
      ["Honeywave", "5120x2880.jpg"], ["IceCold", "5120x2880.png"], ["Kokkini", "3840x2160.png"], ["Opal", "3840x2160.png"],
      ["PastelHills", "3200x2000.jpg"], ["Patak", "5120x2880.png"], ["SafeLanding", "5120x2880.jpg"], ["Shell", "5120x2880.jpg"],
      ["Volna", "5120x2880.jpg"], ["Altai", "5120x2880.png"]]
      .map(([n, f]) => [`plasma-${n}`, `${PLASMA}/${n}/contents/images/${f}`]),
  ),
  ...Object.fromEntries(["calla.png", "city.png", "desert.png", "goldfish.png", "rhythm.jpg", "rollpaper.png", "string.jpg", "the-mouse.jpg", "firstgeneration.jpg"]
    .map((f) => [`ukui-${f.replace(/\.\w+$/, "")}`, `ukui-wallpapers/usr/share/backgrounds/${f}`])),
};

async function main(): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), "unleak-corpus-"));
  execFileSync("apt-get", ["download", ...PACKAGES], { cwd: work, stdio: "inherit" });
  for (const pkg of PACKAGES) {
    const deb = execFileSync("sh", ["-c", `ls ${pkg}_*.deb`], { cwd: work, encoding: "utf8" }).trim();
    execFileSync("dpkg-deb", ["-x", deb, path.join(work, pkg)], { cwd: work });
  }
  const write = async (set: Record<string, string>, dir: string, maxSide: number) => {
    mkdirSync(path.join(benchDir, "corpus", dir), { recursive: true });
    for (const [name, file] of Object.entries(set)) {
      await sharp(path.join(work, file), { limitInputPixels: 1e8 })
        .resize(maxSide, maxSide, { fit: "inside" })
        .flatten({ background: "#000" })
        .jpeg({ quality: 82, mozjpeg: true })
        .toFile(path.join(benchDir, "corpus", dir, `${name}.jpg`));
    }
  };
  await write(PHOTOS, "photos", 640);
  await write(ILLUSTRATIONS, "unrelated", 320);
}

await main();

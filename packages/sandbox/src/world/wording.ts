// Titles and handles the generated pages draw from: how leaks, decoys and everyday posts are named.

/** Titles that name the creator; `{n}` is replaced by a set number. */
export const leakTitles = [
  "Nova Quill leaked set #{n}",
  "novaquill onlyfans pack {n}",
  "Nova Quill - full gallery ({n} pics)",
  "[MEGA] NovaQuill photos vol. {n}",
  "Nova Quill private snaps {n}",
  "nova quill fansly rip part {n}",
];

/** Titles that hide who is pictured; such pages only carry the name in hidden tags. */
export const anonymousTitles = ["Exclusive set #{n}", "hot new upload {n}", "Private collection {n}", "Daily drop #{n}"];

/** Pages that talk about the creator without showing her pictures. */
export const nameLeakTitles = [
  "Nova Quill mega link (password in thread)",
  "Who has the new Nova Quill set?",
  "novaquill leak request #{n}",
  "Nova Quill content dump - links inside",
];

/** Names that look like the creator's but belong to someone or something else. */
export const decoyTitles = [
  "Nova Quilt patterns for beginners",
  "Novaquillion - synth album stream",
  "Nova Quinn gallery {n}",
  "Nova Quilt winter collection",
  "Novaquillion live at the dome",
  "Nova Quinn behind the scenes",
];

/** Everyday pages that a loose site search still returns for the creator's name. */
export const looseMatchTitles = ["Bossa Nova evening session", "Quill and ink calligraphy basics", "Supernova timelapse {n}", "Goose quill pen restoration"];

export const unrelatedTitles = [
  "Sunset walk by the lake",
  "My garden this spring",
  "Macro shots of morning dew",
  "Storm chasing diary #{n}",
  "Woodworking bench build",
  "Weekend meadow picnic",
  "Aquarium setup tour",
  "Window light portraits practice",
];

export const uploaders = ["leakking", "anon_4421", "dropmaster", "vaultkeeper", "mirrorbot", "freebies99", "darkarchive", "throwaway_77", "setcollector", "ripperx"];
export const everydayUploaders = ["gardenlover", "lenspro", "weekendhiker", "calligraphy_club", "synthwave_fan", "quiltersguild"];

/** The creator's handle as impersonators and re-uploaders spell it. */
export const LOOKALIKE_UPLOADER = "n0va_qu1ll";
export const FAKE_PROFILE = "NovaQuill_official";

export function fillNumber(template: string, n: number): string {
  return template.replace("{n}", String(n));
}

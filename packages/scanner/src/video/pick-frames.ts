// Which sampled frames a reference video keeps when it has more than its budget (sample-video.ts).
// Rule: the first frame is kept, and every detected scene keeps at least one frame (its middle kept frame) as long as the
// scenes fit the budget, and the budget left is spread evenly over the other frames; when there
// are more scenes than the budget, `budget` scenes spread evenly over the video keep one frame
// each (a cut-heavy 46-minute video can have more than 300 scenes).

/** A candidate frame: its time and the scene it is in (0 for the first, +1 at each detected cut). */
export interface SceneFrame {
  timeMs: number;
  scene: number;
}

/** `count` items spread evenly over the list (all of them when it is short enough). */
export function pickEvenly<T>(items: T[], count: number): T[] {
  if (items.length <= count) return items;
  return Array.from({ length: count }, (_, i) => items[Math.floor(((i + 0.5) * items.length) / count)]);
}

/** At most `budget` of the candidates (in time order), every scene represented while the budget allows. */
export function pickFrames<T extends SceneFrame>(candidates: T[], budget: number): T[] {
  if (candidates.length <= budget) return candidates;
  const scenes = new Map<number, T[]>();
  for (const frame of candidates) {
    const scene = scenes.get(frame.scene);
    if (scene) scene.push(frame);
    else scenes.set(frame.scene, [frame]);
  }
  const representatives = [...scenes.values()].map((frames) => frames[Math.floor((frames.length - 1) / 2)]);
  if (representatives.length >= budget) return pickEvenly(representatives, budget);
  // The video's first frame too: a thumbnail or poster is often its opening shot.
  const chosen = new Set([...representatives, candidates[0]].slice(0, budget));
  const rest = candidates.filter((frame) => !chosen.has(frame));
  for (const frame of pickEvenly(rest, budget - chosen.size)) chosen.add(frame);
  return candidates.filter((frame) => chosen.has(frame));
}

/**
 * Thins the frames kept while a video streams past, so that memory stays bounded: every other
 * frame goes, but never the first kept frame of a scene, unless the scenes alone are over `max`.
 * Leaves at most `max` when given `max + 1`.
 */
export function thinFrames<T extends SceneFrame>(frames: T[], max: number): T[] {
  const isFirst = (i: number) => i === 0 || frames[i].scene !== frames[i - 1].scene;
  const firsts = frames.filter((_, i) => isFirst(i)).length;
  if (firsts > max) return frames.filter((_, i) => i % 2 === 0);
  let others = 0;
  return frames.filter((_, i) => isFirst(i) || others++ % 2 === 1);
}

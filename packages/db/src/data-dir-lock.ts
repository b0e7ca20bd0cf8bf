// PGlite does not lock its folder: two processes on one folder lose writes. This lock makes a
// second process refuse to start instead.
import { mkdirSync } from "node:fs";
import lockfile from "proper-lockfile";

export class DataDirLockedError extends Error {
  constructor(public readonly dataDir: string) {
    super(`Another Unleak process is already using the data folder ${dataDir}. Stop it first, or set DATA_DIR to another folder.`);
  }
}

/** Takes the folder's lock or throws DataDirLockedError; returns the release function. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, { lockfilePath: `${dataDir}/.lock`, stale: 15_000, update: 5_000, realpath: false });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOCKED") throw new DataDirLockedError(dataDir);
    throw error;
  }
}

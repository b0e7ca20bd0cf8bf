// Creates a new PGlite data folder and exits. Run in a child process by client.ts: PGlite's
// initdb keeps about 500 MB alive in the process that runs it, and a process that only opens an
// existing folder never pays for it. Plain JavaScript, so it starts without the TypeScript loader.
import { PGlite } from "@electric-sql/pglite";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: initialise-pglite.mjs DATA_DIR");
const db = new PGlite(dataDir);
await db.waitReady;
await db.close();

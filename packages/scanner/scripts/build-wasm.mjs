// Compiles assembly/pdq-core.ts to src/pdq/pdq-core.wasm (or to the path given as argument).
// The .wasm is committed; a unit test rebuilds it and fails if the two differ.
import { main } from "assemblyscript/asc";
import path from "node:path";
import { fileURLToPath } from "node:url";

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outFile = process.argv[2] ?? path.join(packageDir, "src/pdq/pdq-core.wasm");
const { error, stderr } = await main(
  [path.join(packageDir, "assembly/pdq-core.ts"), "--outFile", outFile, "-O3", "--noAssert", "--runtime", "stub", "--enable", "simd"],
  {},
);
if (error) {
  process.stderr.write(stderr.toString());
  process.exit(1);
}

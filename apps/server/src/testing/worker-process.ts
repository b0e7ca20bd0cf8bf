// A worker (`npm run worker`) in a process of its own, for crash tests: resolves once it says it
// started; the test may kill it as a crash would (SIGKILL), or stop it (SIGTERM).
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const repoRoot = fileURLToPath(new URL("../../../..", import.meta.url));

export interface WorkerProcess {
  child: ChildProcess;
  /** What it wrote so far (stdout and stderr), to explain a failure. */
  output(): string;
  /** SIGKILL, as a crash: resolves once it is gone. */
  kill(): Promise<void>;
}

export function startWorkerProcess(env: Record<string, string>): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/worker.ts"], { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const worker: WorkerProcess = {
    child,
    output: () => output,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
  return new Promise((resolve, reject) => {
    const onData = () => {
      if (output.includes("Unleak worker started")) {
        child.stdout!.off("data", onData);
        resolve(worker);
      }
    };
    child.stdout!.on("data", onData);
    child.once("exit", (code, signal) => reject(new Error(`worker exited with ${code ?? signal}: ${output}`)));
  });
}

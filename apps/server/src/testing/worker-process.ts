// The server's entry points in processes of their own, for crash and many-process tests: a worker
// (`npm run worker`) or an API process (`npm start`), from the sources through tsx or from the
// bundle that `npm run build:server` writes. Each resolves once it says it started; the test may
// kill it as a crash would (SIGKILL), or stop it (SIGTERM).
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const repoRoot = fileURLToPath(new URL("../../../..", import.meta.url));

export interface WorkerProcess {
  child: ChildProcess;
  /** What it wrote so far (stdout and stderr), to explain a failure. */
  output(): string;
  /** SIGKILL, as a crash: resolves once it is gone. */
  kill(): Promise<void>;
  /** SIGTERM, as an orderly stop: resolves once it is gone. */
  stop(): Promise<void>;
}

export type ServerEntry = "main" | "worker";

const startedLine: Record<ServerEntry, string> = { main: "Unleak is running at", worker: "Unleak worker started" };

/** Starts `entry` with `env` added to this process's environment; `bundled` runs apps/server/dist (build it first). */
export function startServerProcess(entry: ServerEntry, env: Record<string, string>, { bundled = false }: { bundled?: boolean } = {}): Promise<WorkerProcess> {
  const args = bundled ? [`apps/server/dist/${entry}.mjs`] : ["--import", "tsx", `apps/server/src/${entry}.ts`];
  const child = spawn(process.execPath, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const handle: WorkerProcess = {
    child,
    output: () => output,
    async kill() {
      if (running()) child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      if (running()) child.kill("SIGTERM");
      await exited;
    },
  };
  return new Promise((resolve, reject) => {
    const onData = () => {
      if (output.includes(startedLine[entry])) {
        child.stdout!.off("data", onData);
        resolve(handle);
      }
    };
    child.stdout!.on("data", onData);
    child.once("exit", (code, signal) => reject(new Error(`${entry} exited with ${code ?? signal}: ${output}`)));
  });
}

export function startWorkerProcess(env: Record<string, string>): Promise<WorkerProcess> {
  return startServerProcess("worker", env);
}

// `unleak <command>`: the operator CLI's dispatcher. Each command module exports
// run(args, io) and returns its exit code; unknown commands exit 2.
export interface CommandIo {
  out(line: string): void;
  err(line: string): void;
}

type Command = (args: string[], io: CommandIo) => Promise<number>;

const commands: Record<string, { summary: string; load: () => Promise<Command> }> = {
  scan: { summary: "scan the sandbox web for a creator's leaks (--sandbox --name NAME [--refs DIR] [--scope preview|full] [--json])", load: async () => (await import("./commands/scan")).run },
  sites: { summary: "self-check site definitions (sites check [--site ID] [--live])", load: async () => (await import("./commands/sites")).run },
  pdq: { summary: "PDQ hash of picture files", load: async () => (await import("./commands/pdq")).run },
  match: { summary: "match pictures against reference pictures", load: async () => (await import("./commands/match")).run },
  names: { summary: "whether usernames are a creator's names in disguise (names --subject NAME [--subject NAME ...] CANDIDATE...)", load: async () => (await import("./commands/names")).run },
  removal: { summary: "check whether a reported page was removed (removal check URL [--media URL] [--reference FILE] [--allow-loopback])", load: async () => (await import("./commands/removal")).run },
};

const consoleIo: CommandIo = { out: (line) => console.log(line), err: (line) => console.error(line) };

export function usage(): string {
  const width = Math.max(...Object.keys(commands).map((name) => name.length));
  return ["Usage: unleak <command> [options]", "", "Commands:", ...Object.entries(commands).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`), "", "unleak <command> --help shows a command's options."].join("\n");
}

export async function main(args: string[], io: CommandIo = consoleIo): Promise<number> {
  const [name, ...rest] = args;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    (name === undefined ? io.err : io.out)(usage());
    return name === undefined ? 2 : 0;
  }
  const command = commands[name];
  if (!command) {
    io.err(`unleak: unknown command "${name}"`);
    io.err(usage());
    return 2;
  }
  return (await command.load())(rest, io);
}

// A minimal IMAP4rev1 mailbox on loopback for the poller's test: LOGIN, SELECT, UID SEARCH UNSEEN,
// UID FETCH BODY[] and UID STORE \Seen, enough for imapflow to read and flag messages. Test-only.
import { createServer, type Socket } from "node:net";
import type { AddressInfo } from "node:net";

export interface TestImapMessage {
  uid: number;
  raw: string;
  seen: boolean;
}

export async function startTestImapServer({ user, pass }: { user: string; pass: string }) {
  const messages: TestImapMessage[] = [];
  const commands: string[] = [];
  const sockets = new Set<Socket>();

  function answer(socket: Socket, tag: string, command: string, rest: string) {
    const write = (line: string) => socket.write(`${line}\r\n`);
    const uidSet = (set: string) => new Set(set.split(",").map(Number));
    switch (command) {
      case "CAPABILITY":
        write("* CAPABILITY IMAP4rev1");
        return write(`${tag} OK done`);
      case "LOGIN": {
        const [name, secret] = [...rest.matchAll(/"([^"]*)"|(\S+)/g)].map((match) => match[1] ?? match[2]);
        return write(name === user && secret === pass ? `${tag} OK [CAPABILITY IMAP4rev1] logged in` : `${tag} NO [AUTHENTICATIONFAILED] wrong`);
      }
      case "LIST":
        write('* LIST (\\HasNoChildren) "/" INBOX');
        return write(`${tag} OK done`);
      case "SELECT":
      case "EXAMINE":
        write(`* ${messages.length} EXISTS`);
        write("* 0 RECENT");
        write("* FLAGS (\\Seen)");
        write("* OK [UIDVALIDITY 1] ok");
        write(`* OK [UIDNEXT ${messages.length + 1}] ok`);
        return write(`${tag} OK [READ-WRITE] selected`);
      case "UID SEARCH":
        write(`* SEARCH ${messages.filter((message) => !message.seen).map((message) => message.uid).join(" ")}`.trimEnd());
        return write(`${tag} OK done`);
      case "UID FETCH": {
        const wanted = uidSet(rest.split(" ")[0]!);
        for (const [index, message] of messages.entries()) {
          if (!wanted.has(message.uid)) continue;
          socket.write(`* ${index + 1} FETCH (UID ${message.uid} BODY[] {${Buffer.byteLength(message.raw)}}\r\n${message.raw})\r\n`);
        }
        return write(`${tag} OK done`);
      }
      case "UID STORE": {
        const wanted = uidSet(rest.split(" ")[0]!);
        for (const message of messages) if (wanted.has(message.uid) && /\\Seen/i.test(rest) && /^\S+ \+FLAGS/i.test(rest)) message.seen = true;
        return write(`${tag} OK done`);
      }
      case "LOGOUT":
        write("* BYE bye");
        write(`${tag} OK done`);
        return socket.end();
      default:
        return write(`${tag} OK done`);
    }
  }

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.write("* OK test IMAP ready\r\n");
    let buffered = "";
    socket.on("data", (chunk: Buffer) => {
      buffered += chunk.toString("utf8");
      for (let end = buffered.indexOf("\r\n"); end >= 0; end = buffered.indexOf("\r\n")) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        commands.push(line);
        const match = /^(\S+) (UID \S+|\S+) ?(.*)$/i.exec(line);
        if (match) answer(socket, match[1]!, match[2]!.toUpperCase(), match[3] ?? "");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    messages,
    commands,
    deliver(raw: string) {
      messages.push({ uid: messages.length + 1, raw, seen: false });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

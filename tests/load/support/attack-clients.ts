// Clients for the abuse benchmark: HTTP requests, raw sockets and a graphql-ws
// socket, each bound to a loopback source address of its own (127.0.0.2 and
// up: on Linux the whole 127/8 reaches the server on 127.0.0.1), so the
// server sees them as different clients, as it would on the internet.
import http from "node:http";
import net from "node:net";

export const attackerAddress = (i: number) => `127.0.${1 + Math.floor(i / 250)}.${2 + (i % 250)}`;

export interface Tally {
  /** answers by HTTP status ("0" for a dropped connection or a timeout) */
  statuses: Map<string, number>;
  /** answers whose body looked like a stack trace or a server path */
  leaks: number;
}

export const newTally = (): Tally => ({ statuses: new Map(), leaks: 0 });

export function count(tally: Tally, status: number | string): void {
  const key = String(status);
  tally.statuses.set(key, (tally.statuses.get(key) ?? 0) + 1);
}

export const summary = (tally: Tally): string =>
  [...tally.statuses.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([s, n]) => `${s === "0" ? "dropped" : s}×${n}`)
    .join(" ") + (tally.leaks ? `, ${tally.leaks} with a stack or path` : "");

/** A stack frame or an absolute server path in an answer. */
export const LEAK = /\bat [\w.<>]+ \(|node:internal|\/node_modules\/|\/(?:home|work|srv|usr|app)\/\S+\.[jt]s/;

export function agentFor(i: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: attackerAddress(i) });
}

export function send(
  base: string,
  agent: http.Agent,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string | Buffer,
  timeoutMs = 15_000,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    const req = http.request(
      `${base}${path}`,
      {
        method,
        agent,
        timeout: timeoutMs,
        headers: body === undefined ? headers : { ...headers, "content-length": String(Buffer.byteLength(body)) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        res.on("error", () => resolve({ status: 0, text: "" }));
      },
    );
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve({ status: 0, text: "" }));
    req.end(body);
  });
}

/** `clients` loops of `step(i)` until `deadline` (ms since epoch). */
export async function loopUntil(deadline: number, clients: number, step: (i: number) => Promise<void>): Promise<void> {
  await Promise.all(
    Array.from({ length: clients }, async (_, i) => {
      while (Date.now() < deadline) await step(i);
    }),
  );
}

/**
 * Raw bytes on a fresh socket from `localAddress`; resolves with what the
 * server answered (until it closed, or `waitMs`).
 */
export function rawExchange(port: number, localAddress: string, bytes: string | Buffer, waitMs = 3000): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1", localAddress });
    const chunks: Buffer[] = [];
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(Buffer.concat(chunks).toString("latin1"));
    };
    const timer = setTimeout(finish, waitMs);
    socket.on("connect", () => socket.write(bytes));
    socket.on("data", (c: Buffer) => chunks.push(c));
    socket.on("close", finish);
    socket.on("error", finish);
  });
}

export interface SlowSocket {
  openedAt: number;
  /** when the server closed it (0 while open) */
  closedAt: number;
  answer: string;
  socket: net.Socket;
}

/**
 * A socket that sends `head` and then one byte of `drip` every `everyMs`, as
 * slowloris does; records when the server gives up on it.
 */
export function slowSocket(port: number, localAddress: string, head: string, drip: string, everyMs: number): SlowSocket {
  const socket = net.connect({ port, host: "127.0.0.1", localAddress });
  const slow: SlowSocket = { openedAt: Date.now(), closedAt: 0, answer: "", socket };
  let sent = 0;
  const timer = setInterval(() => {
    if (!socket.writable) return;
    socket.write(drip[sent % drip.length]);
    sent++;
  }, everyMs);
  socket.on("connect", () => socket.write(head));
  socket.on("data", (c: Buffer) => (slow.answer += c.toString("latin1")));
  const closed = () => {
    clearInterval(timer);
    if (!slow.closedAt) slow.closedAt = Date.now();
  };
  socket.on("close", closed);
  socket.on("error", closed);
  return slow;
}

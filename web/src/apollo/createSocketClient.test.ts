import { afterEach, describe, expect, it, vi } from "vitest";
import { type SocketSetup, accessTokenExpiry, createSocketClient } from "./createSocketClient";

type Message = { type: string; id?: string; payload?: any };

/** A browser WebSocket stand-in that the test drives as the server would. */
class FakeSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSING = 2;
  static CLOSED = 3;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: Message[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: string }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  #onclose: ((ev: unknown) => void) | null = null;
  get onclose() {
    return this.#onclose;
  }
  set onclose(handler) {
    this.#onclose = handler;
  }
  readonly url: string;
  readonly protocol: string;
  constructor(url: string, protocol: string) {
    this.url = url;
    this.protocol = protocol;
    FakeSocket.all.push(this);
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.({});
    }, 0);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000, reason = "") {
    this.serverClose(code, reason);
  }
  // the server's side
  reply(message: Message) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  serverClose(code: number, reason: string) {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.#onclose?.({ code, reason, wasClean: true, type: "close" });
  }
}

/** An access JWT (unsigned: the client only reads `exp`). */
const jwt = (expiresInMs: number, id: string) =>
  `${btoa(JSON.stringify({ alg: "HS256" }))}.${btoa(JSON.stringify({ sub: id, exp: Math.floor((Date.now() + expiresInMs) / 1000) }))}.sig`;

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await vi.advanceTimersByTimeAsync(10);
  expect(check()).toBe(true);
};

/** The server side of a connection: acknowledges connection_init; returns the token it carried. */
async function accept(socket: FakeSocket): Promise<string | undefined> {
  await until(() => socket.sent.some((m) => m.type === "connection_init"));
  socket.reply({ type: "connection_ack" });
  return socket.sent.find((m) => m.type === "connection_init")!.payload?.authorization;
}

const SUBSCRIPTION = "subscription { myNotifications { id } }";

describe("createSocketClient", () => {
  afterEach(() => {
    vi.useRealTimers();
    FakeSocket.all = [];
  });

  /** A client on fake sockets with one subscription open; `sink` records what the subscription hears. */
  function subscribe(tokens: Pick<SocketSetup, "getAccessToken" | "renewAccessToken">, query = SUBSCRIPTION) {
    const client = createSocketClient({ url: "ws://ponte.test/graphql", ...tokens, webSocketImpl: FakeSocket as unknown as typeof WebSocket });
    const sink = { next: vi.fn(), error: vi.fn(), complete: vi.fn() };
    client.subscribe({ query }, sink);
    return { client, sink };
  }

  /** Signed in with `firstToken`; each renewal hands out the next of `renewedTokens`. */
  function setup(firstToken: string, renewedTokens: string[]) {
    let current = firstToken;
    const renewAccessToken = vi.fn(async () => {
      current = renewedTokens.shift() ?? current;
      return current;
    });
    return { ...subscribe({ getAccessToken: () => current, renewAccessToken }), renewAccessToken };
  }

  it("renews the token and reconnects, with its subscriptions, when the server closes with 4401", async () => {
    vi.useFakeTimers();
    const first = jwt(15 * 60_000, "a");
    const second = jwt(15 * 60_000, "b");
    const { client, sink, renewAccessToken } = setup(first, [second]);
    await until(() => FakeSocket.all.length === 1);
    expect(await accept(FakeSocket.all[0])).toBe(`Bearer ${first}`);
    await until(() => FakeSocket.all[0].sent.some((m) => m.type === "subscribe"));
    // the person keeps reading for a while, then the server says the token expired
    await vi.advanceTimersByTimeAsync(10_000);
    FakeSocket.all[0].serverClose(4401, "Access token expired; renew it and reconnect");

    await until(() => FakeSocket.all.length === 2);
    expect(renewAccessToken).toHaveBeenCalledTimes(1);
    expect(await accept(FakeSocket.all[1])).toBe(`Bearer ${second}`);
    await until(() => FakeSocket.all[1].sent.some((m) => m.type === "subscribe"));
    const resubscribed = FakeSocket.all[1].sent.find((m) => m.type === "subscribe")!;
    expect(resubscribed.payload.query).toBe(SUBSCRIPTION);
    // events flow on the new socket, and the subscription never saw an error
    FakeSocket.all[1].reply({ type: "next", id: resubscribed.id, payload: { data: { myNotifications: { id: "n1" } } } });
    expect(sink.next).toHaveBeenCalledWith({ data: { myNotifications: { id: "n1" } } });
    expect(sink.error).not.toHaveBeenCalled();
    client.dispose();
  });

  it("reconnects with a renewed token before the current one expires, without waiting for the server", async () => {
    vi.useFakeTimers();
    const first = jwt(60_000, "a");
    const second = jwt(15 * 60_000, "b");
    const { client, sink, renewAccessToken } = setup(first, [second]);
    await until(() => FakeSocket.all.length === 1);
    await accept(FakeSocket.all[0]);
    await until(() => FakeSocket.all[0].sent.some((m) => m.type === "subscribe"));

    // 25 s before expiry the client renews and moves to a new socket
    await vi.advanceTimersByTimeAsync(30_000);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_000);
    await until(() => FakeSocket.all.length === 2);
    expect(renewAccessToken).toHaveBeenCalledTimes(1);
    expect(await accept(FakeSocket.all[1])).toBe(`Bearer ${second}`);
    await until(() => FakeSocket.all[1].sent.some((m) => m.type === "subscribe"));
    expect(sink.error).not.toHaveBeenCalled();
    client.dispose();
  });

  it("reconnects as a visitor when the session ended and renewal is refused", async () => {
    vi.useFakeTimers();
    let current: string | null = jwt(15 * 60_000, "a");
    const renewAccessToken = vi.fn(async () => (current = null));
    const { client, sink } = subscribe({ getAccessToken: () => current, renewAccessToken }, "subscription { opportunityEvents { id } }");
    await until(() => FakeSocket.all.length === 1);
    await accept(FakeSocket.all[0]);
    await vi.advanceTimersByTimeAsync(10_000);
    FakeSocket.all[0].serverClose(4401, "Session ended; sign in again");
    await until(() => FakeSocket.all.length === 2);
    expect(await accept(FakeSocket.all[1])).toBeUndefined();
    await until(() => FakeSocket.all[1].sent.some((m) => m.type === "subscribe"));
    expect(sink.error).not.toHaveBeenCalled();
    client.dispose();
  });

  it("reads the expiry of an access JWT and nothing from other values", () => {
    const token = jwt(60_000, "a");
    expect(accessTokenExpiry(token)).toBeGreaterThan(Date.now() + 55_000);
    expect(accessTokenExpiry("pnt_partnertoken")).toBeNull();
    expect(accessTokenExpiry(null)).toBeNull();
    expect(accessTokenExpiry("a.%%%.b")).toBeNull();
  });
});

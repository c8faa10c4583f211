import pino from "pino";
import { describe, expect, it } from "vitest";
import { createAppPubSub } from "../../graphql/pubsub.ts";
import { publishEvent } from "./listener.ts";

const log = pino({ level: "silent" });

async function firstOf<T>(iterable: AsyncIterable<T>, publish: () => void): Promise<T> {
  const it = iterable[Symbol.asyncIterator]();
  const next = it.next();
  publish();
  const { value } = await next;
  await it.return?.();
  return value as T;
}

describe("publishEvent (trigger payload -> pubsub topic)", () => {
  it("names each event's topic, so the public read cache is emptied by the ones visitors can see", () => {
    const pubsub = createAppPubSub();
    expect(publishEvent(pubsub, '{"t":"opportunity","op":"UPDATE","id":"o1"}', log)).toBe("opportunity");
    expect(publishEvent(pubsub, '{"t":"applicationCount","id":"o1"}', log)).toBe("applicationCount");
    expect(publishEvent(pubsub, '{"t":"application","id":"a1","userId":"u1","old":"PENDING","new":"APPROVED"}', log)).toBe("application");
    expect(publishEvent(pubsub, '{"t":"notification","id":"n1","userId":"u1"}', log)).toBe("notification");
    expect(publishEvent(pubsub, '{"t":"applicationCount"}', log)).toBeNull();
    expect(publishEvent(pubsub, "not json", log)).toBeNull();
  });

  it("routes opportunity changes to everyone", async () => {
    const pubsub = createAppPubSub();
    const event = await firstOf(pubsub.subscribe("opportunity:changed"), () => publishEvent(pubsub, '{"t":"opportunity","op":"DELETE","id":"o1"}', log));
    // without the trigger's before/after facets a subscription treats the row as never visible (see opportunity-events.ts)
    expect(event).toEqual({ id: "o1", op: "DELETE", before: null, after: null });
  });

  it("routes application and notification events to their owner's topic only", async () => {
    const pubsub = createAppPubSub();
    const seenByOther: unknown[] = [];
    const other = pubsub.subscribe("application:statusChanged", "u2")[Symbol.asyncIterator]();
    void other.next().then((r) => seenByOther.push(r.value));

    const change = await firstOf(pubsub.subscribe("application:statusChanged", "u1"), () =>
      publishEvent(pubsub, '{"t":"application","id":"a1","userId":"u1","old":"PENDING","new":"APPROVED"}', log),
    );
    expect(change).toEqual({ id: "a1", userId: "u1", previousStatus: "PENDING", status: "APPROVED" });

    const note = await firstOf(pubsub.subscribe("notification:created", "u1"), () => publishEvent(pubsub, '{"t":"notification","id":"n1","userId":"u1"}', log));
    expect(note).toEqual({ id: "n1", userId: "u1" });
    await new Promise((r) => setTimeout(r, 10));
    expect(seenByOther).toEqual([]);
    await other.return?.();
  });

  it("drops malformed or unknown payloads instead of throwing", async () => {
    const pubsub = createAppPubSub();
    const seen: unknown[] = [];
    const it = pubsub.subscribe("opportunity:changed")[Symbol.asyncIterator]();
    void it.next().then((r) => seen.push(r.value));
    for (const raw of ["not json", '{"t":"opportunity","op":"TRUNCATE","id":"x"}', '{"t":"opportunity","op":"INSERT"}', '{"t":"mystery"}']) {
      expect(() => publishEvent(pubsub, raw, log)).not.toThrow();
    }
    await new Promise((r) => setTimeout(r, 10));
    expect(seen).toEqual([]);
    await it.return?.();
  });
});

describe("publishEvent (revocations)", () => {
  it("hands ended sessions, changed roles and passwords, and revoked API tokens to the revocation handler, not the pubsub", () => {
    const pubsub = createAppPubSub();
    const seen: unknown[] = [];
    const onRevocation = (r: unknown) => void seen.push(r);
    publishEvent(pubsub, '{"t":"revoke","kind":"session","id":"s1","userId":"u1"}', log, onRevocation);
    publishEvent(pubsub, '{"t":"revoke","kind":"user","id":"u1","reason":"ROLE_CHANGED"}', log, onRevocation);
    publishEvent(pubsub, '{"t":"revoke","kind":"user","id":"u1","reason":"PASSWORD_CHANGED"}', log, onRevocation);
    publishEvent(pubsub, '{"t":"revoke","kind":"apiToken","id":"k1"}', log, onRevocation);
    expect(seen).toEqual([
      { kind: "session", id: "s1", userId: "u1" },
      { kind: "user", id: "u1", reason: "ROLE_CHANGED" },
      { kind: "user", id: "u1", reason: "PASSWORD_CHANGED" },
      { kind: "apiToken", id: "k1" },
    ]);
  });

  it("drops malformed revocations", () => {
    const pubsub = createAppPubSub();
    const seen: unknown[] = [];
    const onRevocation = (r: unknown) => void seen.push(r);
    publishEvent(pubsub, '{"t":"revoke","kind":"session","id":"s1"}', log, onRevocation);
    publishEvent(pubsub, '{"t":"revoke","kind":"user","id":"u1","reason":"BORED"}', log, onRevocation);
    publishEvent(pubsub, '{"t":"revoke","kind":"nobody","id":"x"}', log, onRevocation);
    expect(seen).toEqual([]);
  });
});

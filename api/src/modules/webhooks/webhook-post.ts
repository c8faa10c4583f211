import http from "node:http";
import https from "node:https";
import net from "node:net";
import { BlockedAddressError, guardedLookup, isPrivateAddress } from "./webhook-url-guard.ts";

export interface PostOutcome {
  /** the receiver's HTTP status; null when none came (timeout, refused connection, blocked address) */
  statusCode: number | null;
  /** why no 2xx came, in a few words (kept on the delivery for the admin screen) */
  error: string | null;
}

/** POSTs `body` to `url` once, within `timeoutMs`; never throws. The answer's body is read and dropped. */
export function postWebhook(url: string, body: string, headers: Record<string, string>, options: { timeoutMs: number; allowPrivate: boolean }): Promise<PostOutcome> {
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return resolve({ statusCode: null, error: "invalid URL" });
    }
    const host = target.hostname.replace(/^\[|\]$/g, "");
    if (!options.allowPrivate && net.isIP(host) && isPrivateAddress(host)) return resolve({ statusCode: null, error: new BlockedAddressError(host).message });
    const send = target.protocol === "https:" ? https.request : http.request;
    let settled = false;
    const done = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const req = send(
      target,
      {
        method: "POST",
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), "user-agent": "Ponte-Webhooks/1", ...headers },
        lookup: guardedLookup(options.allowPrivate) as never,
      },
      (res) => {
        res.resume();
        res.on("end", () => {
          const code = res.statusCode ?? 0;
          done({ statusCode: code, error: code >= 200 && code < 300 ? null : `HTTP ${code}` });
        });
        res.on("error", (e) => done({ statusCode: res.statusCode ?? null, error: e.message }));
      },
    );
    // one deadline for connecting, sending and the whole answer
    const timer = setTimeout(() => {
      req.destroy();
      done({ statusCode: null, error: `no answer within ${options.timeoutMs / 1000} s` });
    }, options.timeoutMs);
    req.on("error", (e) => done({ statusCode: null, error: e.message.slice(0, 300) }));
    req.end(body);
  });
}

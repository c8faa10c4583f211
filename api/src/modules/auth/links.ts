import type { Config } from "../../config/config.ts";

type OriginConfig = Pick<Config, "PUBLIC_URL" | "PORT">;

// PORT=0 (tests, a free port picked at start): the port the server really got.
const listeningPorts = new WeakMap<object, number>();

/** Called once the server listens, so links name the port it actually got when PORT is 0. */
export function rememberListeningPort(config: OriginConfig, port: number): void {
  listeningPorts.set(config, port);
}

/**
 * The address the browser uses for Ponte, for links in e-mails and OAuth
 * redirect URIs: PUBLIC_URL, or http://localhost:PORT when it is unset (the
 * address `npm start` prints, so the OAuth state cookie and the callback are
 * on the same host). Never anything from the request: a forged Host header
 * (`evil.example`, `127.0.0.1:4000@evil.example`) must not be able to put an
 * attacker's site into a password-reset e-mail.
 */
export function publicOrigin(config: OriginConfig): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  return `http://localhost:${listeningPorts.get(config) ?? config.PORT}`;
}

import dns from "node:dns";
import net from "node:net";

/**
 * Server-side request forgery guard: webhook deliveries go to partners on the
 * internet, never to this machine, its network or the cloud's metadata
 * service. Every address a host name resolves to is checked, at registration
 * and again at each delivery, where the checked address is the one connected
 * to (a name that later resolves elsewhere cannot slip past).
 */
const blocked = new net.BlockList();
for (const [net4, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  blocked.addSubnet(net4, prefix, "ipv4");
for (const [net6, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  blocked.addSubnet(net6, prefix, "ipv6");

/** True for loopback, private, link-local, carrier-grade NAT, multicast and reserved addresses. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPrivateAddress(mapped[1]!);
  const family = net.isIP(address);
  if (family === 4) return blocked.check(address, "ipv4");
  if (family === 6) return blocked.check(address, "ipv6");
  return true;
}

const isLoopbackHost = (host: string) => host === "localhost" || /^127\.\d+\.\d+\.\d+$/.test(host) || host === "[::1]" || host === "::1";

export type UrlRefusal = "INVALID_URL" | "WEBHOOK_URL_NOT_ALLOWED";

/**
 * Why `raw` cannot be a webhook endpoint, or null when it can: an https URL
 * whose host resolves only to public addresses; with `allowLoopback` (tests)
 * also http on a loopback host.
 */
export async function refuseWebhookUrl(raw: string, allowLoopback: boolean): Promise<UrlRefusal | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "INVALID_URL";
  }
  if (url.username || url.password || url.hash) return "INVALID_URL";
  if (allowLoopback) return url.protocol === "https:" || (url.protocol === "http:" && isLoopbackHost(url.hostname)) ? null : "WEBHOOK_URL_NOT_ALLOWED";
  if (url.protocol !== "https:") return "WEBHOOK_URL_NOT_ALLOWED";
  const addresses = await resolveAll(url.hostname.replace(/^\[|\]$/g, ""));
  return addresses.length > 0 && !addresses.some(isPrivateAddress) ? null : "WEBHOOK_URL_NOT_ALLOWED";
}

async function resolveAll(host: string): Promise<string[]> {
  if (net.isIP(host)) return [host];
  try {
    return (await dns.promises.lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    return [];
  }
}

export class BlockedAddressError extends Error {
  constructor(host: string) {
    super(`${host} resolves to a private or loopback address`);
    this.name = "BlockedAddressError";
  }
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/** A `lookup` for http(s).request that refuses private addresses (unless allowed) before connecting. */
export const guardedLookup =
  (allowPrivate: boolean) =>
  (hostname: string, options: dns.LookupOptions, callback: LookupCallback): void => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const list = addresses as dns.LookupAddress[];
      if (!allowPrivate && (list.length === 0 || list.some((a) => isPrivateAddress(a.address)))) return callback(new BlockedAddressError(hostname), []);
      if (options.all) return callback(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };

import { AppError } from "../../graphql/errors.ts";

/**
 * A small concurrency limit for password hashing requested by people who are
 * not signed in (sign-in, registration, reset). scrypt runs on libuv's thread
 * pool (4 threads by default), which file and DNS work share: without a limit
 * a flood of bogus sign-ins from anywhere keeps every thread busy and a
 * member's own sign-in waits behind all of it (measured 0.7 s -> 21 s with 16
 * clients). With it, at most `maxInFlight` hashes run at once, others wait in
 * a bounded queue, and one client address may hold only `maxPerClient` of
 * the places: a flood from one address is refused (SERVICE_BUSY) instead of
 * pushing everyone else out of the queue.
 */
export class HashingGate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly perClient = new Map<string, number>();
  private runs = 0;
  private refusals = 0;

  readonly maxInFlight: number;
  readonly maxQueued: number;
  readonly maxPerClient: number;

  constructor(maxInFlight: number, maxQueued: number, maxPerClient: number) {
    this.maxInFlight = maxInFlight;
    this.maxQueued = maxQueued;
    this.maxPerClient = maxPerClient;
  }

  async run<T>(client: string, work: () => Promise<T>): Promise<T> {
    const held = this.perClient.get(client) ?? 0;
    if (held >= this.maxPerClient || (this.active >= this.maxInFlight && this.waiting.length >= this.maxQueued)) {
      this.refusals++;
      throw serviceBusy();
    }
    this.perClient.set(client, held + 1);
    try {
      if (this.active < this.maxInFlight) this.active++;
      else await new Promise<void>((resolve) => this.waiting.push(resolve));
      try {
        this.runs++;
        return await work();
      } finally {
        // hand the place straight to the next in line, or give it back
        const next = this.waiting.shift();
        if (next) next();
        else this.active--;
      }
    } finally {
      const left = (this.perClient.get(client) ?? 1) - 1;
      if (left > 0) this.perClient.set(client, left);
      else this.perClient.delete(client);
    }
  }

  /** hashes run through the gate and callers refused, since the process started */
  stats(): { runs: number; refusals: number; active: number; queued: number } {
    return { runs: this.runs, refusals: this.refusals, active: this.active, queued: this.waiting.length };
  }
}

export const serviceBusy = (): AppError =>
  new AppError("RATE_LIMITED", "The server is busy checking passwords; try again in a moment", {
    reason: "SERVICE_BUSY",
    retryAfterSeconds: 1,
  });

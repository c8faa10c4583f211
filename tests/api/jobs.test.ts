import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOBS_SCHEMA, JobQueue, type JobQueueOptions } from "../../api/src/infra/jobs/job-queue.ts";
import { createTestDatabase } from "../support/database.ts";

// The job queue against real PostgreSQL: pg-boss instances on one database
// stand for API processes (each would have its own).
const log = pino({ level: "silent" });
let url: string;
let drop: () => Promise<void>;
const queues: JobQueue[] = [];

beforeAll(async () => {
  ({ url, drop } = await createTestDatabase());
});
afterAll(async () => {
  for (const q of queues) await q.stop(1000);
  await drop?.();
});

function queue(options: Partial<JobQueueOptions> = {}): JobQueue {
  const q = new JobQueue({ databaseUrl: url, log, workers: true, pollingIntervalSeconds: 0.5, ...options });
  queues.push(q);
  return q;
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function jobState(id: string): Promise<string | undefined> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ state: string }>(`SELECT state::text AS state FROM ${JOBS_SCHEMA}.job WHERE id = $1`, [id]);
    return rows[0]?.state;
  } finally {
    await c.end();
  }
}

describe("job queue (pg-boss in the app's database)", () => {
  it("keeps a job sent while no worker runs, and a process started later runs it (jobs survive restarts)", async () => {
    const seen: Array<{ id: string; data: object }> = [];
    const sender = queue({ workers: false });
    sender.register("test.restart", async () => {});
    const id = await sender.send("test.restart", { invoice: 7 });
    expect(id).toBeTruthy();
    await sender.stop();
    expect(await jobState(id!)).toBe("created");

    const restarted = queue();
    restarted.register<{ invoice: number }>("test.restart", async (data, run) => void seen.push({ id: run.jobId, data }));
    await restarted.start();
    await until(() => seen.length === 1);
    expect(seen).toEqual([{ id, data: { invoice: 7 } }]);
    await until(async () => (await jobState(id!)) === "completed");
    await restarted.stop();
  });

  it("runs each job once across two processes working the same queue", async () => {
    const runs: Array<{ jobId: string; worker: string }> = [];
    const slow = (worker: string) => async (_data: object, run: { jobId: string }) => {
      runs.push({ jobId: run.jobId, worker });
      await new Promise((r) => setTimeout(r, 20));
    };
    const a = queue({ concurrency: 3 });
    const b = queue({ concurrency: 3 });
    a.register("test.once", slow("a"));
    b.register("test.once", slow("b"));
    await Promise.all([a.start(), b.start()]);
    const ids = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).send("test.once", { i })));
    await until(() => runs.length >= 40);
    await new Promise((r) => setTimeout(r, 1500)); // a duplicate would show up by now
    expect(runs).toHaveLength(40);
    expect(new Set(runs.map((r) => r.jobId))).toEqual(new Set(ids));
    await Promise.all([a.stop(), b.stop()]);
  });

  it("retries a failing job with exponential backoff, then completes it", async () => {
    const attempts: Array<{ at: number; retryCount: number }> = [];
    const q = queue();
    q.register(
      "test.flaky",
      async (_data, run) => {
        attempts.push({ at: Date.now(), retryCount: run.retryCount });
        if (attempts.length < 3) throw new Error("the SMTP server is down");
      },
      { retryLimit: 3, retryDelay: 1 },
    );
    await q.start();
    const id = await q.send("test.flaky");
    await until(async () => (await jobState(id!)) === "completed", 30_000);
    expect(attempts.map((a) => a.retryCount)).toEqual([0, 1, 2]);
    // delay before retry n is retryDelay · 2^n/2 · (1 + random): 1–2 s, then 2–4 s (a fixed delay would be 1 s each)
    const [first, second] = [attempts[1]!.at - attempts[0]!.at, attempts[2]!.at - attempts[1]!.at];
    expect(first).toBeGreaterThanOrEqual(950);
    expect(second).toBeGreaterThanOrEqual(1950);
    await q.stop();
  }, 60_000);

  it("marks a job failed after its last retry", async () => {
    const q = queue();
    let calls = 0;
    q.register(
      "test.broken",
      async () => {
        calls++;
        throw new Error("always");
      },
      { retryLimit: 1, retryDelay: 1 },
    );
    await q.start();
    const id = await q.send("test.broken");
    await until(async () => (await jobState(id!)) === "failed", 30_000);
    expect(calls).toBe(2);
    await q.stop();
  }, 60_000);

  it("gives handlers the queue's clock, and stores cron schedules in the database", async () => {
    const at = new Date("2031-05-01T22:59:00Z");
    const seen: Date[] = [];
    const q = queue({ clock: () => at });
    q.register("test.clock", async (_data, run) => void seen.push(run.now));
    q.schedule("test.clock", "*/5 * * * *", "Africa/Luanda");
    await q.start();
    await q.send("test.clock");
    await until(() => seen.length === 1);
    expect(seen[0]!.toISOString()).toBe(at.toISOString());
    const schedules = await q.pgBoss.getSchedules("test.clock");
    expect(schedules.map((s) => ({ cron: s.cron, timezone: s.timezone }))).toEqual([{ cron: "*/5 * * * *", timezone: "Africa/Luanda" }]);
    await q.stop();
  });

  it("lets a running job finish when stopped (graceful shutdown), and stops when never started", async () => {
    let finished = false;
    let started = false;
    const q = queue();
    q.register("test.long", async () => {
      started = true;
      await new Promise((r) => setTimeout(r, 800));
      finished = true;
    });
    await q.start();
    const id = await q.send("test.long");
    await until(() => started);
    await q.stop();
    expect(finished).toBe(true);
    expect(await jobState(id!)).toBe("completed");
    await queue().stop();
  });

  it("refuses unknown queues and late registrations", async () => {
    const q = queue({ workers: false });
    q.register("test.known", async () => {});
    await expect(q.send("test.unknown")).rejects.toThrow(/no handler/);
    await q.start();
    expect(() => q.register("test.late", async () => {})).toThrow(/after start/);
    await q.stop();
  });
});

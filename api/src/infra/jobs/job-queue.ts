import { PgBoss, type Job, type SendOptions } from "pg-boss";
import type { Logger } from "pino";
import { type Clock, wallClock } from "./clock.ts";

/** pg-boss keeps its tables in a schema of its own in the application's database. */
export const JOBS_SCHEMA = "pgboss";

/** What a handler is given besides the job's data. */
export interface JobRun {
  /** the time to act on, from the queue's clock (tests set it) */
  now: Date;
  jobId: string;
  /** 0 on the first attempt, then 1, 2… on each retry */
  retryCount: number;
}

export type JobHandler<T extends object> = (data: T, run: JobRun) => Promise<void>;

/** Retries of a queue's failed jobs: `retryLimit` more attempts, `retryDelay` seconds doubling each time (with jitter) up to `retryDelayMax`. */
export interface RetryPolicy {
  retryLimit: number;
  retryDelay: number;
  retryDelayMax?: number;
  /** how long one attempt may run before it counts as failed, in seconds */
  expireInSeconds?: number;
}

const DEFAULT_RETRY: RetryPolicy = { retryLimit: 5, retryDelay: 10, retryDelayMax: 3600, expireInSeconds: 300 };

interface Registration {
  handler: JobHandler<object>;
  retry: RetryPolicy;
}

export interface JobQueueOptions {
  databaseUrl: string;
  log: Logger;
  /** run handlers and scheduled jobs in this process (off: the queue only accepts jobs) */
  workers: boolean;
  clock?: Clock;
  /** how often an idle worker looks for jobs, in seconds (pg-boss's minimum is 0.5) */
  pollingIntervalSeconds?: number;
  /** how many jobs of one queue this process runs at once */
  concurrency?: number;
}

/**
 * The API's background jobs, in PostgreSQL through pg-boss: jobs are rows, so
 * they survive restarts; workers claim them with SKIP LOCKED, so each job runs
 * once across every API process; failures are retried with exponential backoff;
 * cron schedules are rows too, and pg-boss sends one job per occurrence however
 * many processes are up.
 *
 * Features register their handlers (and schedules) before `start()`; `send()`
 * works from then on, whether or not this process runs workers.
 */
export class JobQueue {
  private readonly options: JobQueueOptions;
  private readonly clock: Clock;
  private readonly handlers = new Map<string, Registration>();
  private readonly schedules: Array<{ name: string; cron: string; tz: string }> = [];
  private boss: PgBoss | null = null;
  private starting: Promise<void> | null = null;
  private stopping = false;

  constructor(options: JobQueueOptions) {
    this.options = options;
    this.clock = options.clock ?? wallClock;
  }

  /** Registers the handler of the queue `name`. Call before `start()`. */
  register<T extends object>(name: string, handler: JobHandler<T>, retry: Partial<RetryPolicy> = {}): void {
    if (this.boss) throw new Error(`job queue: "${name}" registered after start()`);
    if (this.handlers.has(name)) throw new Error(`job queue: "${name}" is registered twice`);
    this.handlers.set(name, { handler: handler as JobHandler<object>, retry: { ...DEFAULT_RETRY, ...retry } });
  }

  /** Sends a job to `name` on a cron schedule in time zone `tz` (kept in the database; one job per occurrence across all processes). Call before `start()`. */
  schedule(name: string, cron: string, tz = "UTC"): void {
    if (this.boss) throw new Error(`job queue: schedule for "${name}" added after start()`);
    this.schedules.push({ name, cron, tz });
  }

  get started(): boolean {
    return this.boss !== null;
  }

  /** Connects, installs or migrates pg-boss's schema, creates the queues, and starts workers and schedules when enabled. */
  start(): Promise<void> {
    this.starting ??= this.open();
    return this.starting;
  }

  private async open(): Promise<void> {
    const { databaseUrl, log, workers } = this.options;
    const boss = new PgBoss({
      connectionString: databaseUrl,
      schema: JOBS_SCHEMA,
      application_name: "ponte-jobs",
      max: 4,
      // maintenance (expiring stuck jobs, deleting old ones) and cron run where the workers run
      supervise: workers,
      schedule: workers,
      migrate: true,
      openTelemetry: { enabled: false },
    });
    // On Ctrl-C the terminal signals the embedded PostgreSQL too, which ends every connection
    // (57P01) while the queue stops: expected then, an error otherwise.
    boss.on("error", (error) => {
      const shuttingDown = this.stopping || (error as { code?: string }).code === "57P01";
      if (shuttingDown) log.debug({ err: error }, "jobs: connection ended while stopping");
      else log.error({ err: error }, "jobs: pg-boss error");
    });
    await boss.start();
    try {
      for (const [name, { retry }] of this.handlers) {
        const queue = { ...retry, retryBackoff: true };
        if (await boss.getQueue(name)) await boss.updateQueue(name, queue);
        else await boss.createQueue(name, queue);
      }
      // A schedule's queue must exist; one without a handler here is a mistake.
      for (const s of this.schedules) {
        if (!this.handlers.has(s.name)) throw new Error(`job queue: schedule for "${s.name}", which has no handler`);
        await boss.schedule(s.name, s.cron, null, { tz: s.tz });
      }
      if (workers) {
        for (const name of this.handlers.keys()) {
          await boss.work<object>(
            name,
            { pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2, batchSize: 1, localConcurrency: this.options.concurrency ?? 1 },
            (jobs) => this.run(name, jobs),
          );
        }
      }
    } catch (e) {
      await boss.stop({ graceful: false, close: true }).catch(() => {});
      throw e;
    }
    this.boss = boss;
  }

  private async run(name: string, jobs: Job<object>[]): Promise<void> {
    const registration = this.handlers.get(name)!;
    for (const job of jobs) {
      try {
        await registration.handler(job.data ?? {}, { now: this.clock(), jobId: job.id, retryCount: job.retryCount });
      } catch (e) {
        this.options.log.warn({ err: e, job: name, jobId: job.id, retryCount: job.retryCount }, "jobs: attempt failed");
        throw e; // pg-boss records the failure and retries with backoff
      }
    }
  }

  /** Queues one job; returns its id (null when a singleton option dropped it as a duplicate). */
  async send(name: string, data: object = {}, options: SendOptions = {}): Promise<string | null> {
    if (!this.handlers.has(name)) throw new Error(`job queue: no handler registered for "${name}"`);
    await this.start();
    return this.boss!.send(name, data, options);
  }

  /** Runs a registered handler here and now, outside the queue (tests; a command-line "run now"). */
  runNow<T extends object>(name: string, data: T, now: Date = this.clock()): Promise<void> {
    const registration = this.handlers.get(name);
    if (!registration) throw new Error(`job queue: no handler registered for "${name}"`);
    return registration.handler(data, { now, jobId: "direct", retryCount: 0 });
  }

  /** The pg-boss instance, once started (tests and operations: job states, schedules). */
  get pgBoss(): PgBoss {
    if (!this.boss) throw new Error("job queue: not started");
    return this.boss;
  }

  /** Lets running handlers finish (up to `timeoutMs`), then closes the queue's connections. Safe to call when never started. */
  async stop(timeoutMs = 10_000): Promise<void> {
    const starting = this.starting;
    this.starting = null;
    if (!starting) return;
    await starting.catch(() => {});
    const boss = this.boss;
    this.boss = null;
    this.stopping = true;
    try {
      if (boss) await boss.stop({ graceful: true, close: true, timeout: timeoutMs });
    } finally {
      this.stopping = false;
    }
  }
}

/**
 * At most `max` tasks at a time; the others wait their turn, first come first
 * served. Bounds the database statements that one realtime event's fan-out can
 * hold at once, so thousands of subscribers never take every pooled
 * connection from ordinary requests.
 */
export class ConcurrencyLimit {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  /** tasks run so far that had to wait for a slot (diagnostics, tests) */
  queuedTotal = 0;
  /** the most tasks that were waiting at once (diagnostics, tests) */
  maxWaiting = 0;

  readonly max: number;

  constructor(max: number) {
    this.max = max;
    if (!Number.isInteger(max) || max < 1) throw new RangeError("max must be a positive integer");
  }

  get running(): number {
    return this.active;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.max) {
      this.active++;
    } else {
      this.queuedTotal++;
      // the slot is handed over by the task that ends (active stays the same)
      await new Promise<void>((resolve) => {
        this.waiting.push(resolve);
        this.maxWaiting = Math.max(this.maxWaiting, this.waiting.length);
      });
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}

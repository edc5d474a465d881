import type { FastifyBaseLogger } from 'fastify';

// What every outbox (e-mails, text messages) does between its rows and its sender: poll for due
// messages, run at once when told one was just queued, one round at a time in this process (other
// processes are kept apart by the claim's SKIP LOCKED), and finish the round in flight on stop.

/** Exponential backoff: seconds before attempt `attempts + 1`, or null when the message is given up. */
export function backoffSeconds(
  attempts: number,
  rule: { maxAttempts: number; firstSeconds: number; maxSeconds: number },
): number | null {
  if (attempts >= rule.maxAttempts) return null;
  return Math.min(rule.firstSeconds * 2 ** (attempts - 1), rule.maxSeconds);
}

export class OutboxPump {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private again = false;
  private stopped = true;

  constructor(
    /** Claims and sends one batch; answers how many messages it attempted. */
    private readonly deliverBatch: () => Promise<number>,
    private readonly logger: FastifyBaseLogger,
    private readonly name: string,
    private readonly pollMs = 1000,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Called after a transaction that queued a message commits. */
  notify(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /** Sends everything due now; returns how many messages were attempted. */
  async flush(): Promise<number> {
    let total = 0;
    for (;;) {
      const attempted = await this.runOnce();
      total += attempted;
      if (attempted === 0) return total;
    }
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    try {
      await this.flush();
    } catch (error) {
      this.logger.warn({ err: error }, `${this.name}: delivery round failed`);
    }
    if (this.stopped) return;
    const rerun = this.again;
    this.again = false;
    this.schedule(rerun ? 0 : this.pollMs);
  }

  private runOnce(): Promise<number> {
    this.running ??= this.deliverBatch().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }
}

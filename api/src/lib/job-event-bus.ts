import { EventEmitter } from 'node:events';
import type { JobEvent } from 'shared/schemas';
import type { Database } from '../db/client.js';
import { ChannelListener, type NotificationLogger } from './database-notifications.js';

// Fan-out of job changes to the open event streams of this process. On a PostgreSQL server every
// change is NOTIFY'd inside its own transaction (so it is sent only if it commits, and to every API
// process), and each process LISTENs on one dedicated connection. On embedded PGlite there is one
// process: the service hands the event over after its commit. Why: docs/decisions/0021.

export const JOB_EVENTS_CHANNEL = 'aboki_job_events';

/** What crosses the wire: the event and who may see it. */
export interface JobEventMessage {
  event: JobEvent;
  userId: string;
  agentId: string;
}

export class JobEventBus {
  private readonly emitter = new EventEmitter();
  private readonly listener: ChannelListener;

  constructor(
    private readonly database: Pick<Database, 'kind' | 'pool'>,
    log: NotificationLogger,
  ) {
    // Every open stream is a listener; thousands are expected, not a leak.
    this.emitter.setMaxListeners(0);
    this.listener = new ChannelListener(database.pool.options, JOB_EVENTS_CHANNEL, 'job events', log, {
      notification: (payload) => {
        if (!payload) return;
        try {
          this.dispatch(JSON.parse(payload) as JobEventMessage);
        } catch {
          log.warn({}, 'unreadable job event notification');
        }
      },
    });
  }

  /** True when changes are NOTIFY'd by the database (a server), false when handed over in-process. */
  get crossProcess(): boolean {
    return this.database.kind === 'postgres';
  }

  /** Starts listening on a server database; resolves once LISTEN is in place (or a retry is scheduled). */
  async start(): Promise<void> {
    if (this.crossProcess) await this.listener.start();
  }

  async stop(): Promise<void> {
    await this.listener.stop();
    this.emitter.removeAllListeners();
  }

  /** After a commit on embedded PGlite: the one process's streams get the event. */
  publishLocal(message: JobEventMessage): void {
    if (!this.crossProcess) this.dispatch(message);
  }

  private dispatch(message: JobEventMessage) {
    this.emitter.emit(message.userId, message.event);
    if (message.agentId !== message.userId) this.emitter.emit(message.agentId, message.event);
  }

  /** Calls `listener` with each change of a job the person is a party to; returns the unsubscribe. */
  subscribe(personId: string, listener: (event: JobEvent) => void): () => void {
    this.emitter.on(personId, listener);
    return () => this.emitter.off(personId, listener);
  }
}

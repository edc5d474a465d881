import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { JobEvent } from 'shared/schemas';
import type { Database } from '../db/client.js';

// Fan-out of job changes to the open event streams of this process. On a PostgreSQL server every
// change is NOTIFY'd inside its own transaction (so it is sent only if it commits, and to every API
// process), and each process LISTENs on one dedicated connection. On embedded PGlite there is one
// process: the service hands the event over after its commit. Why: docs/decisions/0021.

export const JOB_EVENTS_CHANNEL = 'aboki_job_events';
const RECONNECT_MS = 1_000;

/** What crosses the wire: the event and who may see it. */
export interface JobEventMessage {
  event: JobEvent;
  userId: string;
  agentId: string;
}

export interface JobEventBusLogger {
  warn(object: object, message: string): void;
}

export class JobEventBus {
  private readonly emitter = new EventEmitter();
  private client: pg.Client | undefined;
  private stopped = false;
  private reconnectTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly database: Pick<Database, 'kind' | 'pool'>,
    private readonly log: JobEventBusLogger,
  ) {
    // Every open stream is a listener; thousands are expected, not a leak.
    this.emitter.setMaxListeners(0);
  }

  /** True when changes are NOTIFY'd by the database (a server), false when handed over in-process. */
  get crossProcess(): boolean {
    return this.database.kind === 'postgres';
  }

  /** Starts listening on a server database; resolves once LISTEN is in place. */
  async start(): Promise<void> {
    if (!this.crossProcess || this.stopped) return;
    try {
      // Its own connection, not one of the pool's: LISTEN holds it for good, and a pooled one would
      // both take a request's slot and keep the pool from ending while the app still runs.
      const client = new pg.Client(this.database.pool.options);
      client.on('error', (error) => this.lost(client, error));
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel !== JOB_EVENTS_CHANNEL || !message.payload) return;
        try {
          this.dispatch(JSON.parse(message.payload) as JobEventMessage);
        } catch {
          this.log.warn({}, 'unreadable job event notification');
        }
      });
      await client.query(`LISTEN ${JOB_EVENTS_CHANNEL}`);
      this.client = client;
    } catch (error) {
      this.log.warn({ err: error }, 'job events: LISTEN failed, retrying');
      this.scheduleReconnect();
    }
  }

  private lost(client: pg.Client, error: Error) {
    if (this.client !== client) return;
    this.client = undefined;
    void client.end().catch(() => {});
    if (this.stopped) return;
    this.log.warn({ err: error }, 'job events: listening connection lost, reconnecting');
    this.scheduleReconnect();
  }

  private scheduleReconnect() {
    if (this.stopped) return;
    this.reconnectTimer = setTimeout(() => void this.start(), RECONNECT_MS);
    this.reconnectTimer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = undefined;
    if (client) {
      await client.end().catch(() => {});
    }
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

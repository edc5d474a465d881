import pg from 'pg';

// LISTEN/NOTIFY for features that react to changes every API process must hear (job events, the
// catalogue in memory). Two ways in, used by the database kind: a connection of its own on a
// PostgreSQL server (other processes' changes), and the pool's connections (this process's own).

const RECONNECT_MS = 1_000;

export interface NotificationLogger {
  warn(object: object, message: string): void;
}

export interface NotificationHandlers {
  /** Each notification on the channel, with its payload ('' when it has none). */
  notification(payload: string): void;
  /** The listening connection is gone: what is sent until it LISTENs again is missed. */
  lost?(): void;
}

/**
 * LISTENs on one channel of a PostgreSQL server on a connection of its own, and again on a new one
 * whenever it drops (every RECONNECT_MS until it succeeds). Its own connection, not one of the
 * pool's: LISTEN holds it for good, and a pooled one would both take a request's slot and keep the
 * pool from ending while the app still runs.
 */
export class ChannelListener {
  private client: pg.Client | undefined;
  private stopped = false;
  private reconnectTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly channel: string,
    /** Names it in the logs ("job events"). */
    private readonly name: string,
    private readonly log: NotificationLogger,
    private readonly handlers: NotificationHandlers,
  ) {}

  /** True while LISTEN is in place on a live connection. */
  get listening(): boolean {
    return this.client !== undefined;
  }

  /** Connects and LISTENs; resolves once LISTEN is in place, or a retry is scheduled. */
  async start(): Promise<void> {
    if (this.stopped) return;
    // Named, so an operator can tell it apart in pg_stat_activity (and a test can cut it off).
    const client = new pg.Client({ ...this.connection, application_name: `aboki ${this.name}` });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    client.on('notification', (message) => {
      if (!this.stopped && message.channel === this.channel)
        this.handlers.notification(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch (error) {
      void client.end().catch(() => {});
      this.log.warn({ err: error }, `${this.name}: LISTEN failed, retrying`);
      this.scheduleReconnect();
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
  }

  private lost(client: pg.Client, error: Error) {
    if (this.client !== client) return;
    this.client = undefined;
    void client.end().catch(() => {});
    if (this.stopped) return;
    this.handlers.lost?.();
    this.log.warn({ err: error }, `${this.name}: listening connection lost, reconnecting`);
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
    if (client) await client.end().catch(() => {});
  }
}

/**
 * LISTENs on `channel` on each of the pool's connections before its first use, and hands over what
 * arrives on any of them; returns the stop. PostgreSQL sends a session its own transaction's
 * notifications before it answers the COMMIT, so a change this process makes is heard before the
 * promise of the statement that made it resolves. On embedded PGlite, where one backend serves
 * every connection, a NOTIFY comes back only on the connection whose transaction sent it: always one
 * of the pool's, so this alone hears every change.
 */
export function listenOnPool(pool: pg.Pool, channel: string, handlers: NotificationHandlers): () => void {
  const listening = new WeakSet<pg.ClientBase>();
  let stopped = false;
  const onNotification = (message: pg.Notification) => {
    if (!stopped && message.channel === channel) handlers.notification(message.payload ?? '');
  };
  const listen = async (client: pg.ClientBase) => {
    if (stopped || listening.has(client)) return;
    listening.add(client);
    client.on('notification', onNotification);
    try {
      await client.query(`LISTEN ${channel}`);
    } catch {
      listening.delete(client);
      client.off('notification', onNotification);
      if (!stopped) handlers.lost?.();
    }
  };
  // A new connection LISTENs in pg-pool's onConnect hook, which the pool awaits before lending it;
  // one opened before this ran does on its next loan, ahead of the borrower's queries (it is idle).
  // pg-pool awaits what the hook returns before it lends the connection; its types say void.
  const options = pool.options as Omit<pg.PoolOptions, 'onConnect'> & {
    onConnect?: (client: pg.ClientBase) => Promise<void> | void;
  };
  const previousOnConnect = options.onConnect;
  options.onConnect = async (client) => {
    await previousOnConnect?.(client);
    await listen(client);
  };
  const onAcquire = (client: pg.PoolClient) => void listen(client);
  const onRemove = (client: pg.PoolClient) => {
    if (!stopped && listening.has(client)) handlers.lost?.();
  };
  pool.on('acquire', onAcquire);
  pool.on('remove', onRemove);
  return () => {
    stopped = true;
    options.onConnect = previousOnConnect;
    pool.off('acquire', onAcquire);
    pool.off('remove', onRemove);
  };
}

import type { FastifyBaseLogger } from 'fastify';

/** In-flight requests get this long to finish before the process gives up on them. */
const SHUTDOWN_DEADLINE_MS = 9_000;

/**
 * On SIGTERM or SIGINT: run `close` (stop accepting, finish in-flight requests, close the database)
 * and exit 0; exit 1 if that takes longer than the deadline, so an orchestrator is never left waiting.
 */
export function onShutdownSignal(logger: FastifyBaseLogger, close: () => Promise<void>): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error('shutdown deadline passed; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

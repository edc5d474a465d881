import type { Server, ServerResponse } from 'node:http';
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

/**
 * Follows the answers under way on `server`; `release()` (call it as shutdown begins) makes each of
 * them close its keep-alive connection once sent. server.close() only drops the connections idle at
 * that moment: one whose request was in flight would stay open after its answer, and the server would
 * wait on it until the deadline (Fastify marks with `Connection: close` only requests that arrive
 * after closing began).
 */
export function trackKeepAlive(server: Server): { release(): void } {
  const answering = new Set<ServerResponse>();
  let releasing = false;
  const release = (response: ServerResponse) => {
    if (!response.headersSent) {
      // Node ends the connection after an answer that says so, and the client knows not to reuse it.
      response.setHeader('connection', 'close');
    } else {
      // Already on its way (a stream, say) as keep-alive: drop the connection once it is idle.
      response.once('finish', () => setImmediate(() => server.closeIdleConnections()));
    }
  };
  server.on('request', (_request, response: ServerResponse) => {
    if (releasing) return release(response);
    answering.add(response);
    response.once('close', () => answering.delete(response));
  });
  return {
    release() {
      releasing = true;
      for (const response of answering) release(response);
      answering.clear();
    },
  };
}

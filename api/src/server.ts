import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { runServer } from './run-server.js';

/** The API alone on PORT. A bad configuration prints its list of problems, not a stack trace. */
Promise.resolve()
  .then(() => runServer(loadConfig(), buildApp))
  .catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });

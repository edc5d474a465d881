// Global teardown of the whole run: Jest waits for the process to empty its event loop before it
// exits, so one server, socket, timer or database a test left open would hang `npm test` (and CI)
// for ever after the summary. This turns such a hang into a red run: if the process is still alive
// a while after the last suite, it names what is keeping it alive and exits 1.
const GRACE_MS = 20_000;

export default function armExitWatchdog() {
  setTimeout(() => {
    const counts = new Map();
    for (const kind of process.getActiveResourcesInfo()) counts.set(kind, (counts.get(kind) ?? 0) + 1);
    const open = [...counts].map(([kind, count]) => `${kind} × ${count}`).join(', ');
    process.stderr.write(
      `\nJest did not exit ${GRACE_MS / 1000} s after the run: something a test opened is still open ` +
        `(${open}). Find it with \`npm test -- --detectOpenHandles <suite>\`.\n`,
    );
    process.exit(1);
  }, GRACE_MS).unref();
}

import { CLOSE_STORES_MS, createApp } from './app';
import { loadConfig } from './config';
import { CLOSE_LISTENER_MAX_MS } from './http/closeListener';
import { firstStartBox } from './firstStartBox';
import { log } from '../services/log';

let config;
try {
  config = loadConfig();
} catch (error) {
  log.fatal((error as Error).message);
  process.exit(1);
}

// A start that fails (the database unreachable past its wait, a migration refused) says why in
// one line and exits; a failed migration has left the database as it was.
const app = await createApp(config).catch((error: Error) => {
  log.fatal(`Could not start: ${error.message}`);
  process.exit(1);
});
if (app.seed.adminCreated) {
  log.info(`Admin account: ${app.seed.adminEmail}`);
  if (app.seed.generatedPassword) log.info(`Admin password (shown once): ${app.seed.generatedPassword}`);
}
app.server.listen(config.port, () => {
  log.info(
    `Drum Returns is running at ${config.appUrl} (database: ${app.database.kind}${config.smtpUrl ? '' : `, mail: ${config.appUrl}/dev/mail`})`,
  );
  // A first start on a terminal ends with what to do next, last on the screen.
  if (app.seed.adminCreated && app.seed.adminEmail && process.stdout.isTTY)
    process.stdout.write(
      `\n${firstStartBox({ url: config.appUrl, adminEmail: app.seed.adminEmail, password: app.seed.generatedPassword })}\n\n`,
    );
});

// A promise nobody awaited failing (a background task during an outage) is logged, not fatal:
// the instance stays up for the requests it can still answer.
process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'Unhandled rejection'));

/**
 * SIGTERM to exit: never longer than this, whatever is still running (9.9 s with the default
 * drain): the drain, closing the listener, closing Redis and the database, and a margin.
 */
const EXIT_DEADLINE_MS =
  config.shutdownDrainMs + CLOSE_LISTENER_MAX_MS + CLOSE_STORES_MS.pubsub + CLOSE_STORES_MS.database + 100;
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1); // a second signal: now
    stopping = true;
    log.info(`${signal}: shutting down`);
    setTimeout(() => {
      log.error('Shutdown took too long; exiting');
      process.exit(1);
    }, EXIT_DEADLINE_MS).unref();
    void app.close().finally(() => process.exit(0));
  });
}

import { createApp } from './app';
import { loadConfig } from './config';

let config;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const app = await createApp(config);
if (app.seed.adminCreated) {
  console.log(`Admin account: ${app.seed.adminEmail}`);
  if (app.seed.generatedPassword) console.log(`Admin password (shown once): ${app.seed.generatedPassword}`);
}
app.server.listen(config.port, () => {
  console.log(
    `Drum Returns is running at ${config.appUrl} (database: ${app.database.kind}${config.smtpUrl ? '' : `, mail: ${config.appUrl}/dev/mail`})`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().finally(() => process.exit(0));
  });
}

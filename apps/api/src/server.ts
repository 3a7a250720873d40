import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, shouldSeedDemo } from './config.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { DEMO_ACCOUNTS } from './modules/users/demo-accounts.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);

  // On SIGTERM/SIGINT: stop accepting, let in-flight requests finish, close the database. A second signal
  // or 10 s without finishing ends the process anyway.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  const lines = [
    '',
    `  ${config.PRODUCT_NAME} is running at http://${shownHost}:${port}`,
    `  API reference: http://${shownHost}:${port}/api/docs`,
    `  Database: ${app.database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}/db` : 'PostgreSQL'}`,
    ...(shouldSeedDemo(config)
      ? [
          `  Demo accounts (password: ${config.DEMO_PASSWORD}):`,
          ...DEMO_ACCOUNTS.map((account) => `    ${account.role.padEnd(12)} ${account.email}`),
        ]
      : []),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Assay failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});

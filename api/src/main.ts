import { buildApp } from './app.js';
import { printBanner } from './banner.js';
import { ConfigError, loadConfig } from './config.js';
import { registerApiNotFound } from './http/error-handler.js';

/** Runs the REST API alone. `npm start` at the root runs the whole product (server/). */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config });
  registerApiNotFound(app);
  await app.listen({ host: config.host, port: config.port });
  printBanner(config, `http://localhost:${config.port}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

import { ConfigError, loadConfig } from '@leiga/api';
import { printBanner } from '@leiga/api/banner';
import { createServer } from './create-server.js';

async function main(): Promise<void> {
  const config = loadConfig();
  // The graph calls the api on this same process over loopback.
  const apiOrigin = process.env['API_URL'] ?? `http://127.0.0.1:${config.port}`;
  const app = await createServer(config, { apiOrigin });
  await app.listen({ host: config.host, port: config.port });
  printBanner(config, `http://localhost:${config.port}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

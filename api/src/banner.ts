import type { Config } from './config.js';
import { DEMO_ACCOUNTS } from './seed/demo-accounts.js';

/** What `npm start` prints: where the product is and how to sign in. */
export function printBanner(config: Config, url: string): void {
  const lines = [
    '',
    `  Leiga is running at ${url}`,
    `  Web app ${url}/  ·  GraphQL ${url}/graphql`,
    `  REST API ${url}/api/  ·  reference ${url}/api/docs`,
    `  Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
  ];
  if (config.seedDemo) {
    lines.push('', `  Demo accounts (password: ${config.demoPassword}):`);
    for (const a of DEMO_ACCOUNTS)
      lines.push(`    ${a.role.padEnd(9)} ${a.email.padEnd(18)} ${a.fullName}`);
  }
  if (config.devOutbox) lines.push('', `  Sandbox SMS and e-mail: ${url}/api/dev/outbox/`);
  console.log(lines.join('\n') + '\n');
}

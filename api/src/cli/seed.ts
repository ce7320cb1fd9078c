import { openConfiguredDatabase, resolveFilesDir } from '../app.js';
import { createFileStorage } from '../providers/storage/create-storage.js';
import { loadConfig } from '../config.js';
import { seedDemo } from '../seed/seed-demo.js';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
await database.migrate();
const seeded = await seedDemo(
  database.db,
  config.demoPassword,
  createFileStorage(config, () => resolveFilesDir(config)),
  {
    listings: config.seedListings,
    config,
  },
);
await database.close();
console.log(seeded ? 'Demo data seeded.' : 'The database has data already; nothing seeded.');

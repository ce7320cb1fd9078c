import { openConfiguredDatabase } from '../app.js';
import { loadConfig } from '../config.js';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
await database.migrate();
await database.close();
console.log('Migrations applied.');

export { createServer, WEB_DIST } from './create-server.js';

/**
 * Serves the web export (mobile/dist/web) as its host would: files as they are, every other path
 * through index.html (the app routes itself), and /graphql, /api/ and /_ipx/ handed on to the
 * running product (HTTP and the graphql-ws upgrade), so the app reaches its graph on its own
 * origin as config.web.ts expects. Usage: STACK_URL=http://127.0.0.1:3411 PORT=3421 node e2e/serve-export.mjs
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../dist/web/', import.meta.url));
const stack = new URL(process.env.STACK_URL ?? 'http://127.0.0.1:3411');
const port = Number(process.env.PORT ?? 3421);
const PROXIED = ['/graphql', '/api/', '/_ipx/'];
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.css': 'text/css',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.ttf': 'font/ttf',
};

if (!existsSync(join(root, 'index.html'))) {
  console.error(`no web export in ${root}: run npm run export:web -w @leiga/mobile first`);
  process.exit(1);
}

const isProxied = (url = '/') => PROXIED.some((prefix) => url.startsWith(prefix));
const target = (req) => ({
  host: stack.hostname,
  port: stack.port,
  path: req.url,
  method: req.method,
  headers: { ...req.headers, host: stack.host },
});

function serveFile(req, res) {
  const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  let file = normalize(join(root, pathname));
  if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) {
    file = join(root, 'index.html');
  }
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
}

const server = createServer((req, res) => {
  if (!isProxied(req.url)) return serveFile(req, res);
  const upstream = request(target(req), (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => res.writeHead(502).end());
  req.pipe(upstream);
});

// graphql-ws: the upgrade request goes on as it came, then both sockets are joined.
server.on('upgrade', (req, socket, head) => {
  if (!isProxied(req.url)) return socket.destroy();
  const upstream = request(target(req));
  upstream.on('upgrade', (answer, upstreamSocket, upstreamHead) => {
    const lines = [`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}`];
    for (let i = 0; i < answer.rawHeaders.length; i += 2)
      lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (upstreamHead.length) socket.write(upstreamHead);
    if (head.length) upstreamSocket.write(head);
    upstreamSocket.pipe(socket).pipe(upstreamSocket);
    socket.on('error', () => upstreamSocket.destroy());
    upstreamSocket.on('error', () => socket.destroy());
  });
  upstream.on('response', () => socket.destroy());
  upstream.on('error', () => socket.destroy());
  upstream.end();
});

server.listen(port, '127.0.0.1', () => {
  console.log(`mobile web export on http://127.0.0.1:${port} (graph: ${stack.origin})`);
});

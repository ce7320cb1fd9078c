// Load generator, run as a child process so that it shares neither the servers' event loop nor
// their CPU account: the parent reads its own CPU time over the recorded phase.
// Closed-loop: `connections` clients each send the next request as soon as the last one answers.
import { Pool } from 'undici';

const { origin, path, method, headers, body, connections, durationMs, warmupMs } = JSON.parse(
  process.argv[2],
);
const pool = new Pool(origin, { connections, pipelining: 1, keepAliveTimeout: 30_000 });

async function client(deadline, latencies, counters) {
  while (performance.now() < deadline) {
    const started = performance.now();
    try {
      const res = await pool.request({ path, method, headers, body });
      const text = await res.body.text();
      const ok = res.statusCode === 200 && !text.includes('"errors"');
      if (latencies) latencies.push(performance.now() - started);
      if (counters) counters[ok ? 'ok' : 'failed'] += 1;
    } catch {
      if (counters) counters.failed += 1;
    }
  }
}

async function phase(ms, record) {
  const latencies = record ? [] : null;
  const counters = record ? { ok: 0, failed: 0 } : null;
  const started = performance.now();
  const deadline = started + ms;
  await Promise.all(
    Array.from({ length: connections }, () => client(deadline, latencies, counters)),
  );
  return { latencies, counters, elapsedMs: performance.now() - started };
}

await phase(warmupMs, false);
process.send({ recording: true });
const { latencies, counters, elapsedMs } = await phase(durationMs, true);
process.send({ recording: false });
await pool.close();
latencies.sort((a, b) => a - b);
const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
process.send({
  requests: counters.ok,
  failed: counters.failed,
  rps: (counters.ok / elapsedMs) * 1000,
  p50: at(0.5),
  p99: at(0.99),
});
process.disconnect();

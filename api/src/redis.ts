import { Redis } from 'ioredis';

/**
 * Connects to REDIS_URL and fails the start with a clear message when it cannot be reached,
 * instead of queueing commands against a server that is not there.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 3,
    connectTimeout: 5000,
  });
  // ioredis reconnects by itself; errors are logged by the caller's commands failing.
  redis.on('error', () => undefined);
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Cannot reach Redis at REDIS_URL (${redactUrl(url)}): ${String(error)}`);
  }
  return redis;
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'an unparsable URL';
  }
}

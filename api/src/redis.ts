import { Redis } from 'ioredis';
import { ConfigError } from './config.js';

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
  // ioredis reconnects by itself; a failing command reports to its caller. The last error is
  // kept for the start-up message, which says more than "Connection is closed".
  let lastError: unknown;
  redis.on('error', (error: unknown) => {
    lastError = error;
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    const reason = lastError instanceof Error ? lastError.message : String(error);
    throw new ConfigError(`Cannot reach Redis at REDIS_URL (${redactUrl(url)}): ${reason}`);
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

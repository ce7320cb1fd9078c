import { Worker } from 'node:worker_threads';

export type LoadTarget = {
  origin: string;
  path: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
};

export type LoadOptions = { connections: number; durationMs: number; warmupMs: number };

export type LoadResult = {
  requests: number;
  failed: number;
  rps: number;
  p50: number;
  p99: number;
};

/** Runs a closed-loop load against one target from a worker thread; loopback only. */
export function runLoad(target: LoadTarget, options: LoadOptions): Promise<LoadResult> {
  const { hostname } = new URL(target.origin);
  if (hostname !== '127.0.0.1' && hostname !== 'localhost') {
    return Promise.reject(new Error(`bench targets loopback only, not ${hostname}`));
  }
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), {
      workerData: { ...target, ...options },
    });
    worker.once('message', (result: LoadResult) => resolve(result));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load worker exited with ${code}`));
    });
  });
}

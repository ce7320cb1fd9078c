import { fork } from 'node:child_process';

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
  /**
   * This process's CPU time (api and graph, every thread) per answered request over the recorded
   * phase: steadier than throughput on a shared machine, whose speed drifts between rounds.
   */
  cpuUs: number;
};

type WorkerMessage = { recording: boolean } | Omit<LoadResult, 'cpuUs'>;

/** Runs a closed-loop load against one target from a child process; loopback only. */
export function runLoad(target: LoadTarget, options: LoadOptions): Promise<LoadResult> {
  const { hostname } = new URL(target.origin);
  if (hostname !== '127.0.0.1' && hostname !== 'localhost') {
    return Promise.reject(new Error(`bench targets loopback only, not ${hostname}`));
  }
  return new Promise((resolve, reject) => {
    const worker = fork(new URL('./load-worker.mjs', import.meta.url), [
      JSON.stringify({ ...target, ...options }),
    ]);
    let cpuStart: NodeJS.CpuUsage | null = null;
    let cpu: NodeJS.CpuUsage | null = null;
    worker.on('message', (message: WorkerMessage) => {
      if ('recording' in message) {
        if (message.recording) cpuStart = process.cpuUsage();
        else if (cpuStart) cpu = process.cpuUsage(cpuStart);
        return;
      }
      const answered = message.requests + message.failed;
      const cpuUs = cpu && answered > 0 ? (cpu.user + cpu.system) / answered : 0;
      resolve({ ...message, cpuUs });
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load worker exited with ${code}`));
    });
  });
}

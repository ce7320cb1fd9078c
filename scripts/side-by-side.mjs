#!/usr/bin/env node
/**
 * Runs test suites side by side: `node scripts/side-by-side.mjs "<cmd>" "<cmd>" ...`.
 * The first command's output streams as it comes; each other's is held and printed whole when it
 * ends, so two suites never interleave line by line. Exits with the first failure's code.
 *
 * Why: the browser suite spends most of its time waiting on pages, and the mobile suite is
 * CPU-bound; on CI's two cores they overlap instead of queueing.
 */
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: side-by-side.mjs "<command>" ["<command>" ...]');
  process.exit(2);
}

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(0);

function run(command, index) {
  return new Promise((resolve) => {
    const streamed = index === 0;
    const child = spawn(command, {
      shell: true,
      stdio: ['ignore', streamed ? 'inherit' : 'pipe', streamed ? 'inherit' : 'pipe'],
    });
    const held = [];
    if (!streamed) {
      child.stdout.on('data', (chunk) => held.push(chunk));
      child.stderr.on('data', (chunk) => held.push(chunk));
    }
    // An interrupted run stops every suite, not only the one in the foreground.
    const stop = () => child.kill('SIGTERM');
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      if (!streamed) {
        process.stdout.write(`\n--- ${command} (${seconds()} s, exit ${status}) ---\n`);
        process.stdout.write(Buffer.concat(held));
        process.stdout.write(`--- end of ${command} ---\n`);
      } else {
        process.stdout.write(`\n--- ${command} ended (${seconds()} s, exit ${status}) ---\n`);
      }
      resolve(status);
    });
  });
}

const statuses = await Promise.all(commands.map(run));
const failed = statuses.find((status) => status !== 0);
process.exit(failed ?? 0);

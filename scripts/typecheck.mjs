#!/usr/bin/env node
/**
 * `npm run typecheck`: each workspace's `tsc --noEmit`, and the tools' (bench/, scripts/ and
 * codegen.ts: tsconfig.tools.json), as many at once as the machine has cores, each one's output
 * printed whole when it ends. One after another they took 175 s on two cores while each used
 * little more than one. Exits with the first failure's code, after all have run.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const { workspaces } = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
);
const withTypecheck = workspaces.filter((workspace) => {
  const manifest = JSON.parse(
    readFileSync(new URL(`../${workspace}/package.json`, import.meta.url), 'utf8'),
  );
  return Boolean(manifest.scripts?.typecheck);
});

const checks = [
  ...withTypecheck.map((workspace) => ({
    name: workspace,
    command: ['npm', 'run', 'typecheck', '--silent', '-w', workspace],
  })),
  { name: 'tools', command: ['npx', 'tsc', '-p', 'tsconfig.tools.json'] },
];

function typecheck({ name, command }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command[0], command.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(
        `typecheck ${name}: ${status === 0 ? 'ok' : `exit ${status}`} (${seconds} s)\n`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve(status);
    });
  });
}

const queue = [...checks];
const statuses = [];
async function worker() {
  for (let check = queue.shift(); check; check = queue.shift())
    statuses.push(await typecheck(check));
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), queue.length) }, worker));
process.exit(statuses.find((status) => status !== 0) ?? 0);

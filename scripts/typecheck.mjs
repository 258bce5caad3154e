/**
 * `npm run typecheck`: every TypeScript project of the repository checked (no output), two at a
 * time (CI machines have two cores). Each keeps its incremental state under node_modules/.cache/tsc,
 * so a second run on unchanged code (CI checks on SQLite, then again on PostgreSQL) takes seconds.
 * Exits non-zero when any project has errors, after printing them all.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TSC = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'tsc');
const PARALLEL = 2;
/** The largest first, so that the two lanes finish together. */
const PROJECTS = [
  'apps/server',
  'apps/web',
  'bench',
  'apps/backoffice',
  'packages/contract',
  'e2e',
  'packages/game-math',
  'apps/reference-provider',
  'apps/web/tsconfig.node.json',
  'apps/backoffice/tsconfig.node.json',
  'apps/reference-provider/public',
];

function check(project) {
  const buildInfo = path.join(CACHE_DIR, `${project.replace(/[/.]/g, '_')}.tsbuildinfo`);
  const args = [TSC, '-p', project, '--noEmit', '--incremental', '--tsBuildInfoFile', buildInfo, '--pretty'];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ project, ok: code === 0, output }));
  });
}

fs.mkdirSync(CACHE_DIR, { recursive: true });
const queue = [...PROJECTS];
const results = [];
await Promise.all(
  Array.from({ length: PARALLEL }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) results.push(await check(project));
  }),
);
const failed = results.filter((result) => !result.ok);
for (const result of failed) process.stdout.write(`\n${result.project}:\n${result.output}`);
console.log(`typecheck: ${PROJECTS.length - failed.length} of ${PROJECTS.length} projects without errors`);
process.exitCode = failed.length === 0 ? 0 : 1;

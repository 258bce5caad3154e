import { type ChildProcess, spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file is apps/server/test/support/). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface ServerProcess {
  baseUrl: string;
  process: ChildProcess;
  /** Graceful stop. */
  stop(): Promise<void>;
  /** SIGKILL: the process gets no chance to finish anything. */
  kill(): Promise<void>;
}

function stopProcess(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** Starts the real server (`apps/server/src/main.ts`) as a child process and waits, bounded, until /healthz answers. */
export async function startServer(env: Record<string, string>, timeoutMs = 30_000): Promise<ServerProcess> {
  const port = env.PORT ?? String(randomInt(20_000, 40_000));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    // No reference provider beside it (main.ts starts one in demo mode): parallel test files would race for its port.
    env: { ...process.env, LOG_LEVEL: 'warn', REFERENCE_PROVIDER_PORT: '0', ...env, PORT: port },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (Date.now() >= deadline) {
    child.kill('SIGKILL');
    throw new Error(`server did not answer within ${timeoutMs} ms`);
  }
  return {
    baseUrl,
    process: child,
    stop: () => stopProcess(child, 'SIGTERM'),
    kill: () => stopProcess(child, 'SIGKILL'),
  };
}

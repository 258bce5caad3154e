import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
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

/** A port the system has just given out as free (bound at port 0 and let go at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

class ExitedAtStart extends Error {}

/**
 * Starts the real server (`apps/server/src/main.ts`) as a child process and waits, bounded, until
 * /healthz answers. Without a PORT in `env` it takes one the system calls free; another process can
 * still take that port before the child binds it (test files run side by side, and clients hold
 * ports of the same range), so a child that exits while starting is tried again on a new port.
 */
export async function startServer(env: Record<string, string>, timeoutMs = 30_000): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt += 1) {
    const port = env.PORT ?? String(await freePort());
    try {
      return await startOn(port, env, timeoutMs);
    } catch (error) {
      if (!(error instanceof ExitedAtStart) || env.PORT !== undefined || attempt >= 3) throw error;
    }
  }
}

async function startOn(port: string, env: Record<string, string>, timeoutMs: number): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    // No reference provider beside it (main.ts starts one in demo mode): parallel test files would race for its port.
    env: { ...process.env, LOG_LEVEL: 'warn', REFERENCE_PROVIDER_PORT: '0', ...env, PORT: port },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new ExitedAtStart(`server exited with ${child.exitCode}`);
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

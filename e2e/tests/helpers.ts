import { execFileSync } from 'node:child_process';
import { REPO_ROOT, SQLITE_PATH } from '../e2e-env';

/** The operator command `npm run ops -- maintenance on|off` on the e2e server's database. */
export function setMaintenance(state: 'on' | 'off'): string {
  return execFileSync('npm', ['run', '--silent', 'ops', '--', 'maintenance', state], {
    cwd: REPO_ROOT,
    env: { ...process.env, SQLITE_PATH, DATABASE_URL: '' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

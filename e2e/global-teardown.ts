import fs from 'node:fs';
import { SQLITE_PATH } from './e2e-env';

/** Removes this run's database (and its WAL files): every run starts from a fresh one. */
export default function globalTeardown(): void {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${SQLITE_PATH}${suffix}`, { force: true });
}

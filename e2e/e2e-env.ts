import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file lives in e2e/). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `E2E_PORT` lets two runs (two developers, two helpers) share one machine. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8091);
export const BASE_URL = `http://localhost:${E2E_PORT}`;

/**
 * A fresh SQLite file per run. The config process sets it once; Playwright's workers inherit
 * the environment, so the tests and the operator command use the server's database.
 */
process.env.E2E_SQLITE_PATH ??= path.join(REPO_ROOT, 'data', 'e2e', `e2e-${Date.now()}-${process.pid}.sqlite`);
export const SQLITE_PATH: string = process.env.E2E_SQLITE_PATH;

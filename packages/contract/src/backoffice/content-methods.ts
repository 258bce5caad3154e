import type { BackofficeMethodSpec } from './fields.js';

/** The back office's content calls (issue #14 section 2), merged into BACKOFFICE_CONTRACT in methods.ts. */
export const CONTENT_CONTRACT = {} as const satisfies Record<string, BackofficeMethodSpec>;

/** The back office's reports messages, codes 6500–6599, Turkish first (merged in messages.ts). */
export const REPORTS_MESSAGES = {} as const satisfies Record<string, { code: number; tr: string; en: string }>;

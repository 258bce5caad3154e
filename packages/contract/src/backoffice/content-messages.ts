/** The back office's content messages, codes 6100–6199, Turkish first (merged in messages.ts). */
export const CONTENT_MESSAGES = {} as const satisfies Record<string, { code: number; tr: string; en: string }>;

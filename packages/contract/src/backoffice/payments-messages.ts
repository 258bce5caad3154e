/** The back office's payments messages, codes 6400–6499, Turkish first (merged in messages.ts). */
export const PAYMENTS_MESSAGES = {} as const satisfies Record<string, { code: number; tr: string; en: string }>;

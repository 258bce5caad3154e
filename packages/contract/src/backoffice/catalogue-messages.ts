/** The back office's catalogue messages, codes 6200–6299, Turkish first (merged in messages.ts). */
export const CATALOGUE_MESSAGES = {} as const satisfies Record<string, { code: number; tr: string; en: string }>;

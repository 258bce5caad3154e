/** The back office's players messages, codes 6300–6399, Turkish first (merged in messages.ts). */
export const PLAYERS_MESSAGES = {} as const satisfies Record<string, { code: number; tr: string; en: string }>;

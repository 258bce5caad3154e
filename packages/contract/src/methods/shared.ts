import { z } from 'zod';
import { DEFAULT_LANGUAGE, DEFAULT_SITE_TYPE, LANGUAGES, SITE_TYPES } from '../catalogues.js';
import type { MessageKey } from '../messages.js';

/** `Lang` travels in `data` of most calls; anything else falls back to Turkish. */
export const langField = z.enum(LANGUAGES).catch(DEFAULT_LANGUAGE).default(DEFAULT_LANGUAGE);
export const siteTypeField = z.enum(SITE_TYPES).catch(DEFAULT_SITE_TYPE).default(DEFAULT_SITE_TYPE);

/** A call that takes nothing but the language. */
export const emptyInput = z.object({ Lang: langField });

/**
 * Who may call a method: anyone, or a signed-in player. `restricted` also lets in a
 * session that still waits for its authenticator code (login's second step).
 */
export type MethodAccess = 'public' | 'player' | 'restricted';

/**
 * A string field whose every failure (wrong type, too long, wrong shape) answers one
 * catalogue message, so that the player reads what to fix, not a type name.
 */
export function textField(message: MessageKey, maxLength: number) {
  return z.string({ error: message }).trim().max(maxLength, { error: message });
}

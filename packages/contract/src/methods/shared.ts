import { z } from 'zod';
import { DEFAULT_LANGUAGE, DEFAULT_SITE_TYPE, LANGUAGES, SITE_TYPES } from '../catalogues.js';
import { isCalendarDate } from '../account-rules.js';
import type { MessageKey } from '../messages.js';
import { hasControlCharacter } from '../text.js';

/** `Lang` travels in `data` of most calls; anything else falls back to Turkish. */
export const langField = z.enum(LANGUAGES).catch(DEFAULT_LANGUAGE).default(DEFAULT_LANGUAGE);
export const siteTypeField = z.enum(SITE_TYPES).catch(DEFAULT_SITE_TYPE).default(DEFAULT_SITE_TYPE);

/** A call that takes nothing but the language. */
export const emptyInput = z.object({ Lang: langField });

/**
 * Who may call a method: anyone, or a signed-in player. `restricted` also lets in a
 * session that still waits for its authenticator code (login's second step). `guest` is anyone
 * too, but a signed-in player's session is looked at (a pop-up is not shown to a player on a
 * time-out); a session that does not resolve counts as a visitor, never as a refusal.
 */
export type MethodAccess = 'public' | 'guest' | 'player' | 'restricted';

/**
 * A string that answers `message` when it is not a string or too long, and `invalidCharacter`
 * when it holds a control character. Not trimmed: for secrets (passwords), where every
 * character counts.
 */
export function secretField(message: MessageKey, maxLength: number) {
  return z
    .string({ error: message })
    .max(maxLength, { error: message })
    .refine((value) => !hasControlCharacter(value), { error: 'invalidCharacter' satisfies MessageKey });
}

/**
 * A string field whose every failure (wrong type, too long, wrong shape) answers one
 * catalogue message, so that the player reads what to fix, not a type name. Trimmed first;
 * a control character left inside answers `invalidCharacter`.
 */
export function textField(message: MessageKey, maxLength: number) {
  return z
    .string({ error: message })
    .trim()
    .max(maxLength, { error: message })
    .refine((value) => !hasControlCharacter(value), { error: 'invalidCharacter' satisfies MessageKey });
}

/** A date 'YYYY-MM-DD' that is a real calendar date from 1900 on, else the field's message. */
export function dateField(message: MessageKey) {
  return textField(message, 10).refine(isCalendarDate, { error: message });
}

import { GAME_SEARCH_MAX_LENGTH } from '@bnw/contract/constants';

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * What the search field keeps of what was typed or pasted: no control characters (the server
 * refuses them, and a pasted tab or line break is never meant) and at most the 50 characters
 * the lobby searches by.
 */
export function cleanSearchInput(typed: string): string {
  return typed.replace(CONTROL_CHARACTERS, ' ').slice(0, GAME_SEARCH_MAX_LENGTH);
}

/** The search as it is sent: trimmed, or undefined when there is nothing to search for. */
export function searchTerm(typed: string): string | undefined {
  const term = cleanSearchInput(typed).trim();
  return term === '' ? undefined : term;
}

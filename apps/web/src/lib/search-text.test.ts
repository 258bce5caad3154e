import { GAME_SEARCH_MAX_LENGTH } from '@bnw/contract/constants';
import { describe, expect, it } from 'vitest';
import { cleanSearchInput, searchTerm } from './search-text';

describe('the lobby search text', () => {
  it('keeps Turkish letters as typed (the server folds them)', () => {
    expect(cleanSearchInput('İSTANBUL ığüşöç')).toBe('İSTANBUL ığüşöç');
  });

  it('turns a pasted line break or tab into a space and stops at the longest search', () => {
    expect(cleanSearchInput('zar\nlar\t')).toBe('zar lar ');
    expect(cleanSearchInput('a'.repeat(80))).toHaveLength(GAME_SEARCH_MAX_LENGTH);
  });

  it('sends nothing for blanks and trims what it sends', () => {
    expect(searchTerm('   ')).toBeUndefined();
    expect(searchTerm('\u0000')).toBeUndefined();
    expect(searchTerm('  kapadokya ')).toBe('kapadokya');
  });
});

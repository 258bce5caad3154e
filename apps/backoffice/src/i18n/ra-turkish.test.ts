import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { RA_ENGLISH_ERRORS, raTurkish } from './ra-turkish';

type Tree = { [key: string]: string | Tree };

/** Every text's dotted key and its text. */
function texts(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') found.set(`${prefix}${key}`, value);
    else for (const [inner, text] of texts(value, `${prefix}${key}.`)) found.set(inner, text);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]).sort();

const english = texts(englishMessages.ra as unknown as Tree);
const turkish = texts(raTurkish as unknown as Tree);

describe("react-admin's own texts in Turkish", () => {
  // A key missing here falls back to react-admin's English on a Turkish screen.
  it('has every key react-admin has in English', () => {
    expect([...english.keys()].filter((key) => !turkish.has(key))).toEqual([]);
  });

  it('fills the same placeholders as the English text', () => {
    const differing = [...english].filter(
      ([key, text]) => turkish.has(key) && placeholders(turkish.get(key)!).join() !== placeholders(text).join(),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  // react-admin throws these in English; the toast shows the Turkish text of the key they map to.
  it('has a Turkish text for every English error react-admin throws without a key', () => {
    const keys = Object.values(RA_ENGLISH_ERRORS).map((key) => key.replace(/^ra\./, ''));
    expect(keys.filter((key) => !turkish.has(key))).toEqual([]);
    expect(turkish.get('notification.data_provider_error')).toMatch(/ı|ğ|ş|ç|ö|ü/);
  });
});

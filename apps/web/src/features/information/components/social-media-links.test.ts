import { describe, expect, it } from 'vitest';
import { parseSocialMediaLinks } from './social-media-links';

describe('parseSocialMediaLinks', () => {
  it('reads the JSON text of [{name, url}]', () => {
    expect(parseSocialMediaLinks('[{"name":"Instagram","url":"https://instagram.com/x"}]')).toEqual([
      { name: 'Instagram', url: 'https://instagram.com/x' },
    ]);
  });

  it('refuses broken JSON and a wrong shape', () => {
    expect(parseSocialMediaLinks('{oops')).toBeNull();
    expect(parseSocialMediaLinks('{"name":"x"}')).toBeNull();
    expect(parseSocialMediaLinks('[{"name":"x","url":"not a url"}]')).toBeNull();
  });

  it('drops addresses that are not web links', () => {
    expect(parseSocialMediaLinks('[{"name":"x","url":"javascript:alert(1)"}]')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { blocksToPlainText, parseInfoText, toFaqSections } from './info-text';

describe('parseInfoText', () => {
  it('reads paragraphs, headings and lists', () => {
    const text = 'Birinci paragraf\nikinci satır.\n\n## Başlık\n- bir\n- iki\n\nSon paragraf.';
    expect(parseInfoText(text)).toEqual([
      { kind: 'paragraph', text: 'Birinci paragraf\nikinci satır.' },
      { kind: 'heading', text: 'Başlık' },
      { kind: 'list', items: ['bir', 'iki'] },
      { kind: 'paragraph', text: 'Son paragraf.' },
    ]);
  });

  it('keeps markup as plain text (it is rendered as text, never HTML)', () => {
    expect(parseInfoText('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', text: '<script>alert(1)</script>' },
    ]);
  });

  it('handles Windows line ends, empty headings and stray blank lines', () => {
    expect(parseInfoText('\r\n\r\n## \r\n##  Soru?\r\nCevap\r\n\r\n\r\n')).toEqual([
      { kind: 'heading', text: 'Soru?' },
      { kind: 'paragraph', text: 'Cevap' },
    ]);
  });

  it('a list ends where a paragraph line starts', () => {
    expect(parseInfoText('- a\nmetin')).toEqual([
      { kind: 'list', items: ['a'] },
      { kind: 'paragraph', text: 'metin' },
    ]);
  });

  it('answers nothing for an empty text', () => {
    expect(parseInfoText('')).toEqual([]);
  });
});

describe('toFaqSections', () => {
  it('groups answers under their question and keeps an intro', () => {
    const blocks = parseInfoText('Giriş.\n\n## Soru 1?\nCevap 1.\n- madde\n\n## Soru 2?\nCevap 2.');
    expect(toFaqSections(blocks)).toEqual({
      intro: [{ kind: 'paragraph', text: 'Giriş.' }],
      sections: [
        {
          question: 'Soru 1?',
          blocks: [
            { kind: 'paragraph', text: 'Cevap 1.' },
            { kind: 'list', items: ['madde'] },
          ],
        },
        { question: 'Soru 2?', blocks: [{ kind: 'paragraph', text: 'Cevap 2.' }] },
      ],
    });
  });
});

describe('blocksToPlainText', () => {
  it('joins the text for a summary', () => {
    expect(blocksToPlainText(parseInfoText('## Başlık\nMetin.\n- a\n- b'))).toBe('Başlık Metin. a b');
  });
});

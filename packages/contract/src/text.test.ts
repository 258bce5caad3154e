import { describe, expect, it } from 'vitest';
import {
  containsPattern,
  foldForSearch,
  hasControlCharacter,
  stripMarkup,
  turkishCompare,
  turkishIncludes,
  turkishLower,
  turkishUpper,
} from './text.js';

describe('stripMarkup', () => {
  it('removes tags, scripts and entities', () => {
    expect(stripMarkup('<p>Merhaba <b>dünya</b></p><script>alert(1)</script> &amp; sen')).toBe('Merhaba dünya & sen');
  });

  it('cuts to 200 characters by default with an ellipsis', () => {
    const cut = stripMarkup('ş'.repeat(300));
    expect(cut).toHaveLength(200);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('keeps a short text whole and honours a given length', () => {
    expect(stripMarkup('kısa')).toBe('kısa');
    expect(stripMarkup('abcdefghij', 5)).toBe('abcd…');
  });
});

describe('Turkish case folding', () => {
  it('maps dotted and dotless i correctly', () => {
    expect(turkishLower('IŞIK İSTANBUL')).toBe('ışık istanbul');
    expect(turkishUpper('istanbul ılık')).toBe('İSTANBUL ILIK');
  });

  it('searches without regard to case', () => {
    expect(turkishIncludes('İSTANBUL Rulet', 'istanbul')).toBe(true);
    expect(turkishIncludes('Işıklı Slot', ' IŞIKLI ')).toBe(true);
    expect(turkishIncludes('Çılgın Meyveler', 'çilgin')).toBe(false);
  });
});

describe('hasControlCharacter', () => {
  it('finds C0 controls, DEL and C1 controls, and nothing in ordinary Turkish text', () => {
    for (const text of ['a\u0000b', '\t', '\n', '\r', '\u001f', '\u007f', '\u0085', '\u009f']) {
      expect(hasControlCharacter(text), JSON.stringify(text)).toBe(true);
    }
    for (const text of ['Çağrı Işık-Öztürk', 'ayşe@örnek.com.tr', 'İ ı Ğ ğ Ş ş Ü ü Ö ö Ç ç', '₺1.250,00', '']) {
      expect(hasControlCharacter(text), text).toBe(false);
    }
  });
});

describe('foldForSearch', () => {
  it('folds the four spellings of İstanbul alike', () => {
    const folded = ['İSTANBUL', 'istanbul', 'Istanbul', 'ıstanbul'].map(foldForSearch);
    expect(new Set(folded)).toEqual(new Set(['istanbul']));
  });

  it('strips the other diacritics and keeps the letters', () => {
    expect(foldForSearch('Çılgın Şeker Öğütücü')).toBe('cilgin seker ogutucu');
    expect(foldForSearch('KAPADOKYA BALONLARI')).toBe('kapadokya balonlari');
    expect(foldForSearch('Café Crème')).toBe('cafe creme');
  });

  it('collapses and trims spaces, and is stable when applied twice', () => {
    const once = foldForSearch('  İstanbul   Zarları ');
    expect(once).toBe('istanbul zarlari');
    expect(foldForSearch(once)).toBe(once);
  });
});

describe('containsPattern', () => {
  it('wraps the text and escapes the LIKE wildcards and the escape', () => {
    expect(containsPattern('zar')).toBe('%zar%');
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});

describe('turkishCompare', () => {
  it('sorts in the Turkish alphabet: ç after c, ğ after g, ı before i, ö after o, ş after s, ü after u', () => {
    const names = [
      'Zeynep',
      'Ümit',
      'Umut',
      'Şule',
      'Sude',
      'Öykü',
      'Oya',
      'İrem',
      'Işık',
      'Hasan',
      'Ğ-test',
      'Gül',
      'Çağla',
      'Cem',
      'Deniz',
    ];
    expect([...names].sort(turkishCompare)).toEqual([
      'Cem',
      'Çağla',
      'Deniz',
      'Gül',
      'Ğ-test',
      'Hasan',
      'Işık',
      'İrem',
      'Oya',
      'Öykü',
      'Sude',
      'Şule',
      'Umut',
      'Ümit',
      'Zeynep',
    ]);
  });
  it('ignores case the Turkish way and puts every c… word before ç', () => {
    expect(['çam', 'Cz', 'cA'].sort(turkishCompare)).toEqual(['cA', 'Cz', 'çam']);
    expect(['ılık', 'Ilgaz', 'hz', 'ikinci'].sort(turkishCompare)).toEqual(['hz', 'Ilgaz', 'ılık', 'ikinci']);
  });
});

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type ArtSource,
  CONTENT_IMAGE_DRAWING,
  contentImage,
  contentImageVersion,
  parseArt,
} from '../src/modules/cms/content-art.js';
import { contentImageSvg } from '../src/modules/cms/content-images.js';

/** The generated banners: sizes, versions that follow their inputs, and a drawing pinned per version. */
const ART = JSON.stringify({
  palette: 'violet',
  motif: 'gift',
  kicker: 'Yeni üyelere özel',
  headline: '%100 Bonus',
  amountKurus: 500_000,
  amountSuffix: "'e kadar",
  line: 'İlk yatırımını ikiye katla',
  cta: 'Hemen katıl',
});
const SAMPLES: ArtSource[] = [
  { kind: 'slider', id: 1, size: 'slider', title: 'Hoş Geldin Bonusu', art: ART },
  { kind: 'slider', id: 2, size: 'innerSlider', title: 'Hoş Geldin Bonusu', art: ART },
  { kind: 'promotion', id: 3, size: 'promotion', title: 'Hoş Geldin Bonusu', art: ART },
  { kind: 'popup', id: 4, size: 'popup', title: 'Hoş Geldin Bonusu', art: ART },
  { kind: 'tournament', id: 5, size: 'tournament', title: 'Hoş Geldin Bonusu', art: ART },
];

/**
 * SHA-256 of each sample's drawing, per CONTENT_IMAGE_DRAWING. A failure here means the drawing
 * changed: raise CONTENT_IMAGE_DRAWING (so browsers fetch the new pictures) and add the new
 * digests under the new number; never edit an old entry.
 */
const DRAWINGS: Record<number, string[]> = {
  1: [
    '62975111f75ae1f93bd3e8e126e8c9071ec63b0a3fc060a6998a9442dd4e46eb',
    '60e7a1254c00e5ccae5dd5b14a8e72203f1756c13ca2a1bfc7867ad4bc001793',
    '95a4755cacb4944f7a838343f687d7d69e81770999ed814759484d64a4ecedba',
    '0373efaaa416a2d00dfe0367a3ba160f989ab0d5da867ede6a83c10d3c6e7a6b',
    '94ed676f03b087aca3832420d820e002e5459bf1aaa2f1318b118ba2a77b0bc0',
  ],
};

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

describe('content pictures', () => {
  it('draws each sample as this drawing version drew it', () => {
    expect(SAMPLES.map((sample) => digest(contentImageSvg(sample)))).toEqual(DRAWINGS[CONTENT_IMAGE_DRAWING]);
  });

  it('is as large as the calls say, with the banner words in it', () => {
    for (const sample of SAMPLES) {
      const { Width, Height } = contentImage(sample);
      const svg = contentImageSvg(sample);
      expect(svg).toContain(`width="${Width}" height="${Height}" viewBox="0 0 ${Width} ${Height}"`);
      expect(svg).toContain('>%100 Bonus</text>');
      expect(svg).toContain('>₺5.000&apos;e kadar</text>');
      expect(svg).toContain('>YENİ ÜYELERE ÖZEL</text>');
      expect(svg).toContain('>HEMEN KATIL</text>');
    }
  });

  it('escapes what the operator wrote', () => {
    const art = JSON.stringify({ palette: 'ruby', motif: 'cards', kicker: '<b>', headline: 'A & B', cta: '"x"' });
    const svg = contentImageSvg({ kind: 'promotion', id: 9, size: 'promotion', title: '<script>', art });
    expect(svg).toContain('<title>&lt;script&gt;</title>');
    expect(svg).toContain('>A &amp; B</text>');
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('<b>');
  });

  it('draws a plain banner with the title when the art is missing or malformed', () => {
    expect(parseArt('{bozuk', 'Kış Turnuvası')).toMatchObject({ headline: 'Kış Turnuvası' });
    expect(parseArt(JSON.stringify({ palette: 'pembe' }), 'Kış')).toMatchObject({ headline: 'Kış' });
    expect(contentImageSvg({ kind: 'slider', id: 3, size: 'slider', title: 'Kış', art: 'null' })).toContain(
      '>Kış</text>',
    );
  });

  it('gets a new version, so a new address, when anything it is drawn from changes', () => {
    const [base] = SAMPLES as [ArtSource];
    const variants: ArtSource[] = [
      base,
      { ...base, id: 2 },
      { ...base, kind: 'promotion' },
      { ...base, size: 'innerSlider' },
      { ...base, title: 'Başka başlık' },
      { ...base, art: ART.replace('violet', 'ruby') },
    ];
    const versions = variants.map(contentImageVersion);
    expect(new Set(versions).size).toBe(variants.length);
    expect(contentImageVersion({ ...base })).toBe(versions[0]);
    expect(contentImage(base).Url).toBe(`/content/images/slider/1.svg?v=${versions[0]}`);
  });
});

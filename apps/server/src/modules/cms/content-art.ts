import { createHash } from 'node:crypto';
import { CONTENT_IMAGE_SIZES, type ContentImage } from '@bnw/contract';
import { z } from 'zod';

/**
 * What a content row's generated picture is drawn from: the `art` column's JSON (colours, a
 * motif and the banner's words). No artwork is downloaded or stored; the picture's address
 * carries a version of exactly these inputs, so it can be cached for good.
 */

export const ART_PALETTES = ['ruby', 'emerald', 'sapphire', 'gold', 'violet', 'midnight', 'sunset'] as const;
export const ART_MOTIFS = ['coins', 'cards', 'dice', 'trophy', 'gift', 'spins', 'chips', 'tombala'] as const;
export const CONTENT_IMAGE_KINDS = ['slider', 'promotion', 'popup', 'tournament'] as const;
export type ContentImageKind = (typeof CONTENT_IMAGE_KINDS)[number];
export type ArtSize = keyof typeof CONTENT_IMAGE_SIZES;

const shortText = (maxLength: number) => z.string().trim().min(1).max(maxLength);

export const artSchema = z.object({
  palette: z.enum(ART_PALETTES),
  motif: z.enum(ART_MOTIFS),
  /** The small line above the headline ("YENİ ÜYELERE ÖZEL"). */
  kicker: shortText(40),
  /** The big words ("%100", "100 Bedava Dönüş"). */
  headline: shortText(32),
  /** An amount drawn as ₺ ("₺5.000"), with the words after it ("'e kadar"). */
  amountKurus: z.number().int().positive().max(100_000_000_00).optional(),
  amountSuffix: shortText(30).optional(),
  /** One more line under the headline. */
  line: shortText(60).optional(),
  /** The button drawn on the picture ("HEMEN KATIL"). */
  cta: shortText(20).optional(),
});
export type Art = z.infer<typeof artSchema>;

const FALLBACK_ART: Art = { palette: 'midnight', motif: 'chips', kicker: 'BNW CASINO', headline: 'Kazanmaya Başla' };

/** The stored art, or a plain banner with the row's title when the JSON is missing or malformed. */
export function parseArt(json: string, title: string): Art {
  try {
    const parsed = artSchema.safeParse(JSON.parse(json));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON at all: drawn plain below, like a wrong shape.
  }
  return { ...FALLBACK_ART, headline: title.slice(0, 32) || FALLBACK_ART.headline };
}

/**
 * The drawing code's own version: raise it whenever content-images.ts draws differently, so every
 * address changes and no browser keeps the old picture (test/content-images.test.ts pins the drawing).
 */
export const CONTENT_IMAGE_DRAWING = 1;

/** Everything a picture is drawn from. */
export interface ArtSource {
  kind: ContentImageKind;
  id: number;
  size: ArtSize;
  title: string;
  art: string;
}

/** A short digest of all the picture's inputs: its version in the address and its ETag. */
export function contentImageVersion(source: ArtSource): string {
  const inputs = JSON.stringify([CONTENT_IMAGE_DRAWING, source.kind, source.id, source.size, source.title, source.art]);
  return createHash('sha256').update(inputs).digest('hex').slice(0, 12);
}

/** The picture as the calls answer it: its versioned address and the size to reserve for it. */
export function contentImage(source: ArtSource): ContentImage {
  const size = CONTENT_IMAGE_SIZES[source.size];
  const url = `/content/images/${source.kind}/${source.id}.svg?v=${contentImageVersion(source)}`;
  return { Url: url, Width: size.Width, Height: size.Height };
}

/** The home slider is 2:1; an inner page's is lower (3:1). */
export function sliderSize(sliderType: string): ArtSize {
  return sliderType === 'home' ? 'slider' : 'innerSlider';
}

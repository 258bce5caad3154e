import { createHash } from 'node:crypto';
import { CONTENT_IMAGE_SIZES, formatTry, turkishUpper } from '@bnw/contract';
import { type Art, type ArtSource, parseArt } from './content-art.js';
import { motifSvg } from './content-motifs.js';
import { escapeXml } from '../../platform/svg-text.js';

/**
 * The content's banners, drawn by our code from a row's `art` (content-art.ts): a deep gradient
 * of the palette, a sunburst and a glow behind the motif, confetti and sparkles, and the words
 * large on the left (on a pop-up, below the motif). Every line of text gets an explicit
 * `textLength` from a width estimate, so the layout is the same whatever font the phone has.
 */

interface Palette {
  deep: string;
  mid: string;
  glow: string;
  accent: string;
}

const PALETTES: Record<Art['palette'], Palette> = {
  ruby: { deep: '#2a0414', mid: '#9b1035', glow: '#ff4d6d', accent: '#ffd166' },
  emerald: { deep: '#022419', mid: '#0b7a4b', glow: '#34d399', accent: '#ffd166' },
  sapphire: { deep: '#061236', mid: '#1d4ed8', glow: '#60a5fa', accent: '#fcd34d' },
  gold: { deep: '#241300', mid: '#a05a06', glow: '#fbbf24', accent: '#fff1a8' },
  violet: { deep: '#17072f', mid: '#6d28d9', glow: '#c084fc', accent: '#fbbf24' },
  midnight: { deep: '#040816', mid: '#1e2b4a', glow: '#22d3ee', accent: '#facc15' },
  sunset: { deep: '#360808', mid: '#d9480f', glow: '#fb923c', accent: '#fde047' },
};

const FONT = "Arial, 'Helvetica Neue', Helvetica, 'Liberation Sans', sans-serif";

/** Width of a bold line in ems, by Arial Bold's widths (capitals and digits wide, i and l narrow). */
function widthInEms(text: string): number {
  let ems = 0;
  for (const character of text) {
    if (character === ' ') ems += 0.28;
    else if (/[.,:;'’!|iılIİ]/u.test(character)) ems += 0.3;
    else if (/[MWmwŞĞ%₺]/u.test(character)) ems += 0.86;
    else if (/[\p{Lu}\d]/u.test(character)) ems += 0.7;
    else ems += 0.58;
  }
  return ems;
}

interface Line {
  text: string;
  /** Largest font size; smaller when the line would be wider than the room. */
  size: number;
  weight: number;
  fill: string;
  letterSpacing?: number;
}

interface Placed {
  svg: string;
  height: number;
}

/** One line of text at (x, baseline), shrunk to `room` if needed and held to its estimated width. */
function placeLine(line: Line, x: number, top: number, room: number, anchor: 'start' | 'middle'): Placed {
  const spacing = line.letterSpacing ?? 0;
  const naturalEms = widthInEms(line.text) + spacing * [...line.text].length;
  const size = Math.min(line.size, room / naturalEms);
  const width = Math.round(naturalEms * size);
  const baseline = Math.round(top + size * 0.82);
  const svg =
    `<text x="${Math.round(x)}" y="${baseline}" text-anchor="${anchor}" font-family="${FONT}" font-weight="${line.weight}" ` +
    `font-size="${Math.round(size)}" fill="${line.fill}" letter-spacing="${(spacing * size).toFixed(1)}" ` +
    `textLength="${width}" lengthAdjust="spacingAndGlyphs">${escapeXml(line.text)}</text>`;
  return { svg, height: Math.round(size * 1.05) };
}

/** ₺5.000 for whole liras, ₺12,50 otherwise: a banner's amount reads like an operator's. */
function bannerAmount(amountKurus: number): string {
  const text = formatTry(amountKurus);
  return amountKurus % 100 === 0 ? text.replace(/,00$/, '') : text;
}

/** "'e kadar" joins the amount as Turkish writes it (₺5.000'e); other words follow a space. */
function suffixText(suffix: string | undefined): string {
  if (!suffix) return '';
  return /^['’]/u.test(suffix) ? suffix : ` ${suffix}`;
}

function textLines(art: Art, palette: Palette, unit: number): Line[] {
  const lines: Line[] = [
    { text: turkishUpper(art.kicker), size: 24 * unit, weight: 800, fill: palette.accent, letterSpacing: 0.08 },
    { text: art.headline, size: 86 * unit, weight: 900, fill: '#ffffff' },
  ];
  if (art.amountKurus !== undefined) {
    const amount = bannerAmount(art.amountKurus) + suffixText(art.amountSuffix);
    lines.push({ text: amount, size: 58 * unit, weight: 900, fill: palette.accent });
  }
  if (art.line) lines.push({ text: art.line, size: 25 * unit, weight: 600, fill: '#f1f5f9' });
  return lines;
}

/** The button drawn on the banner, its left edge (or centre) at x. */
function button(text: string, x: number, top: number, unit: number, palette: Palette, centred: boolean): Placed {
  const label = turkishUpper(text);
  const size = 22 * unit;
  const height = Math.round(50 * unit);
  const width = Math.round(widthInEms(label) * size + 56 * unit);
  const left = Math.round(centred ? x - width / 2 : x);
  const svg = [
    `<rect x="${left}" y="${Math.round(top + 4 * unit)}" width="${width}" height="${height}" rx="${height / 2}" fill="#000000" fill-opacity="0.3"/>`,
    `<rect x="${left}" y="${Math.round(top)}" width="${width}" height="${height}" rx="${height / 2}" fill="url(#cta)"/>`,
    placeLine(
      { text: label, size, weight: 900, fill: palette.deep },
      left + width / 2,
      top + (height - size) / 2,
      width,
      'middle',
    ).svg,
  ].join('');
  return { svg, height: height + Math.round(6 * unit) };
}

/** The words stacked from `top`, each line at most `room` wide. */
function wordBlock(art: Art, palette: Palette, unit: number, x: number, room: number, centred: boolean) {
  const gap = Math.round(10 * unit);
  const anchor = centred ? 'middle' : 'start';
  return (top: number): Placed => {
    let cursor = top;
    const parts: string[] = [];
    for (const line of textLines(art, palette, unit)) {
      const placed = placeLine(line, x, cursor, room, anchor);
      parts.push(placed.svg);
      cursor += placed.height + gap;
    }
    if (art.cta) {
      const placed = button(art.cta, x, cursor + gap, unit, palette, centred);
      parts.push(placed.svg);
      cursor += placed.height + gap;
    }
    return { svg: parts.join(''), height: cursor - top - gap };
  };
}

/** Pseudo-random but fixed numbers for a picture: the same row always gets the same confetti. */
function seededNumbers(seed: string, count: number): number[] {
  const digest = createHash('sha256').update(seed).digest();
  return Array.from({ length: count }, (_, index) => digest[index % digest.length]! / 255);
}

function sunburst(cx: number, cy: number, length: number): string {
  const rays: string[] = [];
  for (let index = 0; index < 18; index += 1) {
    const from = (index * 20 * Math.PI) / 180;
    const to = from + (9 * Math.PI) / 180;
    const point = (angle: number) =>
      `${Math.round(cx + length * Math.cos(angle))},${Math.round(cy + length * Math.sin(angle))}`;
    rays.push(`<polygon points="${Math.round(cx)},${Math.round(cy)} ${point(from)} ${point(to)}"/>`);
  }
  return `<g fill="#ffffff" fill-opacity="0.055">${rays.join('')}</g>`;
}

function sparkle(x: number, y: number, scale: number, fill: string): string {
  return `<path transform="translate(${Math.round(x)} ${Math.round(y)}) scale(${scale.toFixed(2)})" d="M0 -10 L2.2 -2.2 L10 0 L2.2 2.2 L0 10 L-2.2 2.2 L-10 0 L-2.2 -2.2 Z" fill="${fill}"/>`;
}

/** Confetti and sparkles around the motif, never over the words. */
function confetti(seed: string, area: Area, palette: Palette): string {
  const numbers = seededNumbers(seed, 40);
  const colours = [palette.accent, palette.glow, '#ffffff', '#f472b6'];
  const pieces: string[] = [];
  for (let index = 0; index < 10; index += 1) {
    const [a, b, c, d] = numbers.slice(index * 4, index * 4 + 4) as [number, number, number, number];
    const x = Math.round(area.left + a * area.width);
    const y = Math.round(area.top + b * area.height);
    if (index < 4) pieces.push(sparkle(x, y, 0.5 + c * 0.9, '#ffffff'));
    else
      pieces.push(
        `<rect x="${x}" y="${y}" width="${Math.round(6 + c * 8)}" height="${Math.round(3 + d * 4)}" rx="1.5" fill="${colours[index % colours.length]}" fill-opacity="0.75" transform="rotate(${Math.round(c * 180)} ${x} ${y})"/>`,
      );
  }
  return pieces.join('');
}

function definitions(palette: Palette, glowX: number, glowY: number, glowRadius: number): string {
  return [
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.deep}"/><stop offset="0.55" stop-color="${palette.mid}"/><stop offset="1" stop-color="${palette.deep}"/></linearGradient>`,
    `<radialGradient id="glow" gradientUnits="userSpaceOnUse" cx="${Math.round(glowX)}" cy="${Math.round(glowY)}" r="${Math.round(glowRadius)}"><stop offset="0" stop-color="${palette.glow}" stop-opacity="0.75"/><stop offset="0.45" stop-color="${palette.glow}" stop-opacity="0.22"/><stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${palette.deep}" stop-opacity="0.75"/><stop offset="0.62" stop-color="${palette.deep}" stop-opacity="0"/></linearGradient>`,
    `<linearGradient id="cta" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff7cc"/><stop offset="0.5" stop-color="${palette.accent}"/><stop offset="1" stop-color="#e0a100"/></linearGradient>`,
    '<linearGradient id="au" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff3b0"/><stop offset="0.45" stop-color="#f7c531"/><stop offset="1" stop-color="#b7791f"/></linearGradient>',
    '<linearGradient id="au-side" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#a86b00"/><stop offset="0.5" stop-color="#e0a526"/><stop offset="1" stop-color="#8a5a00"/></linearGradient>',
    '<radialGradient id="ball" cx="0.35" cy="0.3" r="0.75"><stop offset="0" stop-color="#ffffff" stop-opacity="0.7"/><stop offset="0.4" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.35"/></radialGradient>',
    '</defs>',
  ].join('');
}

interface Area {
  left: number;
  top: number;
  width: number;
  height: number;
}

interface Layout {
  width: number;
  height: number;
  /** The motif's centre and the side of its square box. */
  motifX: number;
  motifY: number;
  motifSize: number;
  /** Where the words go. */
  textX: number;
  textRoom: number;
  centred: boolean;
  /** The words' vertical room: from top to bottom. */
  textTop: number;
  textBottom: number;
  /** The largest scale of the words (1 is their size on an 800 px banner); lower when they need the room. */
  unit: number;
  /** Where confetti may fall. */
  decoration: Area;
}

/** A banner: words on the left, the motif on the right. A pop-up: the motif above, the words below. */
function layoutFor(width: number, height: number): Layout {
  if (height > width) {
    const motifSize = height * 0.46;
    return {
      width,
      height,
      motifX: width / 2,
      motifY: height * 0.29,
      motifSize,
      textX: width / 2,
      textRoom: width * 0.86,
      centred: true,
      textTop: height * 0.55,
      textBottom: height * 0.96,
      unit: width / 600,
      decoration: { left: 0, top: 0, width, height: height * 0.52 },
    };
  }
  const motifSize = Math.min(width * 0.36, height * 0.8);
  const motifX = width - motifSize * 0.62;
  const textX = width * 0.06;
  const textEnd = motifX - motifSize / 2;
  return {
    width,
    height,
    motifX,
    motifY: height * 0.52,
    motifSize,
    textX,
    // The words end where the motif begins.
    textRoom: textEnd - textX - 12,
    centred: false,
    textTop: height * 0.08,
    textBottom: height * 0.92,
    unit: width / 800,
    decoration: { left: textEnd, top: 0, width: width - textEnd, height },
  };
}

/**
 * The words at the largest scale that fits the layout's height, and their top for vertical centring.
 * A line narrowed by its width does not shrink with the scale, so the fit is tried a few times.
 */
function fittedWords(art: Art, palette: Palette, layout: Layout): { svg: (top: number) => Placed; top: number } {
  const room = layout.textBottom - layout.textTop;
  let unit = layout.unit;
  let words = wordBlock(art, palette, unit, layout.textX, layout.textRoom, layout.centred);
  for (let attempt = 0; attempt < 4 && words(0).height > room; attempt += 1) {
    unit *= (room / words(0).height) * 0.99;
    words = wordBlock(art, palette, unit, layout.textX, layout.textRoom, layout.centred);
  }
  const top = layout.textTop + Math.max(0, (room - words(0).height) / 2);
  return { svg: words, top: Math.round(top) };
}

/** The picture of a slider, promotion, pop-up or tournament, as SVG text. */
export function contentImageSvg(source: ArtSource): string {
  const art = parseArt(source.art, source.title);
  const palette = PALETTES[art.palette];
  const { Width: width, Height: height } = CONTENT_IMAGE_SIZES[source.size];
  const layout = layoutFor(width, height);
  const words = fittedWords(art, palette, layout);
  const scale = layout.motifSize / 100;
  const motifLeft = layout.motifX - layout.motifSize / 2;
  const motifTop = layout.motifY - layout.motifSize / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
    `<title>${escapeXml(source.title)}</title>`,
    definitions(palette, layout.motifX, layout.motifY, layout.motifSize * 0.95),
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    sunburst(layout.motifX, layout.motifY, Math.max(width, height)),
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>`,
    layout.centred ? '' : `<rect width="${width}" height="${height}" fill="url(#shade)"/>`,
    confetti(`${source.kind}:${source.id}`, layout.decoration, palette),
    `<g transform="translate(${Math.round(motifLeft)} ${Math.round(motifTop)}) scale(${scale.toFixed(3)})">`,
    motifSvg(art.motif, { glow: palette.glow, deep: palette.deep }),
    '</g>',
    words.svg(words.top).svg,
    `<rect x="1" y="1" width="${width - 2}" height="${height - 2}" fill="none" stroke="${palette.accent}" stroke-opacity="0.35" stroke-width="2"/>`,
    '</svg>',
  ].join('');
}

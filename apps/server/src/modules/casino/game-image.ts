import { createHash } from 'node:crypto';
import { turkishUpper } from '@bnw/contract';
import { SYMBOL_ART_SIZE, isMotifId, symbolArtShapes, type MotifId } from '@bnw/game-math/art';

/**
 * The lobby's game pictures, drawn by our code from the game's id, name and (for our studio's
 * games) theme: no studio artwork is downloaded or stored. An outside provider's game gets a
 * gradient whose colours come from a hash of the name, the initials large, the name below; ours
 * gets its variant's colours and symbols. The same inputs always give the same picture, and its
 * address (platform/game-image-address.ts) is versioned by exactly these inputs.
 */

const WIDTH = 300;
const HEIGHT = 400;
const LINE_LENGTH = 18;

// The address and its version live on the ground floor: the wallet's virtual games name pictures too.
import type { GameImageSource } from '../../platform/game-image-address.js';
export {
  GAME_IMAGE_DRAWING,
  type GameImageSource,
  gameImageUrl,
  gameImageVersion,
} from '../../platform/game-image-address.js';
import { escapeXml } from '../../platform/svg-text.js';

function huesOf(gameId: number, name: string): [number, number] {
  const digest = createHash('sha256').update(`${gameId}:${name}`).digest();
  const first = digest.readUInt16BE(0) % 360;
  return [first, (first + 40 + (digest[2]! % 80)) % 360];
}

function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /\p{L}|\p{N}/u.test(word));
  const letters = words.slice(0, 2).map((word) => [...word.replace(/^[^\p{L}\p{N}]+/u, '')][0] ?? '');
  return turkishUpper(letters.join('')) || '?';
}

/** The name on at most two lines of about 18 characters, the second cut with an ellipsis. */
function nameLines(name: string): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of name.split(/\s+/).filter(Boolean)) {
    if (current && (current + ' ' + word).length > LINE_LENGTH) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  if (lines.length <= 2) return lines;
  const second = lines.slice(1).join(' ');
  return [lines[0]!, `${second.slice(0, LINE_LENGTH - 1).trimEnd()}…`];
}

export function gameImageSvg(gameId: number, name: string): string {
  const [from, to] = huesOf(gameId, name);
  const lines = nameLines(name)
    .map((line, index) => `<tspan x="150" dy="${index === 0 ? 0 : 30}">${escapeXml(line)}</tspan>`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img">`,
    `<title>${escapeXml(name)}</title>`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="hsl(${from},70%,42%)"/><stop offset="1" stop-color="hsl(${to},75%,22%)"/>`,
    '</linearGradient></defs>',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>`,
    '<circle cx="150" cy="160" r="92" fill="#ffffff" fill-opacity="0.14"/>',
    `<text x="150" y="190" text-anchor="middle" font-family="sans-serif" font-size="84" font-weight="700" fill="#ffffff">${escapeXml(initialsOf(name))}</text>`,
    `<text x="150" y="316" text-anchor="middle" font-family="sans-serif" font-size="24" font-weight="600" fill="#ffffff">${lines}</text>`,
    '</svg>',
  ].join('');
}

/** A studio game's theme as the catalogue sync stores it (games.theme): colours and three symbol pictures. */
interface TileTheme {
  background: string;
  accent: string;
  text: string;
  symbols: Array<{ art: MotifId; colour: string }>;
}

const COLOUR = /^#[0-9a-fA-F]{6}$/;
/** A symbol's picture on the tile, inside its 44-radius disc. */
const ART_SIZE = 64;

/** The stored theme, or null when absent or not the expected shape (then the plain tile is drawn). */
export function parseTileTheme(json: string | null): TileTheme | null {
  if (!json) return null;
  try {
    const theme = JSON.parse(json) as TileTheme;
    const colours = [theme.background, theme.accent, theme.text, ...theme.symbols.map((symbol) => symbol.colour)];
    if (!colours.every((colour) => COLOUR.test(colour)) || theme.symbols.length === 0) return null;
    // A theme stored before the symbols were pictures (emoji glyphs) waits for the next catalogue sync as a plain tile.
    if (!theme.symbols.every((symbol) => typeof symbol.art === 'string' && isMotifId(symbol.art))) return null;
    return theme;
  } catch {
    return null;
  }
}

/**
 * Our studio's tile: the variant's background deepening into its accent, three of its symbols large
 * on glowing discs like reels, the name along the bottom on a dark band. A game of an outside
 * provider (no theme) gets the plain tile.
 */
export function gameTileSvg({ id, name, theme: themeJson }: GameImageSource): string {
  const theme = parseTileTheme(themeJson);
  if (!theme) return gameImageSvg(id, name);
  const symbols = theme.symbols.slice(0, 3);
  const spacing = WIDTH / (symbols.length + 1);
  const reels = symbols
    .map((symbol, index) => {
      const x = Math.round(spacing * (index + 1));
      const y = index === 1 ? 150 : 180;
      return [
        `<circle cx="${x}" cy="${y}" r="44" fill="${symbol.colour}" fill-opacity="0.28" stroke="${theme.accent}" stroke-opacity="0.7" stroke-width="3"/>`,
        `<g transform="translate(${x - ART_SIZE / 2} ${y - ART_SIZE / 2}) scale(${ART_SIZE / SYMBOL_ART_SIZE})">${symbolArtShapes(symbol.art, symbol.colour)}</g>`,
      ].join('');
    })
    .join('');
  const lines = nameLines(name)
    .map((line, index) => `<tspan x="150" dy="${index === 0 ? 0 : 28}">${escapeXml(line)}</tspan>`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img">`,
    `<title>${escapeXml(name)}</title>`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="0.4" y2="1">',
    `<stop offset="0" stop-color="${theme.background}"/><stop offset="0.65" stop-color="${theme.background}"/><stop offset="1" stop-color="${theme.accent}"/>`,
    '</linearGradient>',
    `<radialGradient id="l" cx="0.5" cy="0.38" r="0.6"><stop offset="0" stop-color="${theme.accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${theme.accent}" stop-opacity="0"/></radialGradient>`,
    '</defs>',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#l)"/>`,
    `<rect x="10" y="10" width="${WIDTH - 20}" height="${HEIGHT - 20}" rx="18" fill="none" stroke="${theme.accent}" stroke-opacity="0.55" stroke-width="3"/>`,
    reels,
    `<rect x="0" y="282" width="${WIDTH}" height="118" fill="#000000" fill-opacity="0.45"/>`,
    `<text x="150" y="326" text-anchor="middle" font-family="sans-serif" font-size="26" font-weight="800" fill="${theme.text}">${lines}</text>`,
    '</svg>',
  ].join('');
}

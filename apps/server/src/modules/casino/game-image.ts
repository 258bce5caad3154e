import { createHash } from 'node:crypto';
import { turkishUpper } from '@bnw/contract';

/**
 * The lobby's game pictures, drawn by our code from the game's id and name: no studio artwork is
 * downloaded or stored. A gradient whose colours come from a hash of the name, the initials large,
 * the name below. The same name always gives the same picture.
 */

const WIDTH = 300;
const HEIGHT = 400;
const LINE_LENGTH = 18;

// The address and its version live on the ground floor: the wallet's virtual games name pictures too.
export { gameImageUrl, gameImageVersion } from '../../platform/game-image-address.js';

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

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

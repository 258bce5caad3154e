import type { GameImageType } from '@bnw/contract/backoffice';

/**
 * What a file staff upload as a game's picture is, read from its own bytes (never from a name or a
 * declared type, which the sender chooses): a PNG, JPEG or WebP and its width and height from the
 * header, or null for anything else (a GIF, an SVG, text, a truncated or damaged header). Only the
 * header is read; the browser decodes the rest, and a file that merely starts like a picture
 * cannot do harm served as that picture's type with `nosniff`.
 */
export interface ImageFile {
  type: GameImageType;
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** The last chunk of every complete PNG: length 0, "IEND" and its fixed CRC. */
const PNG_END = [0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

function startsWith(bytes: Buffer, expected: readonly number[], at = 0): boolean {
  return bytes.length >= at + expected.length && expected.every((value, index) => bytes[at + index] === value);
}

function ascii(bytes: Buffer, at: number, length: number): string {
  return bytes.length >= at + length ? bytes.toString('latin1', at, at + length) : '';
}

/** A PNG: its signature, IHDR first (13 bytes: width and height big-endian) and IEND last. */
function readPng(bytes: Buffer): ImageFile | null {
  if (!startsWith(bytes, PNG_SIGNATURE) || bytes.length < 8 + 25 + PNG_END.length) return null;
  if (bytes.readUInt32BE(8) !== 13 || ascii(bytes, 12, 4) !== 'IHDR') return null;
  if (!startsWith(bytes, PNG_END, bytes.length - PNG_END.length)) return null;
  return { type: 'image/png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Start-of-frame markers (baseline, progressive, lossless...): they carry the size. C4, C8 and CC are not frames. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** A JPEG: SOI, then segments walked by their lengths up to the first frame header, which holds height and width. */
function readJpeg(bytes: Buffer): ImageFile | null {
  if (!startsWith(bytes, [0xff, 0xd8, 0xff])) return null;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte before a marker
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // the image ended or its data began before any frame header
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2; // markers without a length
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length || length < 7) return null;
      return { type: 'image/jpeg', height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

/** A WebP: a RIFF container of the file's own length whose first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended). */
function readWebp(bytes: Buffer): ImageFile | null {
  if (ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP' || bytes.length < 30) return null;
  if (bytes.readUInt32LE(4) + 8 !== bytes.length) return null;
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ' && startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) {
    return { type: 'image/webp', width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L' && bytes[20] === 0x2f) {
    const bits = bytes.readUInt32LE(21);
    return { type: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return { type: 'image/webp', width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  return null;
}

export function readImageFile(bytes: Buffer): ImageFile | null {
  return readPng(bytes) ?? readJpeg(bytes) ?? readWebp(bytes);
}

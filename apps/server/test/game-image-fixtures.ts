import { crc32, deflateSync } from 'node:zlib';

/**
 * Pictures for the game-image tests, made here byte by byte: a real PNG of any size (a browser
 * decodes it), optionally padded with a text chunk to reach a file size, and the headers of a
 * JPEG, a WebP and a GIF (enough for the server's header check, which is what they test).
 */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A solid-colour RGB PNG of width × height; `padTo` adds a text chunk so the file has about that many bytes. */
export function pngImage(width: number, height: number, colour = [200, 40, 60], padTo = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => colour).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
  ];
  const size = parts.reduce((sum, part) => sum + part.length, 0) + 12;
  if (padTo > size + 12) parts.push(chunk('tEXt', Buffer.from(`Comment\0${'x'.repeat(padTo - size - 12 - 8)}`)));
  parts.push(chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

/** A JPEG's start, an APP0 segment and a baseline frame header of width × height, then its end. */
export function jpegHeader(width: number, height: number): Buffer {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0', 'latin1'), 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const frame = [0xff, 0xc0, 0x00, 0x11, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3];
  const components = [1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return Buffer.from([0xff, 0xd8, ...app0, ...frame, ...components, 0xff, 0xd9]);
}

/** A lossless WebP's RIFF container and VP8L header of width × height. */
export function webpHeader(width: number, height: number): Buffer {
  const bits = Buffer.alloc(4);
  bits.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14));
  const payload = Buffer.concat([Buffer.from([0x2f]), bits, Buffer.alloc(5)]);
  const vp8l = Buffer.concat([Buffer.from('VP8L', 'latin1'), Buffer.from([payload.length, 0, 0, 0]), payload]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(4 + vp8l.length);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), size, Buffer.from('WEBP', 'latin1'), vp8l]);
}

/** A GIF89a header of width × height: a picture, but not a type the lobby takes. */
export function gifHeader(width: number, height: number): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt16LE(width, 0);
  size.writeUInt16LE(height, 2);
  return Buffer.concat([Buffer.from('GIF89a', 'latin1'), size, Buffer.from([0, 0, 0, 0x3b])]);
}

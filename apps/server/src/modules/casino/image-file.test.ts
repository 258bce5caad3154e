import { describe, expect, it } from 'vitest';
import { gifHeader, jpegHeader, pngImage, webpHeader } from '../../../test/game-image-fixtures.js';
import { readImageFile } from './image-file.js';

/** The upload's header check: the type and size come from the file's bytes, and anything else is null. */
describe('readImageFile', () => {
  it('reads a PNG, a JPEG and a lossless WebP with their sides', () => {
    expect(readImageFile(pngImage(300, 400))).toEqual({ type: 'image/png', width: 300, height: 400 });
    expect(readImageFile(jpegHeader(640, 480))).toEqual({ type: 'image/jpeg', width: 640, height: 480 });
    expect(readImageFile(webpHeader(1200, 900))).toEqual({ type: 'image/webp', width: 1200, height: 900 });
  });

  it('reads a lossy and an extended WebP', () => {
    const riff = (chunk: Buffer) => {
      const size = Buffer.alloc(4);
      size.writeUInt32LE(4 + chunk.length);
      return Buffer.concat([Buffer.from('RIFF'), size, Buffer.from('WEBP'), chunk]);
    };
    const lossy = Buffer.alloc(30);
    lossy.write('VP8 ', 0, 'latin1');
    lossy.writeUInt32LE(22, 4);
    lossy.set([0x9d, 0x01, 0x2a], 11);
    lossy.writeUInt16LE(300, 14);
    lossy.writeUInt16LE(400, 16);
    expect(readImageFile(riff(lossy))).toEqual({ type: 'image/webp', width: 300, height: 400 });
    const extended = Buffer.alloc(18);
    extended.write('VP8X', 0, 'latin1');
    extended.writeUInt32LE(10, 4);
    extended.writeUIntLE(599, 12, 3);
    extended.writeUIntLE(799, 15, 3);
    expect(readImageFile(riff(extended))).toEqual({ type: 'image/webp', width: 600, height: 800 });
  });

  it("skips fill bytes between a JPEG's segments", () => {
    const jpeg = jpegHeader(200, 300);
    const filled = Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xff]), jpeg.subarray(2)]);
    expect(readImageFile(filled)).toEqual({ type: 'image/jpeg', width: 200, height: 300 });
  });

  it('answers null for a GIF, text, an SVG, a truncated file or a container of the wrong length', () => {
    const png = pngImage(300, 400);
    const webp = webpHeader(300, 400);
    for (const bytes of [
      gifHeader(300, 400),
      Buffer.from('merhaba dünya'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400"/>'),
      png.subarray(0, png.length - 12),
      jpegHeader(300, 400).subarray(0, 24),
      Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x08]),
      Buffer.concat([webp, Buffer.alloc(4)]),
      Buffer.alloc(0),
    ]) {
      expect(readImageFile(bytes)).toBeNull();
    }
  });
});

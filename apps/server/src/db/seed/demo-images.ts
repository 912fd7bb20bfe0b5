import { crc32, deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A truecolour PNG of `width` × `height`, each pixel from `paint`. */
export function png(width: number, height: number, paint: (x: number, y: number) => Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3);
    for (let x = 0; x < width; x++) rows.set(paint(x, y), row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export type DocumentKind = 'id-front' | 'id-back' | 'face' | 'license' | 'proof';

const inside = (x: number, y: number, cx: number, cy: number, rx: number, ry: number) =>
  ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;

/**
 * A plain drawing standing in for a scanned document in the demo data: an ID card with a portrait
 * or an emblem, a face, a licence with a seal, a proof picture. `seed` varies the colours.
 */
export function demoDocument(kind: DocumentKind, seed: number): Buffer {
  const width = 320;
  const height = kind === 'face' ? 320 : 200;
  const tint = (seed * 47) % 60;
  const paper: Rgb = kind === 'license' ? [250, 246, 232] : [232, 240 - tint / 3, 250];
  const ink: Rgb = [60 + tint, 90, 140];
  return png(width, height, (x, y) => {
    const border = x < 6 || y < 6 || x >= width - 6 || y >= height - 6;
    if (border) return ink;
    switch (kind) {
      case 'id-front':
        if (inside(x, y, 250, 95, 40, 50)) return [200 - tint, 170, 150];
        if (y % 28 < 6 && x > 30 && x < 190 && y > 40 && y < 170) return ink;
        return paper;
      case 'id-back':
        if (inside(x, y, 70, 70, 36, 36)) return [200, 40 + tint, 40];
        if (y % 30 < 6 && x > 130 && x < 290 && y > 120 && y < 180) return ink;
        return paper;
      case 'face':
        if (inside(x, y, 160, 150, 80, 100))
          return inside(x, y, 160, 120, 12, 12) ? ink : [220, 190 - tint, 165];
        return [210, 225, 235];
      case 'license':
        if (inside(x, y, 250, 150, 34, 34) && !inside(x, y, 250, 150, 28, 28)) return [210, 40, 40];
        if (y % 24 < 5 && x > 30 && x < 200 && y > 40 && y < 180) return ink;
        return paper;
      case 'proof':
        return (Math.floor(x / 40) + Math.floor(y / 40) + seed) % 2 === 0 ? paper : [200 - tint, 215, 235];
    }
  });
}

/**
 * A plain drawing standing in for a photo of an album: a sky, hills and a sun, the colours and the
 * sun's place varied by `seed`.
 */
export function demoPhoto(seed: number): Buffer {
  const width = 360;
  const height = 240;
  const hue = (seed * 53) % 120;
  const sunX = 60 + ((seed * 71) % 240);
  return png(width, height, (x, y) => {
    const hill = 170 + Math.round(24 * Math.sin((x + seed * 37) / 40));
    if (y > hill) return [70 + hue / 3, 140 - hue / 4, 80];
    if (inside(x, y, sunX, 60, 26, 26)) return [250, 200 - hue / 2, 80];
    return [150 + hue / 2, 190, 235 - y / 4];
  });
}

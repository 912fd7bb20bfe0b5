import { describe, expect, it } from 'vitest';
import { png } from '../../src/db/seed/demo-images.js';
import { decodesAs } from '../../src/http/upload-body.js';

describe('decodesAs', () => {
  const image = png(4, 3, () => [10, 20, 30]);

  it('decodes a whole header as the declared format', () => {
    expect(decodesAs('image/png', image)).toBe(true);
    expect(decodesAs('image/webp', image)).toBe(false);
    expect(decodesAs('text/html', image)).toBe(false);
  });

  it('never reads past the bytes it was given (a cut-off header inside a larger buffer)', () => {
    // A view of the first 20 bytes: the height lies just past it, in the same memory.
    expect(decodesAs('image/png', image.subarray(0, 20))).toBe(false);
  });
});

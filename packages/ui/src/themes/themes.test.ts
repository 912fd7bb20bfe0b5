import { describe, expect, it } from 'vitest';
import { tones } from '../vocabulary';
import { darkTokens, lightTokens, type ThemeTokens } from './themeTokens';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [value >> 16, (value >> 8) & 255, value & 255].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

type Pair = { name: string; foreground: string; background: string; minimum: number };

function pairsOf({ color }: ThemeTokens): Pair[] {
  const surfaces = {
    background: color.background,
    surface: color.surface,
    surfaceRaised: color.surfaceRaised,
    surfaceHover: color.surfaceHover,
  };
  const pairs: Pair[] = [];
  for (const [surfaceName, surface] of Object.entries(surfaces)) {
    pairs.push({ name: `text on ${surfaceName}`, foreground: color.text, background: surface, minimum: 4.5 });
    pairs.push({
      name: `textMuted on ${surfaceName}`,
      foreground: color.textMuted,
      background: surface,
      minimum: 4.5,
    });
    pairs.push({
      name: `borderStrong on ${surfaceName}`,
      foreground: color.borderStrong,
      background: surface,
      minimum: 3,
    });
    pairs.push({
      name: `focusRing on ${surfaceName}`,
      foreground: color.focusRing,
      background: surface,
      minimum: 3,
    });
    for (const tone of tones) {
      const t = color.tone[tone];
      pairs.push({
        name: `${tone}.text on ${surfaceName}`,
        foreground: t.text,
        background: surface,
        minimum: 4.5,
      });
    }
  }
  for (const tone of tones) {
    const t = color.tone[tone];
    pairs.push(
      { name: `${tone}.onSolid on solid`, foreground: t.onSolid, background: t.solid, minimum: 4.5 },
      {
        name: `${tone}.onSolid on solidHover`,
        foreground: t.onSolid,
        background: t.solidHover,
        minimum: 4.5,
      },
      { name: `${tone}.onSoft on soft`, foreground: t.onSoft, background: t.soft, minimum: 4.5 },
      { name: `${tone}.onSoft on softHover`, foreground: t.onSoft, background: t.softHover, minimum: 4.5 },
      { name: `${tone}.text on soft (ghost hover)`, foreground: t.text, background: t.soft, minimum: 4.5 },
    );
  }
  return pairs;
}

describe.each([
  ['light', lightTokens],
  ['dark', darkTokens],
])('%s theme', (_name, tokens) => {
  it('meets WCAG AA for every foreground/background pair components use', () => {
    const failures = pairsOf(tokens)
      .map((pair) => ({ ...pair, ratio: contrast(pair.foreground, pair.background) }))
      .filter((pair) => pair.ratio < pair.minimum)
      .map((pair) => `${pair.name}: ${pair.ratio.toFixed(2)} < ${pair.minimum}`);
    expect(failures).toEqual([]);
  });
});

it('light and dark fill the same contract', () => {
  const keys = (value: unknown, prefix = ''): string[] =>
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, child]) => keys(child, `${prefix}${key}.`))
      : [prefix];
  expect(keys(darkTokens)).toEqual(keys(lightTokens));
});

it('the contrast helper is right about known pairs', () => {
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrast('#777777', '#ffffff')).toBeLessThan(4.5);
});

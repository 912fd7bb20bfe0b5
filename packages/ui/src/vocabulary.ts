/**
 * The prop vocabulary shared by every component. Each value set is an `as const` array: the types
 * are derived from it and the stories reuse it for their controls.
 */

export const tones = ['neutral', 'accent', 'critical', 'positive', 'caution'] as const;
export type Tone = (typeof tones)[number];

export const variants = ['solid', 'soft', 'ghost'] as const;
export type Variant = (typeof variants)[number];

export const sizes = ['small', 'standard', 'large'] as const;
export type Size = (typeof sizes)[number];

export const iconPositions = ['leading', 'trailing'] as const;
export type IconPosition = (typeof iconPositions)[number];

export const themes = ['light', 'dark'] as const;
export type ThemeName = (typeof themes)[number];

/** `data` prop: rendered as `data-*` attributes (product components take no className/style). */
export type DataAttributes = Record<string, string | number | boolean>;

export function dataAttributes(data: DataAttributes | undefined): Record<string, string> {
  const attributes: Record<string, string> = {};
  if (data) {
    for (const [key, value] of Object.entries(data)) attributes[`data-${key}`] = String(value);
  }
  return attributes;
}

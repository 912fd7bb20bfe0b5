import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@creator-console/ui';

const base = {
  flexShrink: 0,
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.border}`,
} as const;

const sizes = {
  small: { width: '72px', height: '72px' },
  large: { width: '160px', height: '160px' },
} as const;

export const image = styleVariants(sizes, (size) => [
  style({ ...base, ...size, display: 'block', objectFit: 'cover', background: vars.color.surface }),
]);

export const placeholder = styleVariants(sizes, (size) => [
  style({
    ...base,
    ...size,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: vars.color.textMuted,
    background: vars.color.background,
  }),
]);

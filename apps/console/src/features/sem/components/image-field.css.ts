import { style } from '@vanilla-extract/css';
import { vars } from '@creator-console/ui';

const frame = {
  display: 'inline-block',
  objectFit: 'cover',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceHover,
} as const;

export const preview = style({ ...frame, width: '7.5em', height: '7.5em' });

export const thumbnail = style({ ...frame, width: '3em', height: '3em', verticalAlign: 'middle' });

import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@creator-console/ui';

export const diff = style({
  margin: 0,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  padding: vars.space.small,
});

export const line = styleVariants({
  same: { color: vars.color.text },
  added: { background: vars.color.tone.positive.soft, color: vars.color.tone.positive.text },
  removed: { background: vars.color.tone.critical.soft, color: vars.color.tone.critical.text },
});

export const marker = style({ display: 'inline-block', width: '1.5em', userSelect: 'none' });

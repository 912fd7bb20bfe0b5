import { style } from '@vanilla-extract/css';
import { vars } from '@creator-console/ui';

export const content = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: 1.7,
  color: vars.color.text,
});

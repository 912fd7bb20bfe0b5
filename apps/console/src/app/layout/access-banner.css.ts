import { style } from '@vanilla-extract/css';
import { vars } from '@creator-console/ui';

export const banner = style({
  marginBlockEnd: vars.space.medium,
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `1px solid ${vars.color.tone.accent.soft}`,
  borderRadius: vars.radius.standard,
  background: vars.color.tone.accent.soft,
  color: vars.color.tone.accent.onSoft,
});

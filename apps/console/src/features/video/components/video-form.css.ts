import { style } from '@vanilla-extract/css';
import { vars } from '@creator-console/ui';

/** The native date-time input, dressed like the design system's text fields. */
export const dateTime = style({
  maxWidth: '16em',
  minHeight: vars.layout.controlHeightStandard,
  paddingInline: vars.space.medium,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.standard,
  colorScheme: 'light dark',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 0 },
    '&[aria-invalid="true"]': { borderColor: vars.color.tone.critical.text },
  },
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.standard,
  minWidth: 0,
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
});

export const list = style({
  display: 'flex',
  gap: vars.space.xsmall,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      flexShrink: 0,
      overflowX: 'visible',
      borderBottom: 'none',
      borderInlineEnd: `1px solid ${vars.color.border}`,
    },
  },
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.layout.controlHeightStandard,
  paddingInline: vars.space.medium,
  border: 'none',
  borderRadius: `${vars.radius.small} ${vars.radius.small} 0 0`,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.font.size.standard,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  // The active tab is marked by an accent bar on the list's edge, not by colour alone.
  boxShadow: 'inset 0 -2px 0 transparent',
  transition: `color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&:hover:not([data-disabled])': { color: vars.color.text },
    '&[data-state="active"]': {
      color: vars.color.tone.accent.text,
      fontWeight: vars.font.weight.medium,
      boxShadow: `inset 0 -2px 0 ${vars.color.tone.accent.text}`,
    },
    '&[data-orientation="vertical"]': {
      justifyContent: 'flex-start',
      borderRadius: `${vars.radius.small} 0 0 ${vars.radius.small}`,
      boxShadow: 'inset -2px 0 0 transparent',
    },
    '&[data-orientation="vertical"][data-state="active"]': {
      boxShadow: `inset -2px 0 0 ${vars.color.tone.accent.text}`,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const content = style({
  minWidth: 0,
  flexGrow: 1,
  borderRadius: vars.radius.small,
  // A force-mounted panel stays in the DOM while inactive: hide it from everyone.
  selectors: { '&[data-state="inactive"]': { display: 'none' } },
});

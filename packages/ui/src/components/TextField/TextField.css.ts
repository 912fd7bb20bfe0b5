import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const control = style({ position: 'relative', display: 'flex', alignItems: 'center' });

/** Beside an action, the box takes the room the action leaves. */
export const controlGrow = style({ flex: 1, minWidth: 0 });

export const input = style({ height: vars.layout.controlHeightStandard });

/** Room on the right for the show-password button. */
export const inputWithAction = style({ paddingInlineEnd: vars.layout.controlHeightStandard });

export const action = style({ position: 'absolute', insetInlineEnd: vars.space.xxsmall });

/** The prefix's length in characters, set on the input: its text starts after the prefix. */
export const prefixLength = createVar();

export const inputWithPrefix = style({
  paddingInlineStart: `calc(${vars.space.medium} + ${vars.space.xsmall} + ${prefixLength} * 1em)`,
});

export const prefix = style({
  position: 'absolute',
  insetInlineStart: vars.space.medium,
  color: vars.color.textMuted,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  pointerEvents: 'none',
});

/** The box and a control beside it on one line. */
export const withAction = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const trailing = style({ display: 'flex', alignItems: 'center', flexShrink: 0 });

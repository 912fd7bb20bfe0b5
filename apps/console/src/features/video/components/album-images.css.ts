import { style } from '@vanilla-extract/css';
import { vars } from '@creator-console/ui';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.small,
  padding: vars.space.xsmall,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  cursor: 'grab',
  selectors: {
    '&[data-dragging="true"]': { opacity: 0.5 },
    '&[data-over="true"]': { borderColor: vars.color.focusRing },
  },
});

export const position = style({ minWidth: '2em', textAlign: 'center', fontWeight: vars.font.weight.medium });

export const grow = style({ flexGrow: 1, minWidth: 0 });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

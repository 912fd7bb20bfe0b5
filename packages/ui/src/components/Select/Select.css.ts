import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  height: vars.layout.controlHeightStandard,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-state="open"]': { borderColor: vars.color.focusRing },
  },
});

export const value = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.duration.fast}`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

export const content = style({
  minWidth: 'var(--radix-select-trigger-width)',
  maxHeight: 'var(--radix-select-content-available-height)',
  overflow: 'hidden',
});

export const viewport = style({ padding: 0 });

export const item = style({
  justifyContent: 'space-between',
  selectors: {
    '&[data-state="checked"]': { color: vars.color.tone.accent.text, fontWeight: vars.font.weight.medium },
  },
});

export const indicator = style({ display: 'inline-flex' });

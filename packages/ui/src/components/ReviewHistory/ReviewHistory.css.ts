import { style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { tones, type Tone } from '../../vocabulary';

const markerSize = vars.space.medium;

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.text,
});

export const entry = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${markerSize} 1fr`,
  columnGap: vars.space.medium,
  paddingBottom: vars.space.large,
  selectors: {
    // The line that joins one marker to the next.
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      top: vars.space.large,
      bottom: 0,
      insetInlineStart: `calc(${markerSize} / 2 - 1px)`,
      width: 2,
      background: vars.color.border,
    },
    '&:last-child': { paddingBottom: 0 },
  },
});

export const marker = recipe({
  base: {
    width: markerSize,
    height: markerSize,
    marginTop: vars.space.xsmall,
    borderRadius: vars.radius.full,
    border: `2px solid ${vars.color.surface}`,
    boxShadow: `0 0 0 1px ${vars.color.borderStrong}`,
  },
  variants: {
    tone: Object.fromEntries(
      tones.map((tone) => [tone, { background: vars.color.tone[tone].solid }]),
    ) as Record<Tone, StyleRule>,
  },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const stage = style({
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  fontWeight: vars.font.weight.strong,
});

export const time = style({
  marginInlineStart: 'auto',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const actor = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.textMuted,
});

export const message = style({
  margin: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  background: vars.color.tone.neutral.soft,
  color: vars.color.tone.neutral.onSoft,
  borderRadius: vars.radius.standard,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const empty = style({
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.textMuted,
});

import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** Height of one body row; fixed so virtualised rows can be placed by arithmetic. */
export const rowHeight = createVar();
/** Height of the scroll container when the table has a fixed height. */
export const viewportHeight = createVar();

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0 });

export const bulkBar = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.small,
  minHeight: vars.layout.controlHeightStandard,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.standard,
  background: vars.color.tone.accent.soft,
  color: vars.color.tone.accent.onSoft,
});

export const bulkCount = style({ fontWeight: vars.font.weight.medium, marginInlineEnd: 'auto' });

export const scroller = style({
  position: 'relative',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
});

export const fixedHeight = style({ height: viewportHeight, overscrollBehavior: 'contain' });

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

/** Virtualised tables keep their column widths while rows come and go. */
export const fixedLayout = style({ tableLayout: 'fixed' });

const cellBase = {
  height: rowHeight,
  paddingBlock: 0,
  paddingInline: vars.space.medium,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
} as const;

export const headerCell = style({
  ...cellBase,
  position: 'sticky',
  top: 0,
  zIndex: 1,
  background: vars.color.tone.neutral.soft,
  color: vars.color.tone.neutral.onSoft,
  fontWeight: vars.font.weight.medium,
  textAlign: 'left',
  whiteSpace: 'nowrap',
});

export const cell = style({ ...cellBase, selectors: { 'tr:last-child > &': { borderBottom: 0 } } });

/** In a virtualised table every row is one line high. */
export const singleLine = style({
  selectors: {
    [`${fixedLayout} &`]: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  },
});

export const row = style({
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[data-state="selected"]': { background: vars.color.tone.accent.soft },
  },
});

export const align = styleVariants({
  left: { textAlign: 'left' },
  center: { textAlign: 'center' },
  right: { textAlign: 'right' },
});

export const selectionCell = style({
  width: vars.layout.controlHeightLarge,
  paddingInline: 0,
  textAlign: 'center',
});

export const checkbox = style({
  width: vars.layout.iconSmall,
  height: vars.layout.iconSmall,
  margin: 0,
  verticalAlign: 'middle',
  accentColor: vars.color.tone.accent.solid,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: `0 calc(-1 * ${vars.space.xsmall})`,
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.tone.neutral.softHover } },
});

export const sortIcon = style({
  display: 'inline-flex',
  color: vars.color.textMuted,
  opacity: 0.5,
  selectors: {
    '&[data-direction="asc"]': { transform: 'rotate(180deg)' },
    '&[data-direction="asc"], &[data-direction="desc"]': { opacity: 1, color: vars.color.tone.accent.text },
  },
});

export const spacer = style({ padding: 0, border: 0 });

export const messageCell = style({ padding: 0, borderBottom: 0 });

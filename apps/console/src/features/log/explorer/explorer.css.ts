import { style } from '@vanilla-extract/css';
import { vars } from '@creator-console/ui';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.standard,
  minWidth: 0,
});
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});
export const body = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(200px, 260px) minmax(0, 1fr)',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0 });
export const header = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.textMuted });
export const tableWrap = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.small });
export const th = style({
  textAlign: 'left',
  padding: vars.space.small,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
});
export const td = style({
  padding: vars.space.small,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  color: vars.color.text,
  maxWidth: '22em',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
export const mono = style({ fontFamily: vars.font.family.mono, whiteSpace: 'nowrap' });
export const expander = style({
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  padding: 0,
  width: '20px',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
});
export const detail = style({ background: vars.color.surfaceHover, padding: vars.space.standard });
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr) max-content',
  gap: `${vars.space.xsmall} ${vars.space.standard}`,
  margin: 0,
});
export const fieldActions = style({ display: 'inline-flex', gap: vars.space.xxsmall });
export const small = style({
  padding: `0 ${vars.space.xsmall}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
});
export const nearby = style({ margin: `${vars.space.small} 0 0`, paddingLeft: vars.space.large });
export const failure = style({ color: vars.color.tone.critical.text });
export const ok = style({ color: vars.color.tone.positive.text });

import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

const indicatorSize = createVar();
const connectorGap = vars.space.xsmall;

export const list = style({
  vars: { [indicatorSize]: '28px' },
  display: 'flex',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'column' } },
});

export const item = style({
  position: 'relative',
  display: 'flex',
  minWidth: 0,
  selectors: {
    // Horizontal: indicator above the title, centred; steps share the width.
    [`${list}[data-orientation="horizontal"] &`]: {
      flex: '1 1 0',
      flexDirection: 'column',
      alignItems: 'center',
      gap: vars.space.small,
      textAlign: 'center',
      paddingInline: vars.space.xsmall,
    },
    // Vertical: indicator beside the text, the connector running down to the next step.
    [`${list}[data-orientation="vertical"] &`]: {
      flexDirection: 'row',
      gap: vars.space.medium,
      paddingBottom: vars.space.large,
    },
    [`${list}[data-orientation="vertical"] &:last-child`]: { paddingBottom: 0 },
  },
});

export const indicator = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: indicatorSize,
  height: indicatorSize,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    [`${item}[data-status="process"] &`]: {
      borderColor: vars.color.tone.accent.solid,
      background: vars.color.tone.accent.solid,
      color: vars.color.tone.accent.onSolid,
    },
    [`${item}[data-status="finish"] &`]: {
      borderColor: vars.color.tone.accent.text,
      background: vars.color.tone.accent.soft,
      color: vars.color.tone.accent.onSoft,
    },
    [`${item}[data-status="error"] &`]: {
      borderColor: vars.color.tone.critical.text,
      background: vars.color.tone.critical.soft,
      color: vars.color.tone.critical.onSoft,
    },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  selectors: {
    [`${list}[data-orientation="vertical"] &`]: { paddingTop: vars.space.xxsmall },
  },
});

export const title = style({
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  color: vars.color.textMuted,
  selectors: {
    [`${item}[data-status="process"] &`]: { color: vars.color.text, fontWeight: vars.font.weight.strong },
    [`${item}[data-status="finish"] &`]: { color: vars.color.text },
    [`${item}[data-status="error"] &`]: { color: vars.color.tone.critical.text },
  },
});

export const description = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.textMuted,
});

export const connector = style({
  position: 'absolute',
  background: vars.color.border,
  selectors: {
    [`${item}[data-status="finish"] &`]: { background: vars.color.tone.accent.text },
    [`${list}[data-orientation="horizontal"] &`]: {
      top: `calc(${indicatorSize} / 2)`,
      height: 2,
      marginTop: -1,
      left: `calc(50% + ${indicatorSize} / 2 + ${connectorGap})`,
      right: `calc(-50% + ${indicatorSize} / 2 + ${connectorGap})`,
    },
    [`${list}[data-orientation="vertical"] &`]: {
      left: `calc(${indicatorSize} / 2)`,
      width: 2,
      marginLeft: -1,
      top: `calc(${indicatorSize} + ${connectorGap})`,
      bottom: connectorGap,
    },
  },
});

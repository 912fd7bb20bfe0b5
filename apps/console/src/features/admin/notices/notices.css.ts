import { style } from '@vanilla-extract/css';
import { vars } from '@creator-console/ui';

/** The read bar under `{read} / {n}`. */
export const readBar = style({
  display: 'block',
  width: '6rem',
  height: '4px',
  borderRadius: vars.radius.full,
  background: vars.color.border,
  overflow: 'hidden',
});

export const readBarFill = style({
  display: 'block',
  height: '100%',
  background: vars.color.tone.positive.solid,
});

/** The preview's body, as /inform/detail shows a message. */
export const previewContent = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: 1.7,
  color: vars.color.text,
});

export const previewLink = style({ color: vars.color.tone.accent.text });

export const dateTime = style({
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.standard,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  minHeight: '2.25rem',
});

export const group = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xsmall,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

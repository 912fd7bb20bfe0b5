import { style } from '@vanilla-extract/css';
import { vars } from '@creator-console/ui';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(16rem, 22rem) minmax(0, 1fr)',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const pane = style({ minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  minHeight: '12rem',
  padding: vars.space.large,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const noPreview = style([placeholder, { minHeight: '8rem' }]);

export const keys = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.small} ${vars.space.medium}`,
  margin: 0,
});

export const keyRow = style({ display: 'contents' });

export const keyTerm = style({ margin: 0 });

export const keyDefinition = style({ margin: 0 });

export const kbd = style({
  display: 'inline-block',
  minWidth: '1.6em',
  padding: `0 ${vars.space.xsmall}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  fontFamily: 'inherit',
  textAlign: 'center',
  background: vars.color.surfaceHover,
  marginRight: vars.space.xsmall,
});

export const description = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

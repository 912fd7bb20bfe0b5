import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'grid',
  // Media beside the details when there is room, above them when not.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))',
  alignItems: 'start',
  gap: vars.space.large,
  color: vars.color.text,
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.standard,
  minWidth: 0,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xlarge,
  lineHeight: vars.font.lineHeight.xlarge,
  fontWeight: vars.font.weight.strong,
  overflowWrap: 'anywhere',
});

export const author = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xsmall} ${vars.space.standard}`,
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

export const metaRow = style({ display: 'contents' });

export const metaLabel = style({ color: vars.color.textMuted });

export const metaValue = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const slot = style({ display: 'flex', flexDirection: 'column', gap: vars.space.standard });

/* Media */

export const media = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  margin: 0,
});

export const stage = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: vars.radius.standard,
  background: vars.color.tone.neutral.soft,
  border: `1px solid ${vars.color.border}`,
});

export const fill = style({ width: '100%', height: '100%', objectFit: 'contain' });

export const galleryBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const position = style({
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const thumbnails = style({
  display: 'flex',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
});

export const thumbnail = style({
  display: 'block',
  width: 56,
  height: 56,
  padding: 0,
  border: `2px solid transparent`,
  borderRadius: vars.radius.small,
  background: vars.color.tone.neutral.soft,
  overflow: 'hidden',
  cursor: 'pointer',
  selectors: { '&[aria-current="true"]': { borderColor: vars.color.tone.accent.solid } },
});

export const thumbnailImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const document = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  padding: vars.space.large,
  textAlign: 'center',
  color: vars.color.tone.neutral.onSoft,
});

export const fileName = style({ fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const fileType = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.textMuted,
});

export const download = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  alignSelf: 'flex-start',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.tone.accent.text,
  textDecoration: 'underline',
  textUnderlineOffset: 2,
});

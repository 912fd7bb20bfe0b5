import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { tones, type Tone } from '../../vocabulary';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-8px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const viewport = style({
  position: 'fixed',
  top: vars.space.standard,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: vars.layout.toastWidth,
  maxWidth: `calc(100vw - ${vars.space.xlarge})`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  outline: 'none',
});

const accent = createVar();

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.medium,
  paddingInlineStart: vars.space.standard,
  borderRadius: vars.radius.standard,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.medium,
  borderInlineStart: `4px solid ${accent}`,
  selectors: {
    '&[data-state="open"]': { animation: `${slideIn} ${vars.duration.standard} ease-out` },
    '&[data-swipe="move"]': { transform: 'translateY(var(--radix-toast-swipe-move-y))' },
  },
});

export const toneStyles = styleVariants(
  Object.fromEntries(
    tones.map((tone) => [tone, { vars: { [accent]: vars.color.tone[tone].text } }]),
  ) as Record<Tone, { vars: Record<string, string> }>,
);

export const icon = styleVariants(
  Object.fromEntries(
    tones.map((tone) => [tone, { color: vars.color.tone[tone].text, paddingTop: vars.space.xxsmall }]),
  ) as Record<Tone, { color: string; paddingTop: string }>,
);

export const body = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const title = style({ fontWeight: vars.font.weight.strong });

export const message = style({ overflowWrap: 'anywhere' });

export const close = style({ marginBlock: `calc(${vars.space.xsmall} * -1)` });

import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../themes/contract.css';
import { desktopQuery } from '../themes/themeTokens';

const space = vars.space;

/** Layout properties that can change between the mobile and desktop layouts. */
const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    desktop: { '@media': desktopQuery },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: { ...space, auto: 'auto' },
    marginBottom: { ...space, auto: 'auto' },
    marginLeft: { ...space, auto: 'auto' },
    marginRight: { ...space, auto: 'auto' },
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

/** Properties that do not vary with the viewport. Colours come from the theme only. */
const staticProperties = defineProperties({
  properties: {
    position: ['static', 'relative', 'absolute', 'fixed', 'sticky'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    minWidth: { 0: '0' },
    width: { full: '100%' },
    height: { full: '100%' },
    overflow: ['hidden', 'auto', 'visible'],
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    background: {
      background: vars.color.background,
      surface: vars.color.surface,
      surfaceRaised: vars.color.surfaceRaised,
      neutralSoft: vars.color.tone.neutral.soft,
      accentSoft: vars.color.tone.accent.soft,
      criticalSoft: vars.color.tone.critical.soft,
      positiveSoft: vars.color.tone.positive.soft,
      cautionSoft: vars.color.tone.caution.soft,
    },
    color: {
      text: vars.color.text,
      textMuted: vars.color.textMuted,
    },
  },
});

export const sprinkles = createSprinkles(responsiveProperties, staticProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];

import {
  breakpoints,
  duration,
  fontFamily,
  fontWeight,
  layout,
  palette,
  radius,
  shadow,
  space,
  typeScale,
  zIndex,
} from '../tokens';
import type { Tone } from '../vocabulary';

const { grey, blue, red, green, amber } = palette;

/** Colours of one tone. Every foreground/background pair here meets WCAG AA (themes.test.ts). */
export type ToneColors = {
  /** Filled background (solid buttons, badges). */
  solid: string;
  solidHover: string;
  /** Text and icons on `solid`. */
  onSolid: string;
  /** Tinted background (soft buttons, alerts); also the ghost hover background. */
  soft: string;
  softHover: string;
  /** Text and icons on `soft`. */
  onSoft: string;
  /** Text in this tone on the neutral surfaces and on `soft` (ghost buttons, error messages). */
  text: string;
};

/** What every theme provides: the shape of the theme contract. */
export type ThemeTokens = {
  color: {
    /** Page background behind surfaces. */
    background: string;
    /** Panels, cards, the sidebar and top bar. */
    surface: string;
    /** Dialogs, menus and toasts that float above surfaces. */
    surfaceRaised: string;
    /** Hover background of neutral rows and items. */
    surfaceHover: string;
    border: string;
    /** Form field borders: at least 3:1 against every surface. */
    borderStrong: string;
    text: string;
    /** Secondary text: still at least 4.5:1 against every surface. */
    textMuted: string;
    focusRing: string;
    /** Scrim behind modal dialogs and the mobile drawer. */
    overlay: string;
    tone: Record<Tone, ToneColors>;
  };
  space: Record<keyof typeof space, string>;
  radius: Record<keyof typeof radius, string>;
  font: {
    family: Record<keyof typeof fontFamily, string>;
    size: Record<keyof typeof typeScale, string>;
    lineHeight: Record<keyof typeof typeScale, string>;
    weight: Record<keyof typeof fontWeight, string>;
  };
  shadow: Record<keyof typeof shadow.light, string>;
  duration: Record<keyof typeof duration, string>;
  zIndex: Record<keyof typeof zIndex, string>;
  layout: Record<keyof typeof layout, string>;
};

const px = (value: number) => `${value}px`;
const mapValues = <K extends string, V>(record: Record<K, V>, map: (value: V) => string) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value as V)])) as Record<
    K,
    string
  >;

/** The non-colour half of a theme is the same in light and dark. */
function makeTheme(color: ThemeTokens['color'], themeShadow: ThemeTokens['shadow']): ThemeTokens {
  return {
    color,
    space: mapValues(space, px),
    radius: mapValues(radius, px),
    font: {
      family: { ...fontFamily },
      size: mapValues(typeScale, (step) => px(step.fontSize)),
      lineHeight: mapValues(typeScale, (step) => px(step.lineHeight)),
      weight: mapValues(fontWeight, String),
    },
    shadow: { ...themeShadow },
    duration: mapValues(duration, (ms) => `${ms}ms`),
    zIndex: mapValues(zIndex, String),
    layout: mapValues(layout, px),
  };
}

export const lightTokens: ThemeTokens = makeTheme(
  {
    background: grey[50],
    surface: grey[0],
    surfaceRaised: grey[0],
    surfaceHover: grey[100],
    border: grey[200],
    borderStrong: grey[500],
    text: grey[900],
    textMuted: grey[600],
    focusRing: blue[600],
    overlay: 'rgba(16, 18, 22, 0.55)',
    tone: {
      neutral: {
        solid: grey[800],
        solidHover: grey[900],
        onSolid: grey[0],
        soft: grey[100],
        softHover: grey[200],
        onSoft: grey[800],
        text: grey[800],
      },
      accent: {
        solid: blue[600],
        solidHover: blue[700],
        onSolid: grey[0],
        soft: blue[50],
        softHover: blue[100],
        onSoft: blue[700],
        text: blue[600],
      },
      critical: {
        solid: red[600],
        solidHover: red[700],
        onSolid: grey[0],
        soft: red[50],
        softHover: red[100],
        onSoft: red[700],
        text: red[600],
      },
      positive: {
        solid: green[600],
        solidHover: green[700],
        onSolid: grey[0],
        soft: green[50],
        softHover: green[100],
        onSoft: green[700],
        text: green[700],
      },
      caution: {
        solid: amber[400],
        solidHover: amber[300],
        onSolid: '#2b1c00',
        soft: amber[50],
        softHover: amber[100],
        onSoft: amber[800],
        text: amber[700],
      },
    },
  },
  shadow.light,
);

export const darkTokens: ThemeTokens = makeTheme(
  {
    background: grey[950],
    surface: grey[900],
    surfaceRaised: grey[850],
    surfaceHover: grey[800],
    border: grey[700],
    borderStrong: grey[400],
    text: grey[50],
    textMuted: grey[300],
    focusRing: blue[300],
    overlay: 'rgba(0, 0, 0, 0.7)',
    tone: {
      neutral: {
        solid: grey[100],
        solidHover: grey[0],
        onSolid: grey[900],
        soft: grey[800],
        softHover: grey[700],
        onSoft: grey[50],
        text: grey[100],
      },
      accent: {
        solid: blue[300],
        solidHover: blue[200],
        onSolid: blue[950],
        soft: blue[950],
        softHover: blue[900],
        onSoft: blue[200],
        text: blue[300],
      },
      critical: {
        solid: red[300],
        solidHover: red[200],
        onSolid: red[950],
        soft: red[950],
        softHover: red[900],
        onSoft: red[200],
        text: red[300],
      },
      positive: {
        solid: green[300],
        solidHover: green[200],
        onSolid: green[950],
        soft: green[950],
        softHover: green[900],
        onSoft: green[200],
        text: green[300],
      },
      caution: {
        solid: amber[300],
        solidHover: amber[200],
        onSolid: amber[950],
        soft: amber[950],
        softHover: amber[900],
        onSoft: amber[200],
        text: amber[300],
      },
    },
  },
  shadow.dark,
);

/** The media query that separates the mobile and desktop layouts. */
export const desktopQuery = `screen and (min-width: ${breakpoints.desktop}px)`;
export const mobileQuery = `screen and (max-width: ${breakpoints.desktop - 0.02}px)`;

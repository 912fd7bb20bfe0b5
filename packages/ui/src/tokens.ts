/**
 * Raw design tokens. Components never read these directly: the themes turn them into the values of
 * the one theme contract (`vars`), and components read `vars`.
 */

export const palette = {
  grey: {
    0: '#ffffff',
    50: '#f6f7f9',
    100: '#eceef2',
    200: '#dcdfe5',
    300: '#c4c9d2',
    400: '#949cab',
    500: '#6b7383',
    600: '#525a68',
    700: '#3c4350',
    800: '#282d36',
    850: '#1f232a',
    900: '#171a20',
    950: '#101216',
  },
  blue: {
    50: '#eef4ff',
    100: '#dce8ff',
    200: '#bcd2ff',
    300: '#8fb3ff',
    400: '#5e8ef7',
    500: '#3b6fe6',
    600: '#2557c7',
    700: '#1d46a3',
    800: '#1a3a82',
    900: '#172f66',
    950: '#111f42',
  },
  red: {
    50: '#fff1f0',
    100: '#ffe0dd',
    200: '#ffc0ba',
    300: '#ff948a',
    400: '#f7665a',
    500: '#e5483b',
    600: '#c8342a',
    700: '#a32921',
    800: '#82231d',
    900: '#651e1a',
    950: '#3d1411',
  },
  green: {
    50: '#edfaf1',
    100: '#d3f3dd',
    200: '#a8e6bc',
    300: '#6fd195',
    400: '#3fb871',
    500: '#239a55',
    600: '#1a7f45',
    700: '#176638',
    800: '#15512f',
    900: '#124027',
    950: '#0b2818',
  },
  amber: {
    50: '#fff8eb',
    100: '#ffefcc',
    200: '#ffdc94',
    300: '#ffc65a',
    400: '#f5a524',
    500: '#dc8a0e',
    600: '#b36b06',
    700: '#8a5106',
    800: '#6e410a',
    900: '#5a360c',
    950: '#36200a',
  },
} as const;

/** Spacing scale in px. */
export const space = {
  none: 0,
  xxsmall: 2,
  xsmall: 4,
  small: 8,
  medium: 12,
  standard: 16,
  large: 24,
  xlarge: 32,
  xxlarge: 48,
} as const;

/** Corner radius in px. */
export const radius = {
  none: 0,
  small: 4,
  standard: 6,
  large: 10,
  full: 9999,
} as const;

export const fontFamily = {
  body: '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Helvetica Neue", Arial, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

/** Type scale: font size and line height in px, one entry per step. */
export const typeScale = {
  xsmall: { fontSize: 12, lineHeight: 16 },
  small: { fontSize: 13, lineHeight: 20 },
  standard: { fontSize: 14, lineHeight: 22 },
  large: { fontSize: 16, lineHeight: 24 },
  xlarge: { fontSize: 20, lineHeight: 28 },
  xxlarge: { fontSize: 24, lineHeight: 32 },
  xxxlarge: { fontSize: 30, lineHeight: 38 },
} as const;

export const fontWeight = {
  regular: 400,
  medium: 500,
  strong: 600,
} as const;

/** Elevation shadows; dark surfaces need deeper shadows to read at all. */
export const shadow = {
  light: {
    small: '0 1px 2px rgba(16, 18, 22, 0.08)',
    medium: '0 4px 12px rgba(16, 18, 22, 0.12)',
    large: '0 12px 32px rgba(16, 18, 22, 0.18)',
  },
  dark: {
    small: '0 1px 2px rgba(0, 0, 0, 0.5)',
    medium: '0 4px 12px rgba(0, 0, 0, 0.55)',
    large: '0 12px 32px rgba(0, 0, 0, 0.65)',
  },
} as const;

/** Motion durations in ms. `prefers-reduced-motion` collapses them (see css/reset.css.ts). */
export const duration = {
  fast: 120,
  standard: 200,
  slow: 300,
} as const;

/** Stacking order of the layers the shell and overlays use. */
export const zIndex = {
  sticky: 100,
  sidebar: 200,
  drawer: 900,
  overlay: 1000,
  dropdown: 1100,
  toast: 1200,
  progress: 1300,
} as const;

/** Shell dimensions in px (console spec §9). */
export const layout = {
  sidebarWidth: 210,
  sidebarCollapsedWidth: 54,
  topBarHeight: 50,
  controlHeightSmall: 28,
  controlHeightStandard: 36,
  controlHeightLarge: 44,
  iconSmall: 16,
  iconStandard: 20,
  iconLarge: 24,
  avatarSmall: 24,
  avatarStandard: 32,
  avatarLarge: 40,
  drawerWidth: 260,
  dialogSmall: 400,
  dialogStandard: 520,
  dialogLarge: 720,
  toastWidth: 380,
  progressHeight: 3,
} as const;

/** Below `desktop` px wide the layout is mobile (console spec §9). */
export const breakpoints = {
  desktop: 992,
} as const;

export type SpaceName = keyof typeof space;
export type RadiusName = keyof typeof radius;
export type TypeScaleName = keyof typeof typeScale;
export type FontWeightName = keyof typeof fontWeight;

// Foundations
export * as tokens from './tokens';
export { tones, variants, sizes, iconPositions, themes } from './vocabulary';
export type { Tone, Variant, Size, IconPosition, ThemeName, DataAttributes } from './vocabulary';
export { vars, lightThemeClass, darkThemeClass, themeClassNames, lightTokens, darkTokens } from './themes';
export type { ThemeTokens, ToneColors } from './themes';
export { sprinkles } from './css/sprinkles.css';
export type { Sprinkles } from './css/sprinkles.css';
export { locales, uiStrings, defaultLocale } from './locale';
export type { UiLocale, UiStrings } from './locale';
export { UiProvider, useUiStrings, useUiSettings, usePortalContainer } from './provider';
export type { UiProviderProps } from './provider';
export type { LinkComponent, LinkComponentProps } from './internal/link';

// Layout and type
export * from './components/Box';
export * from './components/Stack';
export * from './components/Inline';
export * from './components/Text';
export * from './components/Heading';

// Components
export * from './components/Icon';
export * from './components/Button';
export * from './components/IconButton';
export * from './components/TextField';
export * from './components/Dialog';
export * from './components/ConfirmDialog';
export * from './components/Toast';
export * from './components/TopProgressBar';
export * from './components/Avatar';
export * from './components/Badge';
export * from './components/Breadcrumb';

// Shell
export * from './components/AppShell';
export * from './components/SidebarMenu';
export * from './components/TopBar';
export * from './components/NotificationBell';
export * from './components/UserMenu';

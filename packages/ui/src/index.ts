// Foundations
export * as tokens from './tokens';
export { tones, variants, sizes, iconPositions, themes } from './vocabulary';
export type { Tone, Variant, Size, IconPosition, ThemeName, DataAttributes } from './vocabulary';
export { vars, lightThemeClass, darkThemeClass, themeClassNames, lightTokens, darkTokens } from './themes';
export type { ThemeTokens, ToneColors } from './themes';
export { sprinkles } from './css/sprinkles.css';
export type { Sprinkles } from './css/sprinkles.css';
export { locales, uiStrings, defaultLocale, loadUiStrings } from './locale';
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

// Data display and feedback
export * from './components/Drawer';
export * from './components/DropdownMenu';
export * from './components/Tag';
export * from './components/StatusTag';
export * from './components/DiffTable';
export * from './components/EmptyState';
export * from './components/Skeleton';
export * from './components/Spinner';
export * from './components/Card';
export * from './components/MediaCard';
export * from './components/Stat';
export * from './components/Amount';
export * from './components/Pagination';
export * from './components/DataTable';
export * from './components/AccountSwitcher';
export * from './components/LineChart';
export * from './components/StackedBarChart';
export * from './components/FacetList';
export * from './components/FilterChips';
export * from './components/ShareBar';
export * from './components/UsageBar';
export * from './components/MarkdownView';

// Review widgets
export * from './components/ReviewQueue';
export * from './components/ReviewItem';
export * from './components/MachineVerdict';
export * from './components/DecisionBar';
export * from './components/ReviewHistory';
export * from './components/SensitiveValue';

// Forms and inputs
export * from './components/Columns';
export * from './components/Link';
export * from './components/FormField';
export * from './components/AmountInput';
export * from './components/Textarea';
export * from './components/Select';
export * from './components/Checkbox';
export * from './components/CheckTree';
export * from './components/RadioGroup';
export * from './components/Switch';
export * from './components/DateRangePicker';
export * from './components/Tabs';
export * from './components/Tooltip';
export * from './components/Popover';
export * from './components/Steps';
export * from './components/Upload';
export * from './components/CameraCapture';
export * from './components/CoverPicker';
export * from './components/TopicInput';

// Issue 16: the /sem review widgets
export * from './components/PickList';
export * from './components/ImageGallery';

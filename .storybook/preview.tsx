import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import {
  UiProvider,
  Box,
  loadUiStrings,
  locales,
  themes,
  type ThemeName,
  type UiLocale,
} from '../packages/ui/src';

// `findBy…` and `waitFor` in play functions wait up to 5 s, not Testing Library's 1 s: on a busy
// two-core CI machine a story's first render (fonts, lazy chunks) can take longer than a second,
// and a play function should fail on what it finds, not on how fast the machine is.
configure({ asyncUtilTimeout: 5_000 });

/** Every story renders inside the design system's provider, with the toolbar's theme and locale. */
const withUiProvider: Decorator = (Story, context) => {
  const theme = (context.globals.theme ?? 'light') as ThemeName;
  const locale = (context.globals.locale ?? 'zh-CN') as UiLocale;
  // Shell stories set `padded: false` to fill the canvas edge to edge.
  const padded = context.parameters.padded !== false;
  return (
    <UiProvider theme={theme} locale={locale}>
      <Box
        padding={padded ? 'large' : 'none'}
        style={context.viewMode === 'docs' ? undefined : { minHeight: '100vh' }}
      >
        <Story />
      </Box>
    </UiProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: themes.map((value) => ({ value, title: value === 'light' ? 'Light' : 'Dark' })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the built-in strings',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: locales.map((value) => ({ value, title: value })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'zh-CN' },
  // Locales other than zh-CN load on first use: a story renders once its strings are there.
  loaders: [
    async ({ globals }) => {
      await loadUiStrings((globals.locale ?? 'zh-CN') as UiLocale);
      return {};
    },
  ],
  decorators: [withUiProvider],
  parameters: {
    // The decorator pads the canvas itself, inside the themed background.
    layout: 'fullscreen',
    controls: { expanded: true, sort: 'requiredFirst' },
    a11y: { test: 'error' },
    options: {
      storySort: { order: ['Introduction', 'Foundations', 'Layout', 'Components', 'Shell'] },
    },
  },
  tags: ['autodocs'],
};

export default preview;

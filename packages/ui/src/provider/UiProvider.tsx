import '../css/reset.css';
import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { clsx } from 'clsx';
import { createContext, forwardRef, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { defaultLocale, loadedUiStrings, loadUiStrings, type UiLocale, type UiStrings } from '../locale';
import { zhCN } from '../locale/zh-CN';
import { themeClassNames } from '../themes';
import type { ThemeName } from '../vocabulary';
import * as styles from './UiProvider.css';

type UiContextValue = {
  theme: ThemeName;
  locale: UiLocale;
  strings: UiStrings;
  /** Where overlays (dialogs, menus) portal to, so they stay inside the theme. */
  portalContainer: HTMLElement | null;
};

const UiContext = createContext<UiContextValue>({
  theme: 'light',
  locale: defaultLocale,
  strings: zhCN,
  portalContainer: null,
});

/**
 * The built-in strings of `locale`. A locale not loaded yet is loaded here, showing zh-CN until it
 * arrives (an app that awaits `loadUiStrings` first never sees that); if it cannot be loaded, zh-CN stays.
 */
function useBuiltInStrings(locale: UiLocale): UiStrings {
  const strings = loadedUiStrings(locale);
  const [, setLoadedLocale] = useState<UiLocale | null>(null);
  useEffect(() => {
    if (strings) return;
    let current = true;
    loadUiStrings(locale).then(
      () => current && setLoadedLocale(locale),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [locale, strings]);
  return strings ?? zhCN;
}

export type UiProviderProps = {
  /** Colour theme of everything inside. Providers nest, so two themes can sit side by side. */
  theme?: ThemeName;
  /** Language of the built-in strings (close, loading, …); a locale other than zh-CN loads on first use. */
  locale?: UiLocale;
  /** Replace some built-in strings, e.g. to add a third language. */
  strings?: Partial<UiStrings>;
  children: ReactNode;
};

/**
 * Applies a theme class and the built-in strings to everything inside it. The theme class sits on
 * the provider's own element, and overlays portal into that element, so they are themed too.
 */
export const UiProvider = forwardRef<HTMLDivElement, UiProviderProps>(
  ({ theme = 'light', locale = defaultLocale, strings, children }, forwardedRef) => {
    const [portalContainer, setPortalContainer] = useState<HTMLDivElement | null>(null);
    const ref = useComposedRefs(forwardedRef, setPortalContainer);
    const builtIn = useBuiltInStrings(locale);
    const value = useMemo<UiContextValue>(
      () => ({ theme, locale, strings: { ...builtIn, ...strings }, portalContainer }),
      [theme, locale, builtIn, strings, portalContainer],
    );
    return (
      <UiContext.Provider value={value}>
        <div
          ref={ref}
          lang={locale}
          data-theme={theme}
          className={clsx(themeClassNames[theme], styles.root, styles.colorScheme[theme])}
        >
          {children}
        </div>
      </UiContext.Provider>
    );
  },
);
UiProvider.displayName = 'UiProvider';

/** The built-in strings of the nearest UiProvider (zh-CN without one). */
export function useUiStrings(): UiStrings {
  return useContext(UiContext).strings;
}

/** Theme and locale of the nearest UiProvider. */
export function useUiSettings(): { theme: ThemeName; locale: UiLocale } {
  const { theme, locale } = useContext(UiContext);
  return { theme, locale };
}

/** The element overlays portal into; undefined outside a UiProvider (Radix then uses body). */
export function usePortalContainer(): HTMLElement | undefined {
  return useContext(UiContext).portalContainer ?? undefined;
}

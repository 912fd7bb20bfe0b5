import * as RadixDialog from '@radix-ui/react-dialog';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import {
  createContext,
  forwardRef,
  useContext,
  useEffect,
  useEffectEvent,
  useId,
  useMemo,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { usePortalContainer, useUiStrings } from '../../provider';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import * as styles from './AppShell.css';
import { useIsMobile } from './useIsMobile';

export type AppShellState = {
  /** Below 992 px: the sidebar is a drawer over the page. */
  isMobile: boolean;
  /** Desktop: sidebar expanded (210 px) rather than collapsed (54 px). Mobile: drawer open. */
  sidebarOpen: boolean;
  /** The sidebar shows icons only (desktop with the sidebar closed). */
  collapsed: boolean;
  setSidebarOpen: (open: boolean) => void;
  sidebarId: string;
};

const AppShellContext = createContext<AppShellState | null>(null);

/** The state of the enclosing AppShell, or null outside one. */
export function useAppShell(): AppShellState | null {
  return useContext(AppShellContext);
}

export type AppShellProps = {
  /** Usually a SidebarMenu; it is told whether it is collapsed through context. */
  sidebar: ReactNode;
  /** Usually a TopBar. */
  topBar: ReactNode;
  /** Usually a Breadcrumb; shown in its own row above the page. */
  breadcrumb?: ReactNode;
  children: ReactNode;
  /**
   * Controlled: the app keeps (and may persist) the choice. On desktop it expands or collapses the
   * sidebar; on mobile it opens the drawer. Entering the mobile layout closes it (console spec §2).
   */
  sidebarOpen: boolean;
  onSidebarOpenChange: (open: boolean) => void;
  data?: DataAttributes;
};

/**
 * The console's layout: a collapsible sidebar, a sticky top bar, an optional breadcrumb row and
 * the page. Below 992 px the sidebar turns into a modal drawer.
 */
export const AppShell = forwardRef<HTMLDivElement, AppShellProps>(
  ({ sidebar, topBar, breadcrumb, children, sidebarOpen, onSidebarOpenChange, data }, ref) => {
    const strings = useUiStrings();
    const container = usePortalContainer();
    const isMobile = useIsMobile();
    const sidebarId = useId();

    const closeOnMobile = useEffectEvent(() => {
      if (sidebarOpen) onSidebarOpenChange(false);
    });
    useEffect(() => {
      if (isMobile) closeOnMobile();
    }, [isMobile]);

    const state = useMemo<AppShellState>(
      () => ({
        isMobile,
        sidebarOpen,
        collapsed: !isMobile && !sidebarOpen,
        setSidebarOpen: onSidebarOpenChange,
        sidebarId,
      }),
      [isMobile, sidebarOpen, onSidebarOpenChange, sidebarId],
    );

    // Following a link in the drawer leaves the drawer.
    const closeDrawerOnNavigate = (event: MouseEvent<HTMLElement>) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) onSidebarOpenChange(false);
    };

    return (
      <AppShellContext.Provider value={state}>
        <div ref={ref} className={styles.root} {...dataAttributes(data)}>
          {isMobile ? (
            <RadixDialog.Root open={sidebarOpen} onOpenChange={onSidebarOpenChange}>
              <RadixDialog.Portal container={container}>
                <RadixDialog.Overlay className={styles.drawerOverlay} />
                <RadixDialog.Content
                  id={sidebarId}
                  className={styles.drawer}
                  aria-describedby={undefined}
                  onClick={closeDrawerOnNavigate}
                >
                  <VisuallyHidden>
                    <RadixDialog.Title>{strings.mainNavigation}</RadixDialog.Title>
                  </VisuallyHidden>
                  {sidebar}
                </RadixDialog.Content>
              </RadixDialog.Portal>
            </RadixDialog.Root>
          ) : (
            <aside id={sidebarId} className={styles.sidebar} data-collapsed={!sidebarOpen}>
              {sidebar}
            </aside>
          )}
          <div className={styles.column}>
            <header className={styles.header}>{topBar}</header>
            {breadcrumb ? <div className={styles.breadcrumb}>{breadcrumb}</div> : null}
            <main className={styles.main}>{children}</main>
          </div>
        </div>
      </AppShellContext.Provider>
    );
  },
);
AppShell.displayName = 'AppShell';

export { AppShell, useAppShell } from './AppShell';
export type { AppShellProps, AppShellState } from './AppShell';
export { SidebarToggle } from './SidebarToggle';
export { useIsMobile } from './useIsMobile';

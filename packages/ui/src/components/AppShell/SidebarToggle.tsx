import { forwardRef } from 'react';
import { useUiStrings } from '../../provider';
import { IconButton } from '../IconButton';
import { useAppShell } from './AppShell';

/**
 * Collapses and expands the sidebar (desktop) or opens the drawer (mobile) of the enclosing
 * AppShell. Renders nothing outside an AppShell. TopBar includes one by default.
 */
export const SidebarToggle = forwardRef<HTMLButtonElement>((_props, ref) => {
  const strings = useUiStrings();
  const shell = useAppShell();
  if (!shell) return null;
  const { isMobile, sidebarOpen, setSidebarOpen, sidebarId } = shell;
  const label = isMobile
    ? strings.openNavigation
    : sidebarOpen
      ? strings.collapseSidebar
      : strings.expandSidebar;
  return (
    <IconButton
      ref={ref}
      label={label}
      icon={sidebarOpen && !isMobile ? 'menu-fold' : 'menu-unfold'}
      aria-controls={isMobile ? undefined : sidebarId}
      onClick={() => setSidebarOpen(!sidebarOpen)}
    />
  );
});
SidebarToggle.displayName = 'SidebarToggle';

import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { mobileQuery } from '../../themes/themeTokens';

export const root = style({
  display: 'flex',
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
});

export const sidebar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sidebar,
  flexShrink: 0,
  width: vars.layout.sidebarWidth,
  height: '100vh',
  overflowX: 'hidden',
  overflowY: 'auto',
  background: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  transition: `width ${vars.duration.standard} ease`,
  selectors: { '&[data-collapsed="true"]': { width: vars.layout.sidebarCollapsedWidth } },
  '@media': { [mobileQuery]: { display: 'none' } },
});

export const column = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  height: vars.layout.topBarHeight,
  flexShrink: 0,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const breadcrumb = style({
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  '@media': { [mobileQuery]: { paddingInline: vars.space.standard } },
});

export const main = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space.large,
  paddingTop: 0,
  '@media': { [mobileQuery]: { paddingInline: vars.space.standard } },
  selectors: { [`${header} + &`]: { paddingTop: vars.space.large } },
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });

export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.drawer,
  background: vars.color.overlay,
  selectors: { '&[data-state="open"]': { animation: `${fadeIn} ${vars.duration.standard} ease-out` } },
});

export const drawer = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  zIndex: vars.zIndex.drawer,
  width: vars.layout.sidebarWidth,
  maxWidth: '85vw',
  overflowY: 'auto',
  background: vars.color.surface,
  boxShadow: vars.shadow.large,
  outline: 'none',
  selectors: { '&[data-state="open"]': { animation: `${slideIn} ${vars.duration.standard} ease-out` } },
});

import { fallbackVar, globalStyle } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';
import { palette } from '../tokens';

/*
 * A small global reset. Selectors sit inside :where() so they carry no specificity and any
 * component class (or a host page's own styles) wins over them.
 */
globalStyle(':where(*, *::before, *::after)', { boxSizing: 'border-box' });

globalStyle(':where(body, h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ol, ul)', {
  margin: 0,
});

globalStyle(':where(ol, ul)[role="list"], :where(nav ol, nav ul)', { listStyle: 'none', padding: 0 });

globalStyle(':where(button, input, select, textarea)', { font: 'inherit', color: 'inherit' });

globalStyle(':where(img, svg, video)', { display: 'block', maxWidth: '100%' });

/* One visible focus ring for keyboard users everywhere; pointer focus shows none. */
globalStyle(':where(:focus-visible)', {
  outline: `2px solid ${fallbackVar(vars.color.focusRing, palette.blue[600])}`,
  outlineOffset: 2,
});

globalStyle(':where(:focus:not(:focus-visible))', { outline: 'none' });

/* Users who ask for less motion get none: transitions and animations end at once. */
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto',
    },
  },
});

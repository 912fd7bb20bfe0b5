import { createVar, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { desktopQuery, mobileQuery } from '../../themes/themeTokens';
import { columnFractions, type ColumnFraction } from './widths';

/** The gap between columns; Column reads it to size fractions exactly. */
const gap = createVar();

export const spaceMobile = styleVariants(vars.space, (value) => ({ vars: { [gap]: value } }));
export const spaceDesktop = styleVariants(vars.space, (value) => ({
  '@media': { [desktopQuery]: { vars: { [gap]: value } } },
}));

export const columns = recipe({
  base: { display: 'flex', flexDirection: 'row', gap, minWidth: 0 },
  variants: {
    collapse: {
      // Below the desktop breakpoint the columns stack, full width, in source order.
      true: { '@media': { [mobileQuery]: { flexDirection: 'column' } } },
      false: {},
    },
    alignY: {
      top: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      bottom: { alignItems: 'flex-end' },
      stretch: { alignItems: 'stretch' },
    },
  },
  defaultVariants: { collapse: false, alignY: 'stretch' },
});

const ratio: Record<ColumnFraction, number> = {
  '1/2': 1 / 2,
  '1/3': 1 / 3,
  '2/3': 2 / 3,
  '1/4': 1 / 4,
  '3/4': 3 / 4,
  '1/5': 1 / 5,
  '2/5': 2 / 5,
  '3/5': 3 / 5,
  '4/5': 4 / 5,
};

/**
 * A fraction of the row with the gaps taken out: f × (100% + gap) − gap, so 1/3 + 2/3 (or three
 * 1/3) plus the gaps between them fill the row exactly.
 */
const fractionRules = Object.fromEntries(
  columnFractions.map((fraction) => [
    fraction,
    { flex: `0 0 calc(${ratio[fraction]} * (100% + ${gap}) - ${gap})` },
  ]),
) as Record<ColumnFraction, StyleRule>;

export const column = recipe({
  base: { minWidth: 0 },
  variants: {
    width: {
      fill: { flex: '1 1 0' },
      content: { flex: '0 0 auto' },
      ...fractionRules,
    },
    collapse: {
      true: { '@media': { [mobileQuery]: { flex: '0 0 auto', width: '100%' } } },
      false: {},
    },
  },
  defaultVariants: { width: 'fill', collapse: false },
});

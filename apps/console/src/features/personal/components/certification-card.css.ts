import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '@creator-console/ui';

export const table = style({ width: '100%', borderCollapse: 'collapse' });

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: `${vars.space.small} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: 'normal',
});

globalStyle(`${table} thead th`, { color: vars.color.textMuted, fontSize: '0.875em' });

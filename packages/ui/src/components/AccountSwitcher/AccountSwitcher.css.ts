import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const search = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.small,
  maxWidth: vars.layout.dialogSmall,
});

export const searchField = style({ flex: 1, minWidth: 0 });

export const avatarCell = style({ display: 'inline-flex', verticalAlign: 'middle' });

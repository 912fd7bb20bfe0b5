import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const control = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const input = style({ height: vars.layout.controlHeightStandard });

/** Room on the right for the show-password button. */
export const inputWithAction = style({ paddingInlineEnd: vars.layout.controlHeightStandard });

export const action = style({ position: 'absolute', insetInlineEnd: vars.space.xxsmall });

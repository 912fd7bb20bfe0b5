export { Icon, iconNames, isIconName } from './Icon';
export type { IconProps, IconName } from './Icon';

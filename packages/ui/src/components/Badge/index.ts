export { Badge, formatBadgeCount } from './Badge';
export type { BadgeProps } from './Badge';

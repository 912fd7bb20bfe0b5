export { Card, cardPaddings } from './Card';
export type { CardProps, CardPadding } from './Card';

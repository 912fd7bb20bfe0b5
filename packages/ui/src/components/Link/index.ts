export { Link, linkUnderlines, linkWeights } from './Link';
export type { LinkProps, LinkUnderline, LinkWeight } from './Link';

export { FacetList } from './FacetList';
export type { Facet, FacetListProps, FacetValue } from './FacetList';
export type { FacetStrings } from './strings';

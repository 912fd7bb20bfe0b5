export { FilterChips } from './FilterChips';
export type { FilterChip, FilterChipsProps } from './FilterChips';
export type { FilterChipStrings } from './strings';

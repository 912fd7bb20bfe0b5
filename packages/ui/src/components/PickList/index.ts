export { PickList } from './PickList';
export type { PickListItem, PickListProps } from './PickList';

export { CheckTree, checkTreeState, toggleCheckTree } from './CheckTree';
export type { CheckTreeNode, CheckTreeProps, CheckTreeState } from './CheckTree';

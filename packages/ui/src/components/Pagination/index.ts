export { Pagination } from './Pagination';
export type { PaginationProps } from './Pagination';
export { PAGE_SIZES, DEFAULT_PAGE_SIZE, pageItems, pageCountOf } from './pageItems';
export type { PageItem } from './pageItems';

export * from './list-params';
export * from './use-list-params';
export * from './list-table';
export * from './filters';
export * from './list-page';

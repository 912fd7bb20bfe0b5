/**
 * The console's list kit: a list page is a URL schema, one endpoint call and its columns.
 *
 * ```tsx
 * const params = z.object({ ...paging(), status: urlParam.oneOf(STATUSES), q: urlParam.text() });
 *
 * export default function ThingsPage() {
 *   const { params: p, update, paging } = useListParams(params);
 *   const filter = withoutEmpty({ status: p.status, keyword: p.q });
 *   const query = useEndpoint(endpoints.things, { query: { page: p.page, size: p.size, ...filter } });
 *   return (
 *     <ListPage actions={<ExportButton request={{ kind: 'things', filter }} />}>
 *       <FilterBar label="筛选" onSubmit={update}>
 *         <ChoiceFilter label="状态" allLabel="全部" value={p.status} options={…} onChange={(status) => update({ status })} />
 *         <KeywordFilter name="q" label="关键词" value={p.q} />
 *         <SearchButton />
 *       </FilterBar>
 *       <ListTable label="列表" columns={columns} rowKey="id" query={query} paging={paging} pagingLabel="分页" />
 *     </ListPage>
 *   );
 * }
 * ```
 */
export * from './list-params';
export * from './use-list-params';
export * from './list-table';
export * from './filters';
export * from './list-page';
export * from './status-tabs';
export * from './candidate-search';
export * from './row-actions';
export * from './amount-column';

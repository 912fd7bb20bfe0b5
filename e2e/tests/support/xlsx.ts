// The server's tests read the workbooks they write with the same helper.
export { readSheet as openWorkbook } from '../../../apps/server/test/support/xlsx';

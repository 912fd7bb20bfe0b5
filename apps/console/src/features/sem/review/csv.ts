import { adReceiptImportInput, AD_RECEIPT_IMPORT_MAX } from '@creator-console/contract';

/** The columns of an import file, in the design's order (§10): a header line is required. */
export const IMPORT_COLUMNS = ['submission_id', 'plays', 'conversions', 'ref'] as const;

export type ImportRow = {
  submission_id: number;
  plays: number | null;
  conversions: number | null;
  ref: string;
};

/** One data line of the file: its line number, what was read, and why it cannot be sent. */
export type ParsedLine = { line: number; cells: string[]; row: ImportRow | null; errors: string[] };

export type ParsedImport = {
  /** A problem with the whole file (no header, a missing column, too many rows); nothing is sent. */
  fileError: string | null;
  lines: ParsedLine[];
  /** The lines without errors, as the import body's `rows`. */
  rows: ImportRow[];
};

export const IMPORT_ERRORS = {
  empty: '文件没有内容',
  header: `首行须为表头：${IMPORT_COLUMNS.join(',')}`,
  noRows: '文件没有数据行',
  tooMany: `一次最多导入 ${AD_RECEIPT_IMPORT_MAX} 行`,
  columns: '列数与表头不一致',
  number: (column: string) => `${column} 须为非负整数`,
} as const;

/** RFC 4180 records: commas, double quotes ("" inside quotes), CRLF or LF; blank lines dropped. */
export function csvRecords(text: string): { line: number; cells: string[] }[] {
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const source = text.replace(/^\uFEFF/, '');
  const end = () => {
    cells.push(cell);
    if (!(cells.length === 1 && cells[0]!.trim() === '')) records.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      end();
      line += 1;
      start = line;
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) end();
  return records;
}

const rowSchema = adReceiptImportInput.shape.rows.element;

/** A count cell: blank is null (not given), digits are the number, anything else is an error. */
function count(text: string): number | null | undefined {
  const value = text.trim().replaceAll(',', '');
  if (value === '') return null;
  return /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}

/**
 * An import file read in the browser: the header names the four columns (any order, any case),
 * each data line becomes a row or says why not — the contract's own messages for the numbers and
 * the reference — so the preview shows every problem before anything is sent.
 */
export function parseImport(text: string): ParsedImport {
  const records = csvRecords(text);
  const fail = (fileError: string): ParsedImport => ({ fileError, lines: [], rows: [] });
  if (records.length === 0) return fail(IMPORT_ERRORS.empty);
  const header = records[0]!.cells.map((cell) => cell.trim().toLowerCase());
  const index = IMPORT_COLUMNS.map((column) => header.indexOf(column));
  if (index.some((at) => at < 0)) return fail(IMPORT_ERRORS.header);
  const data = records.slice(1);
  if (data.length === 0) return fail(IMPORT_ERRORS.noRows);
  if (data.length > AD_RECEIPT_IMPORT_MAX) return fail(IMPORT_ERRORS.tooMany);

  const lines = data.map(({ line, cells }): ParsedLine => {
    const errors: string[] = [];
    if (cells.length !== header.length) errors.push(IMPORT_ERRORS.columns);
    const [idText, playsText, conversionsText, refText] = index.map((at) => cells[at] ?? '');
    const id = count(idText!);
    const plays = count(playsText!);
    const conversions = count(conversionsText!);
    if (plays === undefined) errors.push(IMPORT_ERRORS.number('plays'));
    if (conversions === undefined) errors.push(IMPORT_ERRORS.number('conversions'));
    const parsed = rowSchema.safeParse({
      submission_id: id ?? Number.NaN,
      plays: plays ?? null,
      conversions: conversions ?? null,
      ref: refText,
    });
    if (!parsed.success) errors.push(...parsed.error.issues.map((issue) => issue.message));
    const row = errors.length === 0 && parsed.success ? (parsed.data as ImportRow) : null;
    return { line, cells, row, errors: [...new Set(errors)] };
  });
  return { fileError: null, lines, rows: lines.flatMap((line) => (line.row ? [line.row] : [])) };
}

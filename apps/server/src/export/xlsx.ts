import { PassThrough, Readable } from 'node:stream';
import { ZipFile } from 'yazl';

export type Cell = string | number | null | undefined;

export interface Column {
  header: string;
  /** Width in characters. */
  width?: number;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
// Characters XML 1.0 does not allow; a title pasted from elsewhere may carry them.
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
/** Whether a text needs any escaping or cleaning (most cells need none: one test, no copies). */
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
const escapeXml = (text: string) =>
  !NEEDS_ESCAPE.test(text)
    ? text
    : text
        .replace(INVALID_XML, '')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;');

/** Column letters of a 0-based index: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

function cellXml(value: Cell, ref: string, style = 0): string {
  if (value === null || value === undefined || value === '') return '';
  const s = style ? ` s="${style}"` : '';
  if (typeof value === 'number' && Number.isFinite(value)) return `<c r="${ref}"${s}><v>${value}</v></c>`;
  return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${escapeXml(String(value))}</t></is></c>`;
}

/** Column letters by index, made once: a row's cells reuse them. */
const COLUMN_NAMES: string[] = [];
const nameOf = (i: number) => (COLUMN_NAMES[i] ??= columnName(i));

function rowXml(cells: readonly Cell[], index: number, style = 0): string {
  let xml = `<row r="${index}">`;
  for (let i = 0; i < cells.length; i++) xml += cellXml(cells[i], nameOf(i) + index, style);
  return `${xml}</row>`;
}

async function* sheetXml(
  columns: readonly Column[],
  rows: AsyncIterable<readonly Cell[]>,
): AsyncGenerator<string> {
  const cols = columns.map(
    (c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? 16}" customWidth="1"/>`,
  );
  yield (
    `${XML_HEAD}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">` +
    `<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>` +
    `<cols>${cols.join('')}</cols><sheetData>` +
    rowXml(
      columns.map((c) => c.header),
      1,
      1,
    )
  );
  let index = 1;
  let batch = '';
  for await (const row of rows) {
    batch += rowXml(row, ++index);
    // Hand the zip a few hundred kilobytes at a time, not one string per row.
    if (batch.length > 256 * 1024) {
      yield batch;
      batch = '';
    }
  }
  yield `${batch}</sheetData></worksheet>`;
}

const staticParts = (sheetName: string): Record<string, string> => ({
  '[Content_Types].xml':
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
    '</Types>',
  '_rels/.rels':
    `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
    '</Relationships>',
  'xl/workbook.xml':
    `${XML_HEAD}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">` +
    `<sheets><sheet name="${escapeXml(sheetName.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  'xl/_rels/workbook.xml.rels':
    `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
    '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
    '</Relationships>',
  // Style 1: the bold header row.
  'xl/styles.xml':
    `${XML_HEAD}<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">` +
    '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
    '</styleSheet>',
});

/**
 * A one-sheet .xlsx workbook as a stream: the header row, then `rows` as they arrive. Memory stays
 * flat whatever the number of rows (the sheet is deflated into the zip while it is written).
 */
export function xlsxStream(
  sheetName: string,
  columns: readonly Column[],
  rows: AsyncIterable<readonly Cell[]>,
): Readable {
  const zip = new ZipFile();
  for (const [name, xml] of Object.entries(staticParts(sheetName))) zip.addBuffer(Buffer.from(xml), name);
  // One chunk read ahead, not Readable.from's default 16: while the zip deflates, 16 chunks of
  // ~256 K characters each (two-byte text for Chinese) plus the rows behind them would be held.
  const sheet = Readable.from(sheetXml(columns, rows), { highWaterMark: 1 });
  const output = new PassThrough();
  // An error while reading the rows fails the whole file rather than ending it early.
  sheet.once('error', (error) => output.destroy(error));
  zip.addReadStream(sheet, 'xl/worksheets/sheet1.xml');
  zip.end();
  return zip.outputStream.pipe(output);
}

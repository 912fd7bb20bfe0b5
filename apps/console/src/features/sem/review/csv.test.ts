import { describe, expect, it } from 'vitest';
import { csvRecords, IMPORT_ERRORS, parseImport } from './csv';

describe('csvRecords', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks, CRLF and a BOM', () => {
    const text = '\uFEFFa,b\r\n1,"x, ""y"""\r\n\r\n2,"two\nlines"\n';
    expect(csvRecords(text)).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', 'x, "y"'] },
      { line: 4, cells: ['2', 'two\nlines'] },
    ]);
  });
});

describe('parseImport', () => {
  it('turns good lines into rows and names every problem of a bad line by its line number', () => {
    const parsed = parseImport(
      [
        'submission_id,plays,conversions,ref',
        '101,23400,,V-1',
        '102,,42,',
        'abc,-5,1.5,' + 'r'.repeat(65),
        '103,"1,200",0,"V-3"',
      ].join('\n'),
    );
    expect(parsed.fileError).toBeNull();
    expect(parsed.rows).toEqual([
      { submission_id: 101, plays: 23400, conversions: null, ref: 'V-1' },
      { submission_id: 102, plays: null, conversions: 42, ref: '' },
      { submission_id: 103, plays: 1200, conversions: 0, ref: 'V-3' },
    ]);
    const bad = parsed.lines.find((line) => line.line === 4)!;
    expect(bad.row).toBeNull();
    expect(bad.errors).toEqual([
      IMPORT_ERRORS.number('plays'),
      IMPORT_ERRORS.number('conversions'),
      '投稿编号无效',
      '参考号不能超过 64 字',
    ]);
  });

  it('takes the columns in any order and case', () => {
    expect(parseImport('REF,Conversions,plays,submission_id\nA,3,,7').rows).toEqual([
      { submission_id: 7, plays: null, conversions: 3, ref: 'A' },
    ]);
  });

  it('refuses a file without the header, without data, or with a line of the wrong width', () => {
    expect(parseImport('').fileError).toBe(IMPORT_ERRORS.empty);
    expect(parseImport('101,1,2,x').fileError).toBe(IMPORT_ERRORS.header);
    expect(parseImport('submission_id,plays,conversions,ref\n').fileError).toBe(IMPORT_ERRORS.noRows);
    const parsed = parseImport('submission_id,plays,conversions,ref\n5,1,2');
    expect(parsed.lines[0]!.errors).toEqual([IMPORT_ERRORS.columns]);
    expect(parsed.rows).toEqual([]);
  });
});

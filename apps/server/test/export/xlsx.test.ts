import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { columnName, xlsxStream, type Cell } from '../../src/export/xlsx.js';
import { readSheet, unzip } from '../support/xlsx.js';

async function* rowsOf(rows: Cell[][]) {
  yield* rows;
}

describe('xlsxStream', () => {
  it('writes a workbook a spreadsheet reader opens: header, text, numbers, escaping, gaps', async () => {
    const file = await buffer(
      xlsxStream(
        '视频',
        [{ header: '标题' }, { header: '播放量', width: 10 }, { header: '说明' }],
        rowsOf([
          ['夏日 <海边> & "旅行"', 1200, 'a\u0001b'],
          ['空白', null, ''],
        ]),
      ),
    );
    expect(await readSheet(file)).toEqual([
      ['标题', '播放量', '说明'],
      ['夏日 <海边> & "旅行"', '1200', 'ab'],
      ['空白'],
    ]);
    const parts = await unzip(file);
    expect(parts.get('xl/workbook.xml')).toContain('name="视频"');
  });

  it('streams many rows', async () => {
    async function* many() {
      for (let i = 1; i <= 20_000; i++) yield [`第 ${i} 条`, i] as Cell[];
    }
    const rows = await readSheet(await buffer(xlsxStream('s', [{ header: 'a' }, { header: 'b' }], many())));
    expect(rows).toHaveLength(20_001);
    expect(rows.at(-1)).toEqual(['第 20000 条', '20000']);
  });

  it('fails the file when reading the rows fails', async () => {
    async function* broken() {
      yield ['ok'] as Cell[];
      throw new Error('database went away');
    }
    await expect(buffer(xlsxStream('s', [{ header: 'a' }], broken()))).rejects.toThrow('database went away');
  });

  it('names columns like a spreadsheet', () => {
    expect([0, 25, 26, 51, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'ZZ', 'AAA']);
  });
});

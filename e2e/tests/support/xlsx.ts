import { fromBuffer, type Entry } from 'yauzl';

function unzip(buffer: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, string>();
      zip.on('entry', (entry: Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** Opens an .xlsx file and answers its first sheet as rows of cell texts. */
export async function openWorkbook(buffer: Buffer): Promise<string[][]> {
  const entries = await unzip(buffer);
  if (!entries.has('xl/workbook.xml')) throw new Error('not an xlsx workbook');
  const sheet = entries.get('xl/worksheets/sheet1.xml') ?? '';
  return [...sheet.matchAll(/<row [^>]*>(.*?)<\/row>/g)].map(([, cells]) => {
    const row: string[] = [];
    for (const [, ref, body] of cells!.matchAll(/<c r="([A-Z]+)\d+"[^>]*>(.*?)<\/c>/g)) {
      const column = [...ref!].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
      row[column] = unescape(
        /<t[^>]*>(.*?)<\/t>/s.exec(body!)?.[1] ?? /<v>(.*?)<\/v>/.exec(body!)?.[1] ?? '',
      );
    }
    return Array.from(row, (cell) => cell ?? '');
  });
}

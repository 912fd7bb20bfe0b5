import { useState } from 'react';
import { endpoints, type AdReceiptImportResult } from '@creator-console/contract';
import {
  Button,
  DataTable,
  Dialog,
  DialogContent,
  Inline,
  Select,
  Stack,
  Text,
  Textarea,
  type DataTableColumn,
} from '@creator-console/ui';
import { useMessages } from '../../../shared/i18n';
import { toaster } from '../../../shared/notices';
import { useEndpointMutation } from '../../../shared/use-endpoint';
import { parseImport, type ParsedImport, type ParsedLine } from './csv';
import { reviewMessages } from './messages';

/**
 * 导入第三方数据: a task, then CSV pasted or picked (`submission_id,plays,conversions,ref`, header
 * required), read in the browser and previewed line by line with each problem; the lines without
 * problems are sent, and the answer is summed up (created, approved, skipped with the server's reasons).
 */
export function ImportDialog({
  tasks,
  taskId,
  onClose,
}: {
  tasks: readonly { id: number; title: string }[];
  taskId: number | null;
  onClose: () => void;
}) {
  const t = useMessages(reviewMessages);
  const [task, setTask] = useState(taskId === null ? '' : String(taskId));
  const [text, setText] = useState('');
  const [parsed, setParsed] = useState<ParsedImport | null>(null);
  const [result, setResult] = useState<AdReceiptImportResult | null>(null);
  const send = useEndpointMutation(endpoints.importAdReceipts, {
    refresh: [endpoints.adReceiptList, endpoints.adTaskSubmissions],
  });
  const read = (content: string) => {
    setText(content);
    setParsed(parseImport(content));
    setResult(null);
  };
  const columns: DataTableColumn<ParsedLine>[] = [
    { key: 'line', header: t('line'), align: 'right', cell: (line) => line.line },
    { key: 'cells', header: 'submission_id,plays,conversions,ref', cell: (line) => line.cells.join(',') },
    {
      key: 'errors',
      header: t('problems'),
      cell: (line) =>
        line.errors.length === 0 ? (
          <Text tone="positive">{t('ok')}</Text>
        ) : (
          <Text tone="critical">{line.errors.join('；')}</Text>
        ),
    },
  ];
  const rows = parsed?.rows ?? [];
  // The server numbers the rows it was sent from 1; the file's own line number is what the user knows.
  const sentLines = (parsed?.lines ?? []).filter((line) => line.row !== null).map((line) => line.line);
  const submit = async () => {
    if (task === '') {
      toaster.show({ tone: 'caution', message: t('pickTask') });
      return;
    }
    const answer = await send.trigger({ body: { task_id: Number(task), rows } }).catch(() => null);
    if (!answer) return;
    setResult(answer);
    toaster.show({
      tone: answer.skipped.length > 0 ? 'caution' : 'positive',
      message: t('importSummary', {
        created: answer.created,
        approved: answer.approved,
        skipped: answer.skipped.length,
      }),
    });
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={t('importTitle')} size="large">
        <Stack space="medium">
          <Select
            label={t('importTask')}
            value={task}
            placeholder={t('pickTask')}
            options={tasks.map((item) => ({ value: String(item.id), label: item.title }))}
            onValueChange={setTask}
            required
          />
          <Textarea
            label={t('importText')}
            hint={t('importHint')}
            value={text}
            rows={5}
            onChange={(event) => read(event.target.value)}
          />
          <label>
            <Text>{t('importFile')}</Text>{' '}
            <input
              type="file"
              accept=".csv,text/csv,text/plain"
              aria-label={t('importFile')}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void file.text().then(read);
              }}
            />
          </label>
          {parsed?.fileError ? (
            <div role="alert">
              <Text tone="critical">{parsed.fileError}</Text>
            </div>
          ) : null}
          {parsed && !parsed.fileError ? (
            <DataTable
              label={t('previewLabel')}
              columns={columns}
              rows={parsed.lines}
              rowKey="line"
              height={240}
            />
          ) : null}
          {result ? (
            <Stack space="xsmall" data={{ result: 'import' }}>
              <Text weight="medium">
                {t('importSummary', {
                  created: result.created,
                  approved: result.approved,
                  skipped: result.skipped.length,
                })}
              </Text>
              <ul>
                {result.skipped.map((skip) => (
                  <li key={skip.row}>
                    <Text tone="critical">
                      {t('skippedRow', { row: sentLines[skip.row - 1] ?? skip.row, message: skip.message })}
                    </Text>
                  </li>
                ))}
              </ul>
            </Stack>
          ) : null}
          <Inline space="small">
            <Button
              tone="accent"
              disabled={rows.length === 0 || send.isMutating || result !== null}
              onClick={() => void submit()}
            >
              {t('importRows', { n: rows.length })}
            </Button>
          </Inline>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}

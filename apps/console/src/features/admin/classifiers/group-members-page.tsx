import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  endpoints,
  IMPORT_LINES_MAX,
  type MembersImported,
  type MembersRemoved,
} from '@creator-console/contract';
import {
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  Heading,
  Inline,
  Stack,
  Text,
  Textarea,
  type DataTableKey,
} from '@creator-console/ui';
import { TextLink } from '../../../shared/components/text-link';
import { useMessages } from '../../../shared/i18n';
import { toaster } from '../../../shared/notices';
import { useEndpoint } from '../../../shared/use-endpoint';
import { useClassifierCall } from './api';
import { groupKind, type ClassifierKind } from './kinds';
import { AddMembers, addedSummary, FailureList, MembersList } from './members';
import { classifierMessages } from './messages';

const kind = groupKind as unknown as ClassifierKind;

/** The lines of an import: trimmed, blank ones dropped. */
export const importLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** 批量导入: usernames or phones, one a line; the result line and the lines that named nobody. */
function ImportMembers({ id }: { id: number }) {
  const t = useMessages(classifierMessages);
  const { call, busy } = useClassifierCall(kind);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<MembersImported | null>(null);

  const submit = async () => {
    const lines = importLines(text);
    if (lines.length === 0) return setError(t('importEmpty'));
    if (lines.length > IMPORT_LINES_MAX) return setError(t('importTooMany'));
    setError(undefined);
    const answer = await call<MembersImported>(endpoints.importAdminGroupMembers, {
      params: { id },
      body: { lines },
    }).catch(() => null);
    if (!answer) return;
    setResult(answer);
    if (answer.not_found.length === 0 && answer.failed.length === 0) setText('');
  };

  return (
    <Card title={t('importTitle')} as="section" titleAs="h2">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Stack space="small">
          <Textarea
            label={t('importLines')}
            hint={t('importHint')}
            error={error}
            rows={6}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Inline space="small">
            <Button type="submit" variant="soft" loading={busy}>
              {t('importSubmit')}
            </Button>
          </Inline>
          {result ? (
            <Stack space="xsmall">
              <div role="status">
                <Text>
                  {t('importResult', {
                    a: result.added,
                    b: result.existing,
                    c: result.not_found.length,
                  })}
                </Text>
              </div>
              {result.not_found.length > 0 ? (
                <Text tone="critical">{t('notFoundLines', { lines: result.not_found.join('、') })}</Text>
              ) : null}
              <FailureList title={t('failedTitle')} lines={addedSummary(t, result).failures} />
            </Stack>
          ) : null}
        </Stack>
      </form>
    </Card>
  );
}

/** /admin/user-group?id=: one group's header, its members, 添加成员, 批量导入 and 移出 of the selected. */
export function GroupMembersPage() {
  const t = useMessages(classifierMessages);
  const [search] = useSearchParams();
  const raw = search.get('id') ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
  const group = useEndpoint(endpoints.adminGroup, id === null ? null : { params: { id } });
  const { call, busy } = useClassifierCall(kind);
  const [selected, setSelected] = useState<DataTableKey[]>([]);
  const [confirming, setConfirming] = useState(false);

  if (id === null || (group.error && !group.data)) {
    return (
      <EmptyState
        title={t('groupMissing')}
        action={<TextLink to="/admin/group">{t('groupBack')}</TextLink>}
      />
    );
  }
  const row = group.data;
  if (!row) return <Text tone="muted">…</Text>;

  const removeSelected = async () => {
    const result = await call<MembersRemoved>(endpoints.removeAdminGroupMembers, {
      params: { id },
      body: { user_ids: selected.map(Number) },
    });
    toaster.show({ tone: 'positive', message: t('removedCount', { n: result.removed }) });
    setSelected([]);
  };

  return (
    <Stack space="large">
      <Stack space="xsmall">
        <TextLink to="/admin/group">{t('groupBack')}</TextLink>
        <Heading level={1}>{row.name}</Heading>
        {row.description ? <Text tone="muted">{row.description}</Text> : null}
        <Inline space="medium">
          <Text>{t('groupMemberCount', { n: row.member_count })}</Text>
          {row.reference_count > 0 ? (
            <Text tone="caution">{t('groupReferenceCount', { n: row.reference_count })}</Text>
          ) : null}
        </Inline>
      </Stack>
      <Card title={t('addMembersTitle')} as="section" titleAs="h2">
        <AddMembers kind={kind} id={id} />
      </Card>
      <ImportMembers id={id} />
      <Card title={t('membersTable')} as="section" titleAs="h2">
        <MembersList
          kind={kind}
          row={row}
          selection={{
            keys: selected,
            onChange: setSelected,
            actions: (
              <Button
                size="small"
                variant="soft"
                tone="critical"
                loading={busy}
                onClick={() => setConfirming(true)}
              >
                {t('removeSelected')}
              </Button>
            ),
          }}
        />
      </Card>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('removeSelectedTitle')}
        description={t('removeSelectedConfirm', { n: selected.length })}
        confirmLabel={t('removeSelected')}
        tone="critical"
        onConfirm={removeSelected}
      />
    </Stack>
  );
}

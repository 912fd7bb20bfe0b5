import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { addToWhitelist, type WhitelistEntry } from '@creator-console/contract';
import {
  Avatar,
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  Dialog,
  DialogContent,
  EmptyState,
  Heading,
  Inline,
  Pagination,
  Stack,
  Tag,
  Text,
  TextField,
  type DataTableColumn,
} from '@creator-console/ui';
import { FormError, FormTextarea, useContractForm } from '../../../shared/form';
import { useLocale, useMessages } from '../../../shared/i18n';
import { toaster } from '../../../shared/notices';
import { usePageTitles } from '../../../shared/page-titles';
import {
  useChangeWhitelist,
  useWhitelist,
  useWhitelistCandidates,
  type WhitelistCandidate,
} from '../api/whitelist';
import { adminMessages } from '../messages';

const PAGE_SIZES = [10, 20, 50] as const;
const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? Math.min(n, 100_000) : fallback;
};

type AddBody = NonNullable<typeof addToWhitelist.body>['_zod']['output'];

function AddDialog({ user, onClose }: { user: WhitelistCandidate; onClose: () => void }) {
  const t = useMessages(adminMessages);
  const { trigger, isMutating } = useChangeWhitelist();
  const form = useContractForm<{ note: string }, AddBody>(addToWhitelist.body!, {
    defaultValues: { note: '' },
    toInput: ({ note }) => ({ user_id: user.id, note }),
  });

  const add = async ({ note }: AddBody) => {
    try {
      await trigger({ action: 'add', user_id: user.id, note });
    } catch (failure) {
      form.setServerErrors(failure);
      return;
    }
    toaster.show({ tone: 'positive', message: t('added', { name: user.name }) });
    onClose();
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={t('addDialog', { name: user.name })}>
        <form onSubmit={(event) => void form.handleSubmit(add)(event)} noValidate>
          <Stack space="medium">
            <FormTextarea
              control={form.control}
              name="note"
              label={t('note')}
              hint={t('noteHint')}
              rows={3}
            />
            <FormError control={form.control} />
            <Inline space="small" align="right">
              <Button variant="ghost" onClick={onClose}>
                {t('cancel')}
              </Button>
              <Button type="submit" loading={isMutating}>
                {t('confirmAdd')}
              </Button>
            </Inline>
          </Stack>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Find a user who publishes videos and whitelist them with a note. */
function AddSection() {
  const t = useMessages(adminMessages);
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const { data, isLoading } = useWhitelistCandidates(keyword);
  const [target, setTarget] = useState<WhitelistCandidate | null>(null);

  const columns: DataTableColumn<WhitelistCandidate>[] = [
    { key: 'name', header: t('user') },
    { key: 'role_name', header: t('role') },
    {
      key: 'actions',
      header: t('actions'),
      cell: (row) =>
        row.whitelisted ? (
          <Tag size="small">{t('listed')}</Tag>
        ) : (
          <Button
            size="small"
            variant="soft"
            aria-label={t('addLabel', { name: row.name })}
            onClick={() => setTarget(row)}
          >
            {t('add')}
          </Button>
        ),
    },
  ];

  return (
    <Card title={t('addTitle')} as="section" titleAs="h2">
      <Stack space="medium">
        <form
          role="search"
          aria-label={t('findUser')}
          onSubmit={(event) => {
            event.preventDefault();
            setKeyword(text.trim());
          }}
        >
          <Inline space="small" alignY="bottom">
            <TextField
              label={t('findUser')}
              hint={t('findUserHint')}
              value={text}
              maxLength={50}
              onChange={(event) => setText(event.target.value)}
            />
            <Button type="submit" icon="search">
              {t('search')}
            </Button>
          </Inline>
        </form>
        {keyword ? (
          <DataTable
            label={t('results')}
            columns={columns}
            rows={data ?? []}
            rowKey="id"
            loading={isLoading}
            empty={<EmptyState title={t('noUsers')} />}
          />
        ) : null}
      </Stack>
      {target ? <AddDialog user={target} onClose={() => setTarget(null)} /> : null}
    </Card>
  );
}

/** /admin/white: creators whose videos skip the machine review — search, add with a note, remove. */
export default function AdminWhitePage() {
  const t = useMessages(adminMessages);
  const { locale } = useLocale();
  const titles = usePageTitles();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = positive(searchParams.get('page'), 1);
  const sizeParam = positive(searchParams.get('size'), 10);
  const size = (PAGE_SIZES as readonly number[]).includes(sizeParam) ? sizeParam : 10;
  const q = (searchParams.get('q') ?? '').trim().slice(0, 50);
  const [keyword, setKeyword] = useState(q);
  const { data, isLoading } = useWhitelist({ page, size, ...(q ? { keyword: q } : {}) });
  const { trigger } = useChangeWhitelist();
  const [removing, setRemoving] = useState<WhitelistEntry | null>(null);

  const update = (next: Record<string, string | number | null>) =>
    setSearchParams((current) => {
      const result = new URLSearchParams(current);
      for (const [name, value] of Object.entries(next)) {
        if (value === null || value === '') result.delete(name);
        else result.set(name, String(value));
      }
      return result;
    });

  const date = (value: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));

  const columns: DataTableColumn<WhitelistEntry>[] = [
    {
      key: 'user',
      header: t('user'),
      cell: (row) => (
        <Inline space="small" wrap={false}>
          <Avatar name={row.user.name} src={row.user.avatar || undefined} size="small" decorative />
          <Text>{row.user.name}</Text>
        </Inline>
      ),
    },
    { key: 'note', header: t('note'), cell: (row) => row.note || '—' },
    { key: 'added_by', header: t('addedBy'), cell: (row) => row.added_by ?? '—' },
    { key: 'created_at', header: t('addedAt'), cell: (row) => date(row.created_at) },
    {
      key: 'actions',
      header: t('actions'),
      cell: (row) => (
        <Button
          size="small"
          variant="ghost"
          tone="critical"
          aria-label={t('removeLabel', { name: row.user.name })}
          onClick={() => setRemoving(row)}
        >
          {t('remove')}
        </Button>
      ),
    },
  ];

  return (
    <Stack space="large">
      <Heading level={1}>{titles.page}</Heading>
      <Text tone="muted">{t('hint')}</Text>
      <AddSection />
      <Card title={t('listTitle')} as="section" titleAs="h2">
        <Stack space="medium">
          <form
            role="search"
            aria-label={t('keyword')}
            onSubmit={(event) => {
              event.preventDefault();
              update({ q: keyword.trim(), page: 1 });
            }}
          >
            <Inline space="small" alignY="bottom">
              <TextField
                label={t('keyword')}
                placeholder={t('keywordHint')}
                value={keyword}
                maxLength={50}
                onChange={(event) => setKeyword(event.target.value)}
              />
              <Button type="submit" icon="search">
                {t('search')}
              </Button>
            </Inline>
          </form>
          <DataTable
            label={t('listLabel')}
            columns={columns}
            rows={data?.data ?? []}
            rowKey={(row) => row.user.id}
            loading={isLoading}
            empty={<EmptyState title={t('empty')} />}
          />
          {data && data.total > 0 ? (
            <Pagination
              total={data.total}
              page={page}
              size={size}
              pageSizes={PAGE_SIZES}
              label={t('pagination')}
              onChange={(next, nextSize) => update({ page: nextSize === size ? next : 1, size: nextSize })}
            />
          ) : null}
        </Stack>
      </Card>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={t('removeTitle')}
        description={removing ? t('removeConfirm', { name: removing.user.name }) : ''}
        confirmLabel={t('remove')}
        tone="critical"
        onConfirm={async () => {
          if (!removing) return;
          await trigger({ action: 'remove', userId: removing.user.id });
          toaster.show({ tone: 'positive', message: t('removed', { name: removing.user.name }) });
          setRemoving(null);
        }}
      />
    </Stack>
  );
}

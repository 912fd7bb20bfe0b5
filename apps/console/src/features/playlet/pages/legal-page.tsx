import { useState } from 'react';
import { z } from 'zod';
import {
  endpoints,
  FILING_TIER_LABELS,
  LEGAL_STATUSES,
  LEGAL_STATUS_LABELS,
  type PlayletDrama,
} from '@creator-console/contract';
import {
  Checkbox,
  DecisionBar,
  Drawer,
  DrawerContent,
  EmptyState,
  Heading,
  Stack,
  Text,
  type DataTableColumn,
  type DecisionResult,
} from '@creator-console/ui';
import { useDateTime } from '../../../shared/date-time';
import { useMessages } from '../../../shared/i18n';
import {
  FilterBar,
  KeywordFilter,
  ListPage,
  ListTable,
  paging,
  RowActions,
  SearchButton,
  StatusTabs,
  urlParam,
  useListParams,
  withoutEmpty,
} from '../../../shared/list';
import { toaster } from '../../../shared/notices';
import { useEndpoint } from '../../../shared/use-endpoint';
import { useLegalDecision } from '../api/playlet';
import { DramaDialog } from '../components/drama-form';
import { FileLink } from '../components/file-link';
import { LegalTag } from '../components/tags';
import { playletMessages } from '../messages';

const TABS = [...LEGAL_STATUSES, 'all'] as const;
const params = z.object({
  ...paging(),
  q: urlParam.text(),
  status: urlParam.oneOf(TABS, 'pending'),
  id: urlParam.id(),
});
const CHECKS = ['check1', 'check2', 'check3', 'check4'] as const;

/** The reviewer's drawer: details, the materials, the checklist and the decision. */
function LegalDrawer({ drama, onClose }: { drama: PlayletDrama; onClose: () => void }) {
  const t = useMessages(playletMessages);
  const dateTime = useDateTime();
  const { trigger, isMutating } = useLegalDecision();
  const [checked, setChecked] = useState<Record<string, boolean>>({});

  const decide = async ({ decision, message }: DecisionResult) => {
    if (decision === 'reject' && !message.trim()) {
      toaster.show({ tone: 'critical', message: t('rejectNeedsMessage') });
      throw new Error(t('rejectNeedsMessage'));
    }
    await trigger({ params: { id: drama.id }, body: { decision, message } });
    toaster.show({
      tone: 'positive',
      message:
        decision === 'approve'
          ? t('legalApproved', { title: drama.title })
          : t('legalRejected', { title: drama.title }),
    });
    onClose();
  };

  return (
    <Drawer open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DrawerContent
        title={t('legalDrawer', { title: drama.title })}
        description={drama.partner_name}
        size="large"
        footer={
          drama.legal_status === 'pending' ? (
            <DecisionBar onDecide={decide} busy={isMutating} messageMaxLength={500} />
          ) : undefined
        }
      >
        <Stack space="large">
          <Stack space="small">
            <Text>
              {t('episodes')}：{t('episodesValue', { n: drama.episodes })}
            </Text>
            <Text>
              {t('filingTier')}：{FILING_TIER_LABELS[drama.filing_tier]} · {t('filingNo')}：{drama.filing_no}
            </Text>
            {drama.synopsis ? <Text tone="muted">{drama.synopsis}</Text> : null}
            <Text tone="muted">
              {t('submittedAt')}：{dateTime(drama.created_at)}
            </Text>
            <LegalTag status={drama.legal_status} />
            {drama.legal_status !== 'pending' ? (
              <Text>
                {t('legalReviewer')}：{drama.legal_reviewer?.name ?? t('none')}
                {drama.legal_message ? ` · ${t('legalMessage')}：${drama.legal_message}` : ''}
              </Text>
            ) : null}
          </Stack>
          <Stack space="small">
            <Heading level={3}>{t('materials')}</Heading>
            <ul aria-label={t('materials')}>
              {drama.rights_files.map((reference, index) => (
                <li key={reference}>
                  <FileLink reference={reference} label={t('file', { n: index + 1 })} />
                </li>
              ))}
            </ul>
          </Stack>
          {drama.legal_status === 'pending' ? (
            <Stack space="small">
              <Heading level={3}>{t('checklist')}</Heading>
              {CHECKS.map((key) => (
                <Checkbox
                  key={key}
                  label={t(key)}
                  checked={checked[key] ?? false}
                  onCheckedChange={(value) =>
                    setChecked((current) => ({ ...current, [key]: value === true }))
                  }
                />
              ))}
            </Stack>
          ) : null}
        </Stack>
      </DrawerContent>
    </Drawer>
  );
}

/** /playlet/legal 法务审核: rights and filing check before any contract (money.md §9.10). */
export default function PlayletLegalPage() {
  const t = useMessages(playletMessages);
  const dateTime = useDateTime();
  const { params: p, update, paging: pages } = useListParams(params);
  const status = p.status === 'all' ? undefined : p.status;
  const query = useEndpoint(
    endpoints.playletDramas,
    { query: withoutEmpty({ page: p.page, size: p.size, keyword: p.q, legal_status: status }) },
    { keepPreviousData: true },
  );
  const [editing, setEditing] = useState<PlayletDrama | null>(null);
  const open = query.data?.data.find((row) => row.id === p.id) ?? null;

  const columns: DataTableColumn<PlayletDrama>[] = [
    { key: 'title', header: t('drama'), cell: (d) => `《${d.title}》` },
    { key: 'partner_name', header: t('partner') },
    { key: 'episodes', header: t('episodes') },
    { key: 'filing_tier', header: t('filingTier'), cell: (d) => FILING_TIER_LABELS[d.filing_tier] },
    { key: 'filing_no', header: t('filingNo') },
    { key: 'created_at', header: t('submittedAt'), cell: (d) => dateTime(d.created_at) },
    { key: 'legal_status', header: t('status'), cell: (d) => <LegalTag status={d.legal_status} /> },
    {
      key: 'actions',
      header: t('actions'),
      cell: (d) => (
        <RowActions
          actions={[
            {
              label: d.legal_status === 'pending' ? t('review') : t('details'),
              name: t('reviewLabel', { title: d.title }),
              onClick: () => update({ id: d.id }),
            },
            d.legal_status !== 'approved' && {
              label: t('editDrama'),
              name: t('editDramaLabel', { title: d.title }),
              onClick: () => setEditing(d),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <ListPage>
      <FilterBar label={t('search')} onSubmit={update}>
        <KeywordFilter name="q" label={t('keyword')} value={p.q} />
        <SearchButton />
      </FilterBar>
      <StatusTabs
        label={t('legalQueue')}
        allLabel={t('all')}
        value={status ?? null}
        statuses={LEGAL_STATUSES}
        statusLabel={(s) => LEGAL_STATUS_LABELS[s]}
        onChange={(next) => update({ status: next ?? 'all' })}
      >
        <ListTable
          label={t('legalQueue')}
          columns={columns}
          rowKey="id"
          query={query}
          paging={pages}
          pagingLabel={t('pagination')}
          empty={<EmptyState title={t('legalEmpty')} />}
        />
      </StatusTabs>
      {open ? <LegalDrawer key={open.id} drama={open} onClose={() => update({ id: null })} /> : null}
      {editing ? <DramaDialog drama={editing} onClose={() => setEditing(null)} /> : null}
    </ListPage>
  );
}

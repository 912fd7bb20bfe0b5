import { useState } from 'react';
import { endpoints } from '@creator-console/contract';
import {
  Button,
  DiffTable,
  Drawer,
  DrawerContent,
  Inline,
  Skeleton,
  Stack,
  StatusTag,
  Switch,
  Text,
} from '@creator-console/ui';
import { useLocale, useMessages } from '../../../shared/i18n';
import { useEndpoint } from '../../../shared/use-endpoint';
import { indexMessages } from '../index-messages';

/** What a link of the drawer filters the log by. */
export interface LogFilterChange {
  actor?: number | null;
  type?: string | null;
  target?: number | null;
}

/**
 * One entry of /log/index: every field, the DiffTable of before/after, request id, user agent,
 * the raw JSON on demand, and links to the target's and the actor's other entries.
 */
export function LogEntryDrawer({
  id,
  onClose,
  onFilter,
}: {
  id: number | null;
  onClose: () => void;
  onFilter: (change: LogFilterChange) => void;
}) {
  const t = useMessages(indexMessages);
  const { locale } = useLocale();
  const [raw, setRaw] = useState(false);
  const { data: entry, isLoading } = useEndpoint(
    endpoints.operationLogDetail,
    id === null ? null : { params: { id } },
  );
  const time = (value: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(value));

  const fields: [string, React.ReactNode][] = entry
    ? [
        [t('fieldTime'), time(entry.created_at)],
        [t('colActor'), entry.actor ? `${entry.actor.name} · ${entry.actor.role}` : t('system')],
        ...(entry.acting_mcn
          ? ([['MCN', t('actingFor', { mcn: entry.acting_mcn.name })]] as [string, string][])
          : []),
        [t('colModule'), entry.module],
        [t('colAction'), entry.action],
        [
          t('colTarget'),
          [entry.target_type, entry.target_label, entry.target_id !== null ? `#${entry.target_id}` : '']
            .filter(Boolean)
            .join(' ') || '—',
        ],
        [t('colOutcome'), <StatusTag key="outcome" kind="logOutcome" status={entry.outcome} size="small" />],
        [t('colSummary'), entry.summary || '—'],
        ...(entry.ip !== undefined ? ([[t('colIp'), entry.ip || '—']] as [string, string][]) : []),
        [t('fieldRequest'), entry.request_id || '—'],
        [t('fieldAgent'), entry.user_agent || '—'],
        ...(entry.repeat_count > 1
          ? ([[t('fieldRepeat'), String(entry.repeat_count)]] as [string, string][])
          : []),
        ...(Object.keys(entry.detail).length > 0
          ? ([[t('fieldDetail'), JSON.stringify(entry.detail)]] as [string, string][])
          : []),
      ]
    : [];

  return (
    <Drawer open={id !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {id !== null ? (
        <DrawerContent title={t('detailTitle')} size="large">
          {isLoading || !entry ? (
            <Skeleton lines={8} />
          ) : (
            <Stack space="large">
              <dl>
                <Stack space="small">
                  {fields.map(([name, value]) => (
                    <Inline key={name} space="small" alignY="top">
                      <Text as="span" tone="muted">
                        <dt>{name}</dt>
                      </Text>
                      <dd style={{ margin: 0 }}>{value}</dd>
                    </Inline>
                  ))}
                </Stack>
              </dl>
              <Stack space="small">
                <Text weight="strong">{t('changes')}</Text>
                {entry.has_changes ? (
                  <DiffTable label={t('changes')} before={entry.before} after={entry.after} />
                ) : (
                  <Text tone="muted">{t('noChanges')}</Text>
                )}
              </Stack>
              <Switch label={t('rawJson')} checked={raw} onCheckedChange={setRaw} />
              {raw ? (
                <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 }}>
                  {JSON.stringify(entry, null, 2)}
                </pre>
              ) : null}
              <Inline space="small">
                {entry.target_id !== null ? (
                  <Button
                    variant="soft"
                    onClick={() => onFilter({ type: entry.target_type, target: entry.target_id })}
                  >
                    {t('byTarget')}
                  </Button>
                ) : null}
                {entry.actor ? (
                  <Button variant="soft" onClick={() => onFilter({ actor: entry.actor!.id })}>
                    {t('byActor')}
                  </Button>
                ) : null}
              </Inline>
            </Stack>
          )}
        </DrawerContent>
      ) : null}
    </Drawer>
  );
}

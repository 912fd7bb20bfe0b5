import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { endpoints } from '@creator-console/contract';
import {
  Button,
  Card,
  Drawer,
  DrawerContent,
  EmptyState,
  Inline,
  Skeleton,
  Stack,
  Tag,
  Text,
} from '@creator-console/ui';
import { useMessages } from '../../../shared/i18n';
import { useEndpoint } from '../../../shared/use-endpoint';
import { dayOf } from '../../../shared/date-time';
import { DocumentReader } from '../components/document-reader';
import { docMessages } from '../messages';

/** Scrolls to the heading the address names (`#h-4`) once it is on the page. */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
  }, [hash, ready]);
}

/**
 * /doc/index 用户公约: the published convention (or an appendix, `?doc=live-conduct`), with its
 * table of contents, appendices and a drawer of earlier published versions shown read-only.
 */
export default function DocIndexPage() {
  const t = useMessages(docMessages);
  const [searchParams] = useSearchParams();
  const key = searchParams.get('doc') || 'convention';
  // An earlier version on show, for the document it belongs to (another `?doc=` shows its current one).
  const [viewed, setViewed] = useState<{ key: string; version: number } | null>(null);
  const viewing = viewed?.key === key ? viewed.version : null;
  const setViewing = (version: number | null) => setViewed(version === null ? null : { key, version });
  const [historyOpen, setHistoryOpen] = useState(false);

  const current = useEndpoint(endpoints.documentDetail, { params: { key } });
  const old = useEndpoint(
    endpoints.documentVersionDetail,
    viewing === null ? null : { params: { key, version: viewing } },
  );
  const history = useEndpoint(endpoints.documentHistory, historyOpen ? { params: { key } } : null);
  const shown = viewing === null ? current.data : old.data;
  useScrollToHash(Boolean(shown));

  if (!shown) {
    const failed = (viewing === null ? current.error : old.error) && !current.isLoading;
    return (
      <Card>
        {failed ? (
          <EmptyState
            icon="alert"
            title={t('failed')}
            action={
              <Button
                variant="soft"
                onClick={() => void (viewing === null ? current.mutate() : old.mutate())}
              >
                {t('retry')}
              </Button>
            }
          />
        ) : (
          <div role="status" aria-busy="true" aria-label={t('loading')}>
            <Stack space="large">
              <Skeleton width="40%" />
              <Skeleton lines={6} />
            </Stack>
          </div>
        )}
      </Card>
    );
  }

  return (
    <Card>
      <DocumentReader
        document={{ ...shown, appendices: current.data?.appendices }}
        actions={
          <Inline space="small" alignY="center">
            {viewing !== null ? (
              <>
                <Tag tone="caution">{t('viewing', { version: viewing })}</Tag>
                <Button size="small" variant="ghost" onClick={() => setViewing(null)}>
                  {t('backToCurrent')}
                </Button>
              </>
            ) : null}
            <Button size="small" variant="soft" icon="history" onClick={() => setHistoryOpen(true)}>
              {t('history')}
            </Button>
          </Inline>
        }
      />
      <Drawer open={historyOpen} onOpenChange={setHistoryOpen}>
        <DrawerContent title={t('historyTitle', { title: shown.title })} size="small">
          {history.data ? (
            <nav aria-label={t('historyList')}>
              <Stack space="medium" as="ol">
                {history.data.map((entry) => (
                  <li key={entry.version}>
                    <Stack space="xsmall">
                      <Inline space="small" alignY="center">
                        <Button
                          size="small"
                          variant="ghost"
                          aria-label={t('show', { version: entry.version })}
                          onClick={() => {
                            setViewing(entry.current ? null : entry.version);
                            setHistoryOpen(false);
                          }}
                        >
                          {`v${entry.version} · ${dayOf(entry.effective_at)}`}
                        </Button>
                        {entry.current ? <Tag tone="positive">{t('current')}</Tag> : null}
                      </Inline>
                      <Text size="small" tone="muted">
                        {entry.change_note || t('noNote')}
                      </Text>
                    </Stack>
                  </li>
                ))}
              </Stack>
            </nav>
          ) : (
            <Skeleton lines={4} />
          )}
        </DrawerContent>
      </Drawer>
    </Card>
  );
}

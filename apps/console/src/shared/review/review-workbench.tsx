import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { isBusinessError } from '@creator-console/api-client';
import { useSession } from '@creator-console/auth/react';
import { REVIEW_LOCK_MINUTES } from '@creator-console/contract';
import {
  Button,
  DecisionBar,
  Heading,
  Icon,
  Inline,
  ReviewHistory,
  ReviewQueue,
  Stack,
  Text,
  type DecisionReason,
  type DecisionResult,
} from '@creator-console/ui';
import { useLocale, useMessages } from '../i18n';
import { toaster } from '../notices';
import { usePageTitles } from '../page-titles';
import { useReviewReasons } from '../review-reasons/api';
import { decisionOf, isTyping } from './decision';
import { historyEntries } from './history';
import { LockTimer } from './lock-timer';
import { reviewMessages } from './messages';
import type { ReviewableItem, ReviewKind } from './review-kind';
import { ShortcutsDialog } from './shortcuts-dialog';
import { CLAIM_SIZE, useReviewCalls } from './use-review-calls';
import * as styles from './review-workbench.css';

/**
 * The review workbench of one stage of one kind (/audit/one, /audit/two, /films/three, …):
 * 领取一批 hands out items locked to the reviewer; the queue sits beside the open item with the
 * kind's view of it, the decision bar and the history. Keys: J/K or ↑/↓ move, A approve, R reject,
 * 1–9 reasons, ? the list. Checked items are decided together. After a decision the next item
 * opens; an item someone else holds or already decided (202, toasted by the client) leaves the
 * queue. Leaving the page releases what is still held.
 */
export function ReviewWorkbench<Item extends ReviewableItem, Stage extends string, K extends string>({
  kind,
  stage,
}: {
  kind: ReviewKind<Item, Stage, K>;
  stage: Stage;
}) {
  const t = useMessages(reviewMessages);
  const k = useMessages(kind.messages);
  const { locale } = useLocale();
  const titles = usePageTitles();
  const { user } = useSession();
  const me = user?.name;
  const calls = useReviewCalls(kind.api, stage);
  const waiting = kind.api.useWaitingCount(stage);
  const { data: reasons = [] } = useReviewReasons(kind.reasons);
  const words = kind.stages[stage];
  const [items, setItems] = useState<Item[]>([]);
  const [activeId, setActiveId] = useState<number | null>(null);
  const [checked, setChecked] = useState<string[]>([]);
  const [helpOpen, setHelpOpen] = useState(false);
  const [claiming, setClaiming] = useState(false);

  // What to give back when the page goes: kept in a ref so the unmount sees the latest.
  const held = useRef<number[]>([]);
  useEffect(() => {
    held.current = items.map((item) => item.id);
  }, [items]);
  const releaseRef = useRef(calls.release);
  useEffect(() => {
    const release = () => {
      if (held.current.length > 0) void releaseRef.current(held.current).catch(() => undefined);
      held.current = [];
    };
    window.addEventListener('pagehide', release);
    return () => {
      window.removeEventListener('pagehide', release);
      release();
    };
  }, []);

  const active = items.find((item) => item.id === activeId) ?? null;
  const lockUntil = items.reduce<number | null>((earliest, item) => {
    if (!item.locked_until) return earliest;
    const at = Date.parse(item.locked_until);
    return earliest === null || at < earliest ? at : earliest;
  }, null);

  const claim = async () => {
    setClaiming(true);
    try {
      const batch = await calls.claim();
      setItems(batch);
      setChecked([]);
      setActiveId((current) =>
        batch.some((item) => item.id === current) ? current : (batch[0]?.id ?? null),
      );
      toaster.show({
        tone: batch.length > 0 ? 'positive' : 'neutral',
        message: batch.length > 0 ? t('claimed', { count: batch.length }) : k('claimedNone'),
      });
    } finally {
      setClaiming(false);
    }
  };

  const releaseAll = async () => {
    const ids = items.map((item) => item.id);
    if (ids.length === 0) return;
    await calls.release(ids);
    setItems([]);
    setActiveId(null);
    setChecked([]);
    calls.refresh();
    toaster.show({ tone: 'neutral', message: k('released') });
  };

  /** Takes decided (or refused) items out; the next one after the open item opens. */
  const remove = (ids: number[]) => {
    const gone = new Set(ids);
    const index = items.findIndex((item) => item.id === activeId);
    const rest = items.filter((item) => !gone.has(item.id));
    setItems(rest);
    setChecked((current) => current.filter((id) => !gone.has(Number(id))));
    if (activeId === null || gone.has(activeId)) {
      const after = items.slice(index + 1).find((item) => !gone.has(item.id));
      const next = after ?? rest[rest.length - 1] ?? null;
      setActiveId(next?.id ?? null);
    }
    if (rest.length === 0) toaster.show({ tone: 'neutral', message: k('allDone') });
    calls.refresh();
  };

  const doneMessage = (decision: DecisionResult['decision'], title: string) => {
    const special = words[decision];
    if (special) return k(special.done, { title });
    return t(decision === 'approve' ? 'approved' : 'rejected', { title });
  };

  const decide = async (result: DecisionResult) => {
    const decision = decisionOf(result, reasons);
    const batch = checked.map(Number).filter((id) => items.some((item) => item.id === id));
    if (batch.length > 0) {
      const { data, message } = await calls.decideMany(batch, decision);
      toaster.show({
        tone: data.skipped.length > 0 ? 'caution' : 'positive',
        message: message ?? t('batchDone', { count: data.decided.length }),
      });
      remove([...data.decided.map((row) => row.id), ...data.skipped.map((row) => row.id)]);
      return;
    }
    if (!active) return;
    try {
      await calls.decideOne(active.id, decision);
    } catch (error) {
      // Someone else holds it or decided it: the client has shown the server's message.
      if (isBusinessError(error)) {
        remove([active.id]);
        return;
      }
      throw error;
    }
    toaster.show({
      tone: 'positive',
      message: doneMessage(result.decision, kind.queueEntry(active).title),
    });
    remove([active.id]);
  };

  // J/K and ↑/↓ anywhere on the page (the queue handles them itself when it has focus); ? the list.
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    // The list is opened by a key, so the next key can come at once. Radix's Dialog listens for
    // Escape only once it is the top dismissable layer, which with a toast on screen is a scheduler
    // task after it shows and takes the focus: an Escape before that would be lost, so it is taken
    // here (once Radix listens, it closes the list first and this sees the Escape handled).
    if (helpOpen && event.key === 'Escape') {
      event.preventDefault();
      setHelpOpen(false);
      return;
    }
    if (isTyping(event.target)) return;
    if (event.key === '?') {
      event.preventDefault();
      setHelpOpen(!helpOpen);
      return;
    }
    if (helpOpen || (event.target instanceof Element && event.target.closest('[role="dialog"]'))) return;
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    const move = key === 'j' || key === 'ArrowDown' ? 1 : key === 'k' || key === 'ArrowUp' ? -1 : 0;
    if (move === 0 || items.length === 0) return;
    event.preventDefault();
    const index = items.findIndex((item) => item.id === activeId);
    const next = index === -1 ? items[0] : items[Math.max(0, Math.min(items.length - 1, index + move))];
    if (next) setActiveId(next.id);
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  const chips: DecisionReason[] = reasons.map((reason) => ({
    id: String(reason.id),
    label: reason.text,
    message: reason.text,
  }));

  return (
    <Stack space="large">
      <Inline space="medium" alignY="center" align="spaceBetween">
        <Heading level={1}>{titles.page}</Heading>
        <Inline space="small" alignY="center">
          {lockUntil !== null ? <LockTimer key={lockUntil} until={lockUntil} /> : null}
          {items.length > 0 ? (
            <Button variant="ghost" size="small" icon="unlock" onClick={() => void releaseAll()}>
              {t('release')}
            </Button>
          ) : null}
          <Button variant="ghost" size="small" icon="keyboard" onClick={() => setHelpOpen(true)}>
            {t('shortcutsButton')}
          </Button>
        </Inline>
      </Inline>
      {words.hint ? <Text tone="muted">{k(words.hint)}</Text> : null}
      <div className={styles.layout}>
        <div className={styles.pane}>
          <ReviewQueue
            title={t('queueTitle', { stage: kind.stageName(locale, stage) })}
            items={items.map((item) => ({
              id: String(item.id),
              ...kind.queueEntry(item),
              ...(item.locked_by ? { lockedBy: item.locked_by } : {}),
            }))}
            activeId={activeId === null ? null : String(activeId)}
            onSelect={(id) => setActiveId(Number(id))}
            selectedIds={checked}
            onSelectionChange={setChecked}
            {...(me ? { currentReviewer: me } : {})}
            {...(waiting !== undefined ? { pendingCount: waiting } : {})}
            claimedCount={items.length}
            onClaimBatch={claim}
            batchSize={CLAIM_SIZE}
            claiming={claiming}
          />
        </div>
        <div className={styles.pane}>
          {checked.length > 0 ? (
            <Stack space="medium">
              <Inline space="small" alignY="center" align="spaceBetween">
                <Heading level={2}>{t('batchTitle')}</Heading>
                <Button variant="ghost" size="small" onClick={() => setChecked([])}>
                  {t('clearSelection')}
                </Button>
              </Inline>
              <Text>{k('batchHint', { count: checked.length })}</Text>
              <DecisionBar
                key={`batch-${checked.join(',')}`}
                reasons={chips}
                onDecide={decide}
                shortcuts="global"
                batchCount={checked.length}
                messageMaxLength={500}
              />
            </Stack>
          ) : active ? (
            <kind.ItemView key={active.id} item={active}>
              <DecisionBar
                key={active.id}
                reasons={chips}
                onDecide={decide}
                shortcuts="global"
                messageMaxLength={500}
              />
              <Heading level={3}>{t('history')}</Heading>
              <ReviewHistory
                entries={historyEntries(active.history, k('unsignedReviewer'))}
                label={t('history')}
              />
            </kind.ItemView>
          ) : (
            <div className={styles.placeholder}>
              <Icon name="inbox" size="large" />
              <Text weight="strong">{items.length === 0 ? k('noItem') : k('allDone')}</Text>
              <Text tone="muted">{k('noItemHint', { minutes: REVIEW_LOCK_MINUTES })}</Text>
            </div>
          )}
        </div>
      </div>
      <ShortcutsDialog
        open={helpOpen}
        onOpenChange={setHelpOpen}
        approve={words.approve ? k(words.approve.key) : undefined}
        reject={words.reject ? k(words.reject.key) : undefined}
      />
    </Stack>
  );
}

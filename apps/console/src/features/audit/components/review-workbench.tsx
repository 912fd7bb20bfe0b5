import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { isBusinessError } from '@creator-console/api-client';
import { useSession } from '@creator-console/auth/react';
import {
  REVIEW_LOCK_MINUTES,
  type ReviewReason,
  type ReviewStage,
  type ReviewVideoDetail,
} from '@creator-console/contract';
import {
  Button,
  DecisionBar,
  Dialog,
  DialogContent,
  Heading,
  Icon,
  Inline,
  ReviewHistory,
  ReviewQueue,
  Stack,
  Tag,
  Text,
  type DecisionReason,
  type DecisionResult,
} from '@creator-console/ui';
import { useLocale, useMessages } from '../../../shared/i18n';
import { toaster } from '../../../shared/notices';
import { usePageTitles } from '../../../shared/page-titles';
import { useVideoReasons } from '../api/get-reasons';
import { CLAIM_SIZE, useWaitingCount, useWorkbenchCalls, type WorkbenchDecision } from '../api/workbench';
import { videoLabels } from '../labels';
import { auditMessages } from '../messages';
import { historyEntries, verdictOf } from './machine-verdict';
import { ReviewVideoView } from './review-video-view';
import * as styles from '../../../shared/review-workbench.css';

/** True when the key goes into something the user types into (the message, a search field). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  )
    return true;
  if (target instanceof HTMLInputElement)
    return !['checkbox', 'radio', 'button', 'submit'].includes(target.type);
  return target.closest('[role="textbox"], [role="combobox"], [role="searchbox"], video') !== null;
}

/** The chips' text also heads the message box; what the creator reads besides the reasons is the rest. */
function decisionOf(result: DecisionResult, reasons: readonly ReviewReason[]): WorkbenchDecision {
  const chosen = reasons.filter((reason) => result.reasonIds.includes(String(reason.id))).map((r) => r.text);
  const message = result.message
    .split('\n')
    .filter((line) => !chosen.includes(line.trim()))
    .join('\n')
    .trim();
  return { decision: result.decision, reasons: chosen, message };
}

function LockTimer({ until }: { until: number }) {
  const t = useMessages(auditMessages);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.floor((until - now) / 1000));
  if (left === 0) return <Tag tone="critical">{t('lockExpired')}</Tag>;
  const time = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
  return (
    <Tag tone={left < 60 ? 'caution' : 'neutral'} icon="lock">
      <span role="timer" aria-live="off">
        {t('lockLeft', { time })}
      </span>
    </Tag>
  );
}

function ShortcutsDialog({
  open,
  onOpenChange,
  stage,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  stage: ReviewStage;
}) {
  const t = useMessages(auditMessages);
  const machine = stage === 'machine';
  const rows: [string[], string][] = [
    [['J', '↓'], t('keyNext')],
    [['K', '↑'], t('keyPrevious')],
    [['A'], machine ? t('keyApproveMachine') : t('keyApprove')],
    [['R'], machine ? t('keyRejectMachine') : t('keyReject')],
    [['1–9'], t('keyReason')],
    [['Ctrl/⌘ + Enter'], t('keySubmit')],
    [['X'], t('keyToggle')],
    [['?'], t('keyHelp')],
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('shortcutsTitle')}>
        <Stack space="medium">
          <dl className={styles.keys}>
            {rows.map(([keys, what]) => (
              <div key={what} className={styles.keyRow}>
                <dt className={styles.keyTerm}>
                  {keys.map((key) => (
                    <kbd key={key} className={styles.kbd}>
                      {key}
                    </kbd>
                  ))}
                </dt>
                <dd className={styles.keyDefinition}>{what}</dd>
              </div>
            ))}
          </dl>
          <Text tone="muted">{t('keyTyping')}</Text>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The review workbench of one stage (/audit/one machine, /audit/two first, /audit/three second):
 * 领取一批 hands out items locked to the reviewer; the queue sits beside the open item with its
 * preview, machine verdict, decision bar and history. Keys: J/K or ↑/↓ move, A approve, R reject,
 * 1–9 reasons, ? the list. Checked items are decided together. After a decision the next item
 * opens; an item someone else holds or already decided (202, toasted by the client) leaves the
 * queue. Leaving the page releases what is still held.
 */
export function ReviewWorkbench({ stage }: { stage: ReviewStage }) {
  const t = useMessages(auditMessages);
  const { locale } = useLocale();
  const titles = usePageTitles();
  const { user } = useSession();
  const me = user?.name;
  const calls = useWorkbenchCalls(stage);
  const waiting = useWaitingCount(stage);
  const { data: reasons = [] } = useVideoReasons();
  const [items, setItems] = useState<ReviewVideoDetail[]>([]);
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
        message: batch.length > 0 ? t('claimed', { count: batch.length }) : t('claimedNone'),
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
    toaster.show({ tone: 'neutral', message: t('released') });
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
    if (rest.length === 0) toaster.show({ tone: 'neutral', message: t('allDone') });
    calls.refresh();
  };

  const doneMessage = (decision: DecisionResult['decision'], title: string) => {
    if (stage === 'machine') return t(decision === 'approve' ? 'overridden' : 'confirmedBlock', { title });
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
    toaster.show({ tone: 'positive', message: doneMessage(result.decision, active.title) });
    remove([active.id]);
  };

  // J/K and ↑/↓ anywhere on the page (the queue handles them itself when it has focus); ? the list.
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
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
  const stageName = videoLabels(locale).stage[stage];

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
      {stage === 'machine' ? <Text tone="muted">{t('machineHint')}</Text> : null}
      <div className={styles.layout}>
        <div className={styles.pane}>
          <ReviewQueue
            title={t('queueTitle', { stage: stageName })}
            items={items.map((item) => {
              const verdict = verdictOf(item.machine_verdict, item.machine_reasons);
              return {
                id: String(item.id),
                title: item.title,
                submittedAt: item.submitted_at ?? item.created_at,
                author: item.creator.name,
                ...(item.locked_by ? { lockedBy: item.locked_by } : {}),
                ...(verdict ? { verdict } : {}),
              };
            })}
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
              <Text>{t('batchHint', { count: checked.length })}</Text>
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
            <ReviewVideoView key={active.id} video={active}>
              <DecisionBar
                key={active.id}
                reasons={chips}
                onDecide={decide}
                shortcuts="global"
                messageMaxLength={500}
              />
              <Heading level={3}>{t('history')}</Heading>
              <ReviewHistory
                entries={historyEntries(active.history, t('machineSystem'))}
                label={t('history')}
              />
            </ReviewVideoView>
          ) : (
            <div className={styles.placeholder}>
              <Icon name="inbox" size="large" />
              <Text weight="strong">{items.length === 0 ? t('noItem') : t('allDone')}</Text>
              <Text tone="muted">{t('noItemHint', { minutes: REVIEW_LOCK_MINUTES })}</Text>
            </div>
          )}
        </div>
      </div>
      <ShortcutsDialog open={helpOpen} onOpenChange={setHelpOpen} stage={stage} />
    </Stack>
  );
}

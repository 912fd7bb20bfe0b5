import { useComposedRefs } from '@radix-ui/react-compose-refs';
import {
  forwardRef,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';
import { useUiStrings } from '../../provider';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Textarea } from '../Textarea';
import * as styles from './DecisionBar.css';

export const reviewDecisions = ['approve', 'reject'] as const;
export type ReviewDecision = (typeof reviewDecisions)[number];

/** A quick-reject reason: `label` on the chip, `message` is what the creator reads. */
export type DecisionReason = { id: string; label: string; message: string };

export type DecisionResult = {
  decision: ReviewDecision;
  /** Chosen reasons in the order of `reasons`; empty for approve. */
  reasonIds: string[];
  /** The message the creator sees (trimmed); empty for approve. */
  message: string;
};

/** `container`: shortcuts work while focus is in the bar; `global`: anywhere on the page. */
export const decisionShortcutScopes = ['container', 'global'] as const;
export type DecisionShortcutScope = (typeof decisionShortcutScopes)[number];

export type DecisionBarProps = {
  /** Reason chips; the first nine get the keys 1–9. */
  reasons?: DecisionReason[];
  /**
   * Called with the decision. If it returns a promise, the bar is busy until it settles and clears
   * its reasons and message when it resolves; they stay when it rejects, so nothing typed is lost.
   */
  onDecide: (result: DecisionResult) => void | Promise<unknown>;
  /** Busy from outside (e.g. saving): everything is disabled and shortcuts do nothing. */
  busy?: boolean;
  shortcuts?: DecisionShortcutScope;
  /** Deciding for several items at once: shows 对 N 项批量操作. */
  batchCount?: number;
  /** Limit of the message to the creator. */
  messageMaxLength?: number;
  data?: DataAttributes;
};

const textInputTypes = new Set([
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'range',
  'color',
  'file',
  'image',
]);

/** True when the key goes to something the user types into. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !textInputTypes.has(target.type);
  return target.closest('[role="textbox"], [role="combobox"], [role="searchbox"]') !== null;
}

function withReason(message: string, reasonMessage: string): string {
  if (message.split('\n').includes(reasonMessage)) return message;
  return [message.trimEnd(), reasonMessage].filter(Boolean).join('\n');
}

/** Removes the reason's own line; a line the reviewer has since edited stays as it is. */
function withoutReason(message: string, reasonMessage: string): string {
  const lines = message.split('\n');
  const index = lines.indexOf(reasonMessage);
  if (index === -1) return message;
  lines.splice(index, 1);
  return lines.join('\n');
}

/**
 * Approve or reject the item under review. Reason chips compose the message the creator sees,
 * which stays editable; a reject needs a message. Keyboard: A approve, R reject, 1–9 toggle a
 * reason, Ctrl/⌘+Enter submit the rejection (also from the message field). Give it `key={item.id}`
 * so chosen reasons and a half-written message never carry over to the next item.
 */
export const DecisionBar = forwardRef<HTMLDivElement, DecisionBarProps>(
  (
    { reasons = [], onDecide, busy = false, shortcuts = 'container', batchCount, messageMaxLength, data },
    ref,
  ) => {
    const strings = useUiStrings();
    const rootRef = useRef<HTMLDivElement>(null);
    const composedRef = useComposedRefs(ref, rootRef);
    const textareaRef = useRef<HTMLTextAreaElement>(null);
    const [selected, setSelected] = useState<string[]>([]);
    const [message, setMessage] = useState('');
    const [missingMessage, setMissingMessage] = useState(false);
    const [pending, setPending] = useState<ReviewDecision | null>(null);
    const id = useId();
    const reasonsLabelId = `${id}-reasons`;
    const batchId = `${id}-batch`;
    const inactive = busy || pending !== null;

    const toggleReason = (reason: DecisionReason) => {
      const isSelected = selected.includes(reason.id);
      setSelected(
        isSelected ? selected.filter((reasonId) => reasonId !== reason.id) : [...selected, reason.id],
      );
      setMessage(isSelected ? withoutReason(message, reason.message) : withReason(message, reason.message));
      setMissingMessage(false);
    };

    const decide = async (result: DecisionResult) => {
      if (inactive) return;
      const root = rootRef.current;
      const focusWasInside = root?.contains(document.activeElement) ?? false;
      const settle = (succeeded: boolean) => {
        if (succeeded) {
          setSelected([]);
          setMessage('');
          setMissingMessage(false);
        }
        if (!focusWasInside) return;
        // After a decision, focus goes to the bar itself, so the keys work for the next item at once
        // (not into the emptied message field). A failed one only recovers focus that was lost when
        // a control was disabled while busy.
        const active = document.activeElement;
        if (succeeded || active === null || active === document.body) root?.focus();
      };
      const outcome = onDecide(result);
      if (!(outcome instanceof Promise)) {
        settle(true);
        return;
      }
      setPending(result.decision);
      try {
        await outcome;
        setPending(null);
        settle(true);
      } catch {
        // The caller shows what went wrong; the reviewer's reasons and message stay for a retry.
        setPending(null);
        settle(false);
      }
    };

    const approve = () => void decide({ decision: 'approve', reasonIds: [], message: '' });

    const reject = () => {
      if (inactive) return;
      const text = message.trim();
      if (text === '') {
        setMissingMessage(true);
        textareaRef.current?.focus();
        return;
      }
      const reasonIds = reasons.filter((reason) => selected.includes(reason.id)).map((reason) => reason.id);
      void decide({ decision: 'reject', reasonIds, message: text });
    };

    const handleShortcut = (event: KeyboardEvent | ReactKeyboardEvent) => {
      const composing = 'nativeEvent' in event ? event.nativeEvent.isComposing : event.isComposing;
      if (event.defaultPrevented || inactive || event.repeat || composing) return;
      const target = event.target;
      if ((event.ctrlKey || event.metaKey) && event.key === 'Enter') {
        if (isTyping(target) && target !== textareaRef.current) return;
        event.preventDefault();
        reject();
        return;
      }
      if (isTyping(target) || event.ctrlKey || event.metaKey || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 'a') {
        event.preventDefault();
        approve();
      } else if (key === 'r') {
        event.preventDefault();
        reject();
      } else if (/^[1-9]$/.test(event.key)) {
        const reason = reasons[Number(event.key) - 1];
        if (!reason) return;
        event.preventDefault();
        toggleReason(reason);
      }
    };

    const onDocumentKeyDown = useEffectEvent((event: KeyboardEvent) => {
      // A dialog elsewhere on the page owns the keyboard while it is open.
      const target = event.target instanceof Element ? event.target : null;
      const inDialog = target?.closest('[role="dialog"], [role="alertdialog"]');
      if (inDialog && !inDialog.contains(rootRef.current)) return;
      handleShortcut(event);
    });

    useEffect(() => {
      if (shortcuts !== 'global') return;
      const listener = (event: KeyboardEvent) => onDocumentKeyDown(event);
      document.addEventListener('keydown', listener);
      return () => document.removeEventListener('keydown', listener);
    }, [shortcuts]);

    // Textarea takes no aria-keyshortcuts: the submit shortcut is announced on the element it forwards.
    useEffect(() => {
      textareaRef.current?.setAttribute('aria-keyshortcuts', 'Control+Enter Meta+Enter');
    }, []);

    const isBatch = batchCount !== undefined && batchCount > 0;

    return (
      <div
        ref={composedRef}
        role="group"
        aria-label={strings.decisionBar}
        aria-describedby={isBatch ? batchId : undefined}
        aria-busy={inactive || undefined}
        tabIndex={-1}
        className={styles.root}
        onKeyDown={shortcuts === 'container' ? handleShortcut : undefined}
        {...dataAttributes(data)}
      >
        {isBatch ? (
          <p id={batchId} className={styles.batch}>
            <Icon name="task" size="small" />
            {strings.decisionBatch(batchCount)}
          </p>
        ) : null}
        {reasons.length > 0 ? (
          <div className={styles.reasons}>
            <p id={reasonsLabelId} className={styles.sectionLabel}>
              {strings.decisionReasons}
            </p>
            <div role="group" aria-labelledby={reasonsLabelId} className={styles.chips}>
              {reasons.map((reason, index) => (
                <button
                  key={reason.id}
                  type="button"
                  className={styles.chip}
                  aria-pressed={selected.includes(reason.id)}
                  aria-keyshortcuts={index < 9 ? String(index + 1) : undefined}
                  disabled={inactive}
                  onClick={() => toggleReason(reason)}
                >
                  {index < 9 ? (
                    <kbd className={styles.chipKey} aria-hidden="true">
                      {index + 1}
                    </kbd>
                  ) : null}
                  {reason.label}
                </button>
              ))}
            </div>
          </div>
        ) : null}
        <Textarea
          ref={textareaRef}
          label={strings.decisionMessage}
          hint={strings.decisionMessageHint}
          error={missingMessage ? strings.decisionMessageRequired : undefined}
          value={message}
          maxLength={messageMaxLength}
          rows={3}
          disabled={inactive}
          onChange={(event) => {
            setMessage(event.target.value);
            if (event.target.value.trim() !== '') setMissingMessage(false);
          }}
        />
        <div className={styles.footer}>
          <ul className={styles.legend} aria-label={strings.shortcuts}>
            <li className={styles.legendTitle} aria-hidden="true">
              <Icon name="keyboard" size="small" />
              {strings.shortcuts}
            </li>
            <li className={styles.legendItem}>
              <kbd className={styles.kbd}>A</kbd>
              {strings.decisionApprove}
            </li>
            <li className={styles.legendItem}>
              <kbd className={styles.kbd}>R</kbd>
              {strings.decisionReject}
            </li>
            {reasons.length > 0 ? (
              <li className={styles.legendItem}>
                <kbd className={styles.kbd}>1–{Math.min(reasons.length, 9)}</kbd>
                {strings.shortcutToggleReason}
              </li>
            ) : null}
            <li className={styles.legendItem}>
              <kbd className={styles.kbd}>Ctrl/⌘ + Enter</kbd>
              {strings.shortcutSubmit}
            </li>
          </ul>
          <div className={styles.actions}>
            <Button
              tone="critical"
              icon="close"
              disabled={busy || pending === 'approve'}
              loading={pending === 'reject'}
              aria-keyshortcuts="R"
              onClick={reject}
            >
              {strings.decisionReject}
            </Button>
            <Button
              tone="positive"
              variant="solid"
              icon="check"
              disabled={busy || pending === 'reject'}
              loading={pending === 'approve'}
              aria-keyshortcuts="A"
              onClick={approve}
            >
              {strings.decisionApprove}
            </Button>
          </div>
        </div>
      </div>
    );
  },
);
DecisionBar.displayName = 'DecisionBar';

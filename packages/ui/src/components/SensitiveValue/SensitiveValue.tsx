import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { clsx } from 'clsx';
import { forwardRef, useEffect, useRef, useState } from 'react';
import { useUiStrings } from '../../provider';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import { Button } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog';
import { Icon } from '../Icon';
import * as styles from './SensitiveValue.css';

export type SensitiveValueProps = {
  /** The value as it may always be shown, e.g. 138****0003. */
  masked: string;
  /** What the value is (手机号, 身份证号): names the group and its buttons (查看 手机号). */
  label: string;
  /**
   * Called after the user confirms; resolves with the plain value (e.g. api-client's
   * `revealSensitive`). A rejection is shown next to the value, which stays masked.
   */
  onReveal: () => Promise<string>;
  /** The user cancelled the confirmation. */
  onCancel?: () => void;
  /** Messages for the app to show (e.g. as a toast): 已取消操作 after a cancel. */
  onNotice?: (message: string) => void;
  /** Mask the value again this long after it was shown. Without it, it stays until hidden or unmounted. */
  revealTimeoutMs?: number;
  data?: DataAttributes;
};

type Revealed = { value: string; masked: string };

/**
 * A masked sensitive value (phone, ID-card number) that can be viewed once per confirmation
 * (console spec §7, §9): 查看 opens the 提示 dialog, 确定 fetches and shows the value until the
 * user hides it, the component unmounts or `revealTimeoutMs` passes; then a new look needs a new
 * confirmation. The plain value is kept in memory only while it is shown.
 */
export const SensitiveValue = forwardRef<HTMLSpanElement, SensitiveValueProps>(
  ({ masked, label, onReveal, onCancel, onNotice, revealTimeoutMs, data }, ref) => {
    const strings = useUiStrings();
    const [confirming, setConfirming] = useState(false);
    const [loading, setLoading] = useState(false);
    const [revealed, setRevealed] = useState<Revealed | null>(null);
    const [error, setError] = useState<string | null>(null);
    const [notice, setNotice] = useState('');
    const revealButtonRef = useRef<HTMLButtonElement>(null);
    const hideButtonRef = useRef<HTMLButtonElement>(null);
    /** Which button gets focus after the next render (the one that had it was replaced or disabled). */
    const pendingFocus = useRef<'reveal' | 'hide' | null>(null);
    /** Counts lookups, so an answer that arrives after the value changed or unmounted is dropped. */
    const request = useRef(0);

    // A value shown for an earlier `masked` (another person's row) is never shown for this one.
    const shown = revealed !== null && revealed.masked === masked ? revealed.value : null;

    const hide = () => {
      pendingFocus.current = 'reveal';
      setRevealed(null);
    };

    useEffect(() => {
      if (shown === null || revealTimeoutMs === undefined) return;
      const timer = setTimeout(() => {
        pendingFocus.current = 'reveal';
        setRevealed(null);
      }, revealTimeoutMs);
      return () => clearTimeout(timer);
    }, [shown, revealTimeoutMs]);

    useEffect(() => () => void (request.current += 1), []);

    useEffect(() => {
      const target = pendingFocus.current === 'hide' ? hideButtonRef.current : revealButtonRef.current;
      if (pendingFocus.current === null || target === null || loading || confirming) return;
      pendingFocus.current = null;
      const active = document.activeElement;
      // Only take focus back from nowhere (a button that went away); never from another control.
      if (active === null || active === document.body || active === target) target.focus();
    });

    const reveal = async () => {
      const current = ++request.current;
      setLoading(true);
      try {
        const value = await onReveal();
        if (current !== request.current) return;
        setRevealed({ value, masked });
        pendingFocus.current = 'hide';
      } catch (cause) {
        if (current !== request.current) return;
        setError(cause instanceof Error && cause.message ? cause.message : strings.sensitiveRevealFailed);
        pendingFocus.current = 'reveal';
      } finally {
        if (current === request.current) setLoading(false);
      }
    };

    const cancel = () => {
      onCancel?.();
      setNotice(strings.sensitiveCancelled);
      onNotice?.(strings.sensitiveCancelled);
    };

    return (
      <span ref={ref} role="group" aria-label={label} className={styles.root} {...dataAttributes(data)}>
        <span
          className={clsx(styles.value, shown !== null && styles.revealed)}
          data-state={shown !== null ? 'revealed' : 'masked'}
        >
          {shown ?? masked}
        </span>
        {shown !== null ? (
          <Button ref={hideButtonRef} size="small" variant="ghost" icon="eye-off" onClick={hide}>
            {strings.sensitiveHide}
            <VisuallyHidden> {label}</VisuallyHidden>
          </Button>
        ) : (
          // The reveal button is the dialog's trigger, so focus returns to it when the dialog closes.
          <ConfirmDialog
            trigger={
              <Button
                ref={revealButtonRef}
                size="small"
                variant="ghost"
                tone="accent"
                icon="eye"
                loading={loading}
                onClick={() => {
                  setError(null);
                  setNotice('');
                }}
              >
                {strings.sensitiveReveal}
                <VisuallyHidden> {label}</VisuallyHidden>
              </Button>
            }
            open={confirming}
            onOpenChange={setConfirming}
            title={strings.sensitiveDialogTitle}
            description={strings.sensitiveDialogMessage}
            onConfirm={() => void reveal()}
            onCancel={cancel}
          />
        )}
        {error !== null ? (
          <span className={styles.error} role="alert">
            <Icon name="alert" size="small" />
            {error}
          </span>
        ) : null}
        <VisuallyHidden role="status">{notice}</VisuallyHidden>
      </span>
    );
  },
);
SensitiveValue.displayName = 'SensitiveValue';

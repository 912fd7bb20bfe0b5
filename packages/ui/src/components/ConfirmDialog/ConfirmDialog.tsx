import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { forwardRef, useState, type ReactElement, type ReactNode } from 'react';
import { usePortalContainer, useUiStrings } from '../../provider';
import { dataAttributes, type DataAttributes, type Tone } from '../../vocabulary';
import { Button } from '../Button';
import * as styles from '../Dialog/Dialog.css';

export type ConfirmDialogProps = {
  /** Controlled open state; leave out (optionally with `defaultOpen` and `trigger`) for uncontrolled. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog (uncontrolled use). */
  trigger?: ReactElement;
  title: string;
  /** The question or message. `children` wins when both are given. */
  description?: ReactNode;
  children?: ReactNode;
  /** Defaults to the locale's "确定" / "OK". */
  confirmLabel?: string;
  /** Defaults to the locale's "取消" / "Cancel". */
  cancelLabel?: string;
  /**
   * Called on confirm. If it returns a promise, the confirm button shows loading until it settles;
   * the dialog closes when it resolves and stays open when it rejects.
   */
  onConfirm?: () => void | Promise<unknown>;
  /** Called whenever the dialog is dismissed without confirming (cancel button or Escape). */
  onCancel?: () => void;
  /** Tone of the confirm button: `critical` for destructive actions. */
  tone?: Tone;
  data?: DataAttributes;
};

/**
 * Asks the user to confirm or cancel one action (role="alertdialog"). Focus starts on cancel, and
 * clicking outside does not dismiss it.
 */
export const ConfirmDialog = forwardRef<HTMLDivElement, ConfirmDialogProps>(
  (
    {
      open,
      defaultOpen = false,
      onOpenChange,
      trigger,
      title,
      description,
      children,
      confirmLabel,
      cancelLabel,
      onConfirm,
      onCancel,
      tone = 'accent',
      data,
    },
    ref,
  ) => {
    const strings = useUiStrings();
    const container = usePortalContainer();
    const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
    const [pending, setPending] = useState(false);
    const isOpen = open ?? uncontrolledOpen;

    const setOpen = (next: boolean) => {
      if (open === undefined) setUncontrolledOpen(next);
      onOpenChange?.(next);
    };

    const dismiss = (next: boolean) => {
      if (next) {
        setOpen(true);
        return;
      }
      if (pending) return;
      onCancel?.();
      setOpen(false);
    };

    const confirm = async () => {
      const result = onConfirm?.();
      if (!(result instanceof Promise)) {
        setOpen(false);
        return;
      }
      setPending(true);
      try {
        await result;
        setOpen(false);
      } catch {
        // The caller reports the failure; the dialog stays open so the user can retry or cancel.
      } finally {
        setPending(false);
      }
    };

    const message = children ?? description;

    return (
      <AlertDialog.Root open={isOpen} onOpenChange={dismiss}>
        {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
        <AlertDialog.Portal container={container}>
          <AlertDialog.Overlay className={styles.overlay} />
          <AlertDialog.Content
            ref={ref}
            className={styles.content({ size: 'small' })}
            {...(message ? {} : { 'aria-describedby': undefined })}
            {...dataAttributes(data)}
          >
            <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
            {message ? (
              <AlertDialog.Description asChild>
                <div className={styles.description}>{message}</div>
              </AlertDialog.Description>
            ) : null}
            <div className={styles.footer}>
              <AlertDialog.Cancel asChild>
                <Button disabled={pending}>{cancelLabel ?? strings.cancel}</Button>
              </AlertDialog.Cancel>
              <Button tone={tone} variant="solid" loading={pending} onClick={confirm}>
                {confirmLabel ?? strings.confirm}
              </Button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    );
  },
);
ConfirmDialog.displayName = 'ConfirmDialog';

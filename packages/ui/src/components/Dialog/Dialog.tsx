import * as RadixDialog from '@radix-ui/react-dialog';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { usePortalContainer } from '../../provider';
import { dataAttributes, type DataAttributes, type Size } from '../../vocabulary';
import { OverlayHeader } from '../OverlayHeader/OverlayHeader';
import * as styles from './Dialog.css';

export type DialogProps = {
  children: ReactNode;
  /** Controlled open state; leave out (with `defaultOpen`) for an uncontrolled dialog. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** `true` (default): the rest of the page is inert while the dialog is open. */
  modal?: boolean;
};

/** The root: holds the open state shared by DialogTrigger, DialogContent and DialogClose. */
export function Dialog(props: DialogProps) {
  return <RadixDialog.Root {...props} />;
}
Dialog.displayName = 'Dialog';

export type DialogTriggerProps = { children: ReactNode };

/** Wraps the element that opens the dialog (usually a Button); it receives the trigger's props. */
export const DialogTrigger = forwardRef<HTMLButtonElement, DialogTriggerProps>(({ children }, ref) => (
  <RadixDialog.Trigger ref={ref} asChild>
    {children}
  </RadixDialog.Trigger>
));
DialogTrigger.displayName = 'DialogTrigger';

export type DialogCloseProps = { children: ReactNode };

/** Wraps an element (usually a Button) that closes the dialog when activated. */
export const DialogClose = forwardRef<HTMLButtonElement, DialogCloseProps>(({ children }, ref) => (
  <RadixDialog.Close ref={ref} asChild>
    {children}
  </RadixDialog.Close>
));
DialogClose.displayName = 'DialogClose';

type RadixContentProps = ComponentPropsWithoutRef<typeof RadixDialog.Content>;

export type DialogContentProps = {
  /** The dialog's title: its accessible name. */
  title: string;
  /** A short text under the title: its accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  size?: Size;
  /** Hide the × button (keep another way to close, e.g. a DialogClose button). */
  hideCloseButton?: boolean;
  onOpenAutoFocus?: RadixContentProps['onOpenAutoFocus'];
  onCloseAutoFocus?: RadixContentProps['onCloseAutoFocus'];
  onEscapeKeyDown?: RadixContentProps['onEscapeKeyDown'];
  onInteractOutside?: RadixContentProps['onInteractOutside'];
  data?: DataAttributes;
};

/** The dialog panel with its overlay, title, optional description and a close button. */
export const DialogContent = forwardRef<HTMLDivElement, DialogContentProps>(
  ({ title, description, children, size, hideCloseButton = false, data, ...handlers }, ref) => {
    const container = usePortalContainer();
    return (
      <RadixDialog.Portal container={container}>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          ref={ref}
          className={styles.content({ size })}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...handlers}
          {...dataAttributes(data)}
        >
          <OverlayHeader
            title={<RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>}
            closePart={hideCloseButton ? undefined : RadixDialog.Close}
          />
          {description ? (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          ) : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    );
  },
);
DialogContent.displayName = 'DialogContent';

export type DialogFooterProps = { children: ReactNode };

/** The row of actions at the bottom of a dialog, aligned to the end. */
export const DialogFooter = forwardRef<HTMLDivElement, DialogFooterProps>(({ children }, ref) => (
  <div ref={ref} className={styles.footer}>
    {children}
  </div>
));
DialogFooter.displayName = 'DialogFooter';

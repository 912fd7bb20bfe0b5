import * as RadixDialog from '@radix-ui/react-dialog';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { usePortalContainer } from '../../provider';
import { dataAttributes, type DataAttributes, type Size } from '../../vocabulary';
import { OverlayHeader } from '../OverlayHeader/OverlayHeader';
import * as styles from './Drawer.css';

export const drawerSides = ['right', 'left'] as const;
export type DrawerSide = (typeof drawerSides)[number];

export type DrawerProps = {
  children: ReactNode;
  /** Controlled open state; leave out (with `defaultOpen`) for an uncontrolled drawer. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** `true` (default): the rest of the page is inert while the drawer is open. */
  modal?: boolean;
};

/** The root: holds the open state shared by DrawerTrigger, DrawerContent and DrawerClose. */
export function Drawer(props: DrawerProps) {
  return <RadixDialog.Root {...props} />;
}
Drawer.displayName = 'Drawer';

export type DrawerTriggerProps = { children: ReactNode };

/** Wraps the element that opens the drawer (usually a Button). */
export const DrawerTrigger = forwardRef<HTMLButtonElement, DrawerTriggerProps>(({ children }, ref) => (
  <RadixDialog.Trigger ref={ref} asChild>
    {children}
  </RadixDialog.Trigger>
));
DrawerTrigger.displayName = 'DrawerTrigger';

export type DrawerCloseProps = { children: ReactNode };

/** Wraps an element (usually a Button) that closes the drawer when activated. */
export const DrawerClose = forwardRef<HTMLButtonElement, DrawerCloseProps>(({ children }, ref) => (
  <RadixDialog.Close ref={ref} asChild>
    {children}
  </RadixDialog.Close>
));
DrawerClose.displayName = 'DrawerClose';

type RadixContentProps = ComponentPropsWithoutRef<typeof RadixDialog.Content>;

export type DrawerContentProps = {
  /** The drawer's title: its accessible name. */
  title: string;
  /** A short text under the title: its accessible description. */
  description?: ReactNode;
  /** The scrolling body. */
  children?: ReactNode;
  /** Actions pinned to the bottom edge, e.g. 取消 and 保存. */
  footer?: ReactNode;
  /** Edge the sheet slides in from. Default `right`. */
  side?: DrawerSide;
  /** Width: small 400, standard 520, large 720 px (never wider than the viewport). */
  size?: Size;
  /** Hide the × button (keep another way to close, e.g. a DrawerClose button). */
  hideCloseButton?: boolean;
  onOpenAutoFocus?: RadixContentProps['onOpenAutoFocus'];
  onCloseAutoFocus?: RadixContentProps['onCloseAutoFocus'];
  onEscapeKeyDown?: RadixContentProps['onEscapeKeyDown'];
  onInteractOutside?: RadixContentProps['onInteractOutside'];
  data?: DataAttributes;
};

/** The side sheet with its overlay, title, optional description, close button, body and footer. */
export const DrawerContent = forwardRef<HTMLDivElement, DrawerContentProps>(
  ({ title, description, children, footer, side, size, hideCloseButton = false, data, ...handlers }, ref) => {
    const container = usePortalContainer();
    return (
      <RadixDialog.Portal container={container}>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          ref={ref}
          className={styles.content({ side, size })}
          data-side={side ?? 'right'}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...handlers}
          {...dataAttributes(data)}
        >
          <OverlayHeader
            className={styles.header}
            title={<RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>}
            description={
              description ? (
                <RadixDialog.Description className={styles.description}>
                  {description}
                </RadixDialog.Description>
              ) : null
            }
            closePart={hideCloseButton ? undefined : RadixDialog.Close}
          />
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    );
  },
);
DrawerContent.displayName = 'DrawerContent';

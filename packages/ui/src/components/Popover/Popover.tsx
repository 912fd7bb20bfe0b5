import * as RadixPopover from '@radix-ui/react-popover';
import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { usePortalContainer } from '../../provider';
import { dataAttributes, type DataAttributes, type Size } from '../../vocabulary';
import { OverlayCloseButton, OverlayHeader } from '../OverlayHeader/OverlayHeader';
import * as styles from './Popover.css';

export const popoverSides = ['top', 'right', 'bottom', 'left'] as const;
export type PopoverSide = (typeof popoverSides)[number];
export const popoverAligns = ['start', 'center', 'end'] as const;
export type PopoverAlign = (typeof popoverAligns)[number];

export type PopoverProps = {
  /** A `PopoverTrigger` (or `PopoverAnchor`) and a `PopoverContent`. */
  children: ReactNode;
  /** Controlled open state; leave out (with `defaultOpen`) for an uncontrolled popover. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** `false` (default): the page stays usable. `true`: focus is trapped and the rest is inert. */
  modal?: boolean;
};

/** The root (Radix Popover): holds the open state shared by its parts. */
export function Popover(props: PopoverProps) {
  return <RadixPopover.Root {...props} />;
}
Popover.displayName = 'Popover';

export type PopoverTriggerProps = { children: ReactNode };

/** Wraps the element that toggles the popover (usually a Button); it receives the trigger's props. */
export const PopoverTrigger = forwardRef<HTMLButtonElement, PopoverTriggerProps>(({ children }, ref) => (
  <RadixPopover.Trigger ref={ref} asChild>
    {children}
  </RadixPopover.Trigger>
));
PopoverTrigger.displayName = 'PopoverTrigger';

export type PopoverAnchorProps = { children: ReactNode };

/** Wraps an element to position the popover against, other than the trigger. */
export const PopoverAnchor = forwardRef<HTMLDivElement, PopoverAnchorProps>(({ children }, ref) => (
  <RadixPopover.Anchor ref={ref} asChild>
    {children}
  </RadixPopover.Anchor>
));
PopoverAnchor.displayName = 'PopoverAnchor';

export type PopoverCloseProps = { children: ReactNode };

/** Wraps an element (usually a Button) inside the content that closes the popover. */
export const PopoverClose = forwardRef<HTMLButtonElement, PopoverCloseProps>(({ children }, ref) => (
  <RadixPopover.Close ref={ref} asChild>
    {children}
  </RadixPopover.Close>
));
PopoverClose.displayName = 'PopoverClose';

type RadixContentProps = ComponentPropsWithoutRef<typeof RadixPopover.Content>;

/** A popover is a dialog: a visible `title` names it, or `label` when there is no title. */
type PopoverName = { title: string; label?: never } | { label: string; title?: never };

export type PopoverContentProps = PopoverName & {
  children?: ReactNode;
  side?: PopoverSide;
  align?: PopoverAlign;
  /** Width: small 240, standard 320, large 420 px. */
  size?: Size;
  /** Hide the × button (Escape, a click outside and the trigger still close it). */
  hideCloseButton?: boolean;
  onOpenAutoFocus?: RadixContentProps['onOpenAutoFocus'];
  onCloseAutoFocus?: RadixContentProps['onCloseAutoFocus'];
  onEscapeKeyDown?: RadixContentProps['onEscapeKeyDown'];
  onInteractOutside?: RadixContentProps['onInteractOutside'];
  data?: DataAttributes;
};

/** The floating panel: a non-modal dialog next to its trigger, with an optional title and a × button. */
export const PopoverContent = forwardRef<HTMLDivElement, PopoverContentProps>(
  (
    {
      title,
      label,
      children,
      side = 'bottom',
      align = 'center',
      size,
      hideCloseButton = false,
      data,
      ...handlers
    },
    ref,
  ) => {
    const container = usePortalContainer();
    const titleId = useId();
    const closePart = hideCloseButton ? undefined : RadixPopover.Close;
    return (
      <RadixPopover.Portal container={container}>
        <RadixPopover.Content
          ref={ref}
          side={side}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          aria-labelledby={title ? titleId : undefined}
          aria-label={title ? undefined : label}
          className={styles.content({ size, floatingClose: !title && !hideCloseButton })}
          {...handlers}
          {...dataAttributes(data)}
        >
          {title ? (
            <OverlayHeader
              space="small"
              title={
                <h2 id={titleId} className={styles.title}>
                  {title}
                </h2>
              }
              closePart={closePart}
            />
          ) : closePart ? (
            <span className={styles.floatingClose}>
              <OverlayCloseButton part={closePart} />
            </span>
          ) : null}
          {children}
          <RadixPopover.Arrow className={styles.arrow} width={12} height={6} />
        </RadixPopover.Content>
      </RadixPopover.Portal>
    );
  },
);
PopoverContent.displayName = 'PopoverContent';

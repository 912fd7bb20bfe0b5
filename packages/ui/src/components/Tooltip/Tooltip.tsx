import * as RadixTooltip from '@radix-ui/react-tooltip';
import { forwardRef, type ReactNode } from 'react';
import { usePortalContainer } from '../../provider';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import * as styles from './Tooltip.css';

export const tooltipSides = ['top', 'right', 'bottom', 'left'] as const;
export type TooltipSide = (typeof tooltipSides)[number];
export const tooltipAligns = ['start', 'center', 'end'] as const;
export type TooltipAlign = (typeof tooltipAligns)[number];

export type TooltipProps = {
  /** A `TooltipTrigger` and a `TooltipContent`. */
  children: ReactNode;
  /** Controlled open state; leave out (with `defaultOpen`) for uncontrolled. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Hover delay before it opens, in ms (300 by default); keyboard focus opens it at once. */
  delayDuration?: number;
};

/**
 * The root (Radix Tooltip, with its own provider so none is needed around the app): holds the
 * open state shared by TooltipTrigger and TooltipContent.
 */
export function Tooltip({ children, delayDuration = 300, ...rootProps }: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root {...rootProps}>{children}</RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
Tooltip.displayName = 'Tooltip';

export type TooltipTriggerProps = {
  /** One focusable element (an IconButton, a Button); it receives the trigger's props. */
  children: ReactNode;
};

/** Wraps the element the tooltip explains. It must be focusable, so keyboard users get it too. */
export const TooltipTrigger = forwardRef<HTMLButtonElement, TooltipTriggerProps>(({ children }, ref) => (
  <RadixTooltip.Trigger ref={ref} asChild>
    {children}
  </RadixTooltip.Trigger>
));
TooltipTrigger.displayName = 'TooltipTrigger';

export type TooltipContentProps = {
  /** Short plain text; no links or buttons (a tooltip cannot be focused). */
  children: ReactNode;
  side?: TooltipSide;
  align?: TooltipAlign;
  data?: DataAttributes;
};

/** The bubble: shown on hover and keyboard focus, hidden with Escape or when the pointer leaves. */
export const TooltipContent = forwardRef<HTMLDivElement, TooltipContentProps>(
  ({ children, side = 'top', align = 'center', data }, ref) => {
    const container = usePortalContainer();
    return (
      <RadixTooltip.Portal container={container}>
        <RadixTooltip.Content
          ref={ref}
          side={side}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          className={styles.content}
          {...dataAttributes(data)}
        >
          {children}
          <RadixTooltip.Arrow className={styles.arrow} width={10} height={5} />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    );
  },
);
TooltipContent.displayName = 'TooltipContent';

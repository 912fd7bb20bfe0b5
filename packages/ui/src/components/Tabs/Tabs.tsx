import * as RadixTabs from '@radix-ui/react-tabs';
import { forwardRef, type ReactNode } from 'react';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import { Icon, type IconName } from '../Icon';
import * as styles from './Tabs.css';

export const tabsOrientations = ['horizontal', 'vertical'] as const;
export type TabsOrientation = (typeof tabsOrientations)[number];
export const tabsActivationModes = ['automatic', 'manual'] as const;
export type TabsActivationMode = (typeof tabsActivationModes)[number];

export type TabsProps = {
  /** A `TabsList` of `TabsTrigger`s and one `TabsContent` per trigger. */
  children: ReactNode;
  /** Controlled value (the active tab); leave out (with `defaultValue`) for uncontrolled. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** `horizontal` (default): tabs above the panel; `vertical`: tabs beside it. */
  orientation?: TabsOrientation;
  /**
   * `automatic` (default): arrow keys show the focused tab's panel at once. `manual`: arrows only
   * move focus and Enter/Space shows — for panels that are slow to render.
   */
  activationMode?: TabsActivationMode;
  data?: DataAttributes;
};

/** The root: holds the active tab shared by TabsList, TabsTrigger and TabsContent (Radix Tabs). */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(({ children, data, ...rootProps }, ref) => (
  <RadixTabs.Root ref={ref} className={styles.root} {...rootProps} {...dataAttributes(data)}>
    {children}
  </RadixTabs.Root>
));
Tabs.displayName = 'Tabs';

export type TabsListProps = {
  children: ReactNode;
  /** Names the tab list when the page has more than one, or no heading says what it switches. */
  label?: string;
  /** Tab's order: `true` (default) wraps from the last tab to the first. */
  loop?: boolean;
  data?: DataAttributes;
};

/** The row (or column) of tabs. */
export const TabsList = forwardRef<HTMLDivElement, TabsListProps>(({ children, label, loop, data }, ref) => (
  <RadixTabs.List ref={ref} aria-label={label} loop={loop} className={styles.list} {...dataAttributes(data)}>
    {children}
  </RadixTabs.List>
));
TabsList.displayName = 'TabsList';

export type TabsTriggerProps = {
  /** Matches the `value` of its TabsContent. */
  value: string;
  children: ReactNode;
  /** A decorative icon before the text. */
  icon?: IconName;
  disabled?: boolean;
  data?: DataAttributes;
};

/** One tab; activating it shows the TabsContent with the same value. */
export const TabsTrigger = forwardRef<HTMLButtonElement, TabsTriggerProps>(
  ({ value, children, icon, disabled, data }, ref) => (
    <RadixTabs.Trigger
      ref={ref}
      value={value}
      disabled={disabled}
      className={styles.trigger}
      {...dataAttributes(data)}
    >
      {icon ? <Icon name={icon} size="small" /> : null}
      {children}
    </RadixTabs.Trigger>
  ),
);
TabsTrigger.displayName = 'TabsTrigger';

export type TabsContentProps = {
  /** Matches the `value` of its TabsTrigger. */
  value: string;
  children: ReactNode;
  /** Keep the panel mounted (hidden) while inactive, e.g. to keep a form's state. */
  forceMount?: boolean;
  data?: DataAttributes;
};

/** The panel of one tab, named by its tab. */
export const TabsContent = forwardRef<HTMLDivElement, TabsContentProps>(
  ({ value, children, forceMount, data }, ref) => (
    <RadixTabs.Content
      ref={ref}
      value={value}
      forceMount={forceMount || undefined}
      className={styles.content}
      {...dataAttributes(data)}
    >
      {children}
    </RadixTabs.Content>
  ),
);
TabsContent.displayName = 'TabsContent';

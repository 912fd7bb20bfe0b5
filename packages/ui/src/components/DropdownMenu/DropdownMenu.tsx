import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { clsx } from 'clsx';
import { forwardRef, type ComponentPropsWithoutRef, type ReactElement, type ReactNode } from 'react';
import * as menu from '../../internal/menu.css';
import { usePortalContainer } from '../../provider';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import { Icon, type IconName } from '../Icon';
import * as styles from './DropdownMenu.css';

export const dropdownMenuItemTones = ['neutral', 'critical'] as const;
export type DropdownMenuItemTone = (typeof dropdownMenuItemTones)[number];

export type DropdownMenuProps = {
  children: ReactNode;
  /** Controlled open state; leave out (with `defaultOpen`) for an uncontrolled menu. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * `false` (default): the page stays interactive and is not hidden from assistive technology
   * while the menu is open. A modal menu marks the rest of the page aria-hidden while focus can
   * still land there on pointer use, which axe reports (aria-hidden-focus).
   */
  modal?: boolean;
};

/** The root: holds the open state shared by DropdownMenuTrigger and DropdownMenuContent. */
export function DropdownMenu({ modal = false, ...props }: DropdownMenuProps) {
  return <RadixMenu.Root modal={modal} {...props} />;
}
DropdownMenu.displayName = 'DropdownMenu';

export type DropdownMenuTriggerProps = { children: ReactNode };

/**
 * Wraps the element that opens the menu (a Button, IconButton or your own button); it gets
 * `aria-haspopup`, `aria-expanded` and `data-state`.
 */
export const DropdownMenuTrigger = forwardRef<HTMLButtonElement, DropdownMenuTriggerProps>(
  ({ children }, ref) => (
    <RadixMenu.Trigger ref={ref} asChild>
      {children}
    </RadixMenu.Trigger>
  ),
);
DropdownMenuTrigger.displayName = 'DropdownMenuTrigger';

type RadixContentProps = ComponentPropsWithoutRef<typeof RadixMenu.Content>;

export type DropdownMenuContentProps = {
  children: ReactNode;
  /** Alignment against the trigger. Default `start`. */
  align?: RadixContentProps['align'];
  side?: RadixContentProps['side'];
  sideOffset?: number;
  /** Accessible name of the menu when its trigger does not name it well. */
  'aria-label'?: string;
  onCloseAutoFocus?: RadixContentProps['onCloseAutoFocus'];
  onEscapeKeyDown?: RadixContentProps['onEscapeKeyDown'];
  data?: DataAttributes;
};

/** The floating menu; it portals into the UiProvider's element so it keeps the theme. */
export const DropdownMenuContent = forwardRef<HTMLDivElement, DropdownMenuContentProps>(
  ({ children, align = 'start', side, sideOffset = 4, data, ...rest }, ref) => {
    const container = usePortalContainer();
    return (
      <RadixMenu.Portal container={container}>
        <RadixMenu.Content
          ref={ref}
          align={align}
          side={side}
          sideOffset={sideOffset}
          className={menu.content}
          {...rest}
          {...dataAttributes(data)}
        >
          {children}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    );
  },
);
DropdownMenuContent.displayName = 'DropdownMenuContent';

export type DropdownMenuItemProps = {
  children: ReactNode;
  /** Called when the item is chosen (click, Enter or Space); the menu then closes. */
  onSelect?: (event: Event) => void;
  /** `critical` for destructive actions (删除, 退出登录 when it loses work). */
  tone?: DropdownMenuItemTone;
  /** An icon name, or your own decorative element, before the label. */
  icon?: IconName | ReactElement;
  /** Hint at the end of the row, e.g. a keyboard shortcut. Decorative. */
  shortcut?: string;
  disabled?: boolean;
  /** Text for typeahead when the children are not plain text. */
  textValue?: string;
  data?: DataAttributes;
};

function ItemIcon({ icon }: { icon: IconName | ReactElement }) {
  return (
    <span className={styles.icon} aria-hidden="true">
      {typeof icon === 'string' ? <Icon name={icon} size="small" /> : icon}
    </span>
  );
}

/** One action of the menu (role="menuitem"). */
export const DropdownMenuItem = forwardRef<HTMLDivElement, DropdownMenuItemProps>(
  ({ children, onSelect, tone, icon, shortcut, disabled, textValue, data }, ref) => (
    <RadixMenu.Item
      ref={ref}
      className={clsx(menu.item, styles.item({ tone }))}
      onSelect={onSelect}
      disabled={disabled}
      textValue={textValue}
      {...dataAttributes(data)}
    >
      {icon ? <ItemIcon icon={icon} /> : null}
      {children}
      {shortcut ? (
        <span className={styles.shortcut} aria-hidden="true">
          {shortcut}
        </span>
      ) : null}
    </RadixMenu.Item>
  ),
);
DropdownMenuItem.displayName = 'DropdownMenuItem';

export type DropdownMenuCheckboxItemProps = {
  children: ReactNode;
  /** Controlled checked state; leave out (with `defaultChecked`) for an uncontrolled item. */
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** Keep the menu open after toggling (e.g. choosing several table columns). Default closes. */
  keepOpen?: boolean;
  disabled?: boolean;
  textValue?: string;
  data?: DataAttributes;
};

/** An on/off option (role="menuitemcheckbox", aria-checked) with a check mark. */
export const DropdownMenuCheckboxItem = forwardRef<HTMLDivElement, DropdownMenuCheckboxItemProps>(
  (
    {
      children,
      checked,
      defaultChecked = false,
      onCheckedChange,
      keepOpen = false,
      disabled,
      textValue,
      data,
    },
    ref,
  ) => {
    const [isChecked, setChecked] = useControllableState({
      prop: checked,
      defaultProp: defaultChecked,
      onChange: onCheckedChange,
      caller: 'DropdownMenuCheckboxItem',
    });
    return (
      <RadixMenu.CheckboxItem
        ref={ref}
        className={menu.item}
        checked={isChecked}
        onCheckedChange={(next) => setChecked(next === true)}
        onSelect={keepOpen ? (event) => event.preventDefault() : undefined}
        disabled={disabled}
        textValue={textValue}
        {...dataAttributes(data)}
      >
        <span className={styles.indicatorSlot} aria-hidden="true">
          <RadixMenu.ItemIndicator>
            <Icon name="check" size="small" />
          </RadixMenu.ItemIndicator>
        </span>
        {children}
      </RadixMenu.CheckboxItem>
    );
  },
);
DropdownMenuCheckboxItem.displayName = 'DropdownMenuCheckboxItem';

export type DropdownMenuLabelProps = { children: ReactNode };

/** A heading inside the menu for the items below it; not focusable. */
export const DropdownMenuLabel = forwardRef<HTMLDivElement, DropdownMenuLabelProps>(({ children }, ref) => (
  <RadixMenu.Label ref={ref} className={menu.label}>
    {children}
  </RadixMenu.Label>
));
DropdownMenuLabel.displayName = 'DropdownMenuLabel';

/** A line between groups of items (role="separator"). */
export const DropdownMenuSeparator = forwardRef<HTMLDivElement, Record<string, never>>((_props, ref) => (
  <RadixMenu.Separator ref={ref} className={menu.separator} />
));
DropdownMenuSeparator.displayName = 'DropdownMenuSeparator';

import { useState } from 'react';
import { Button, ConfirmDialog, IconButton, Inline, type IconName } from '@creator-console/ui';
import { TextLink } from '../components/text-link';

/** What a row action asks before it runs: a destructive one says what goes. */
export type RowActionConfirm = {
  title: string;
  description: string;
  confirmLabel: string;
  /**
   * Runs the action. The confirmation closes when it resolves and stays open when it rejects (the
   * api client has shown why); catch inside to close it on a failure too.
   */
  onConfirm: () => Promise<unknown>;
};

/** One button (or link) of a row's actions cell. */
export type RowAction = {
  /** The visible text; an icon button shows `icon` instead and is named by `name` alone. */
  label: string;
  /** The accessible name, which names the row ("删除：生活"), so each row's buttons differ. */
  name: string;
  icon?: IconName;
  tone?: 'critical';
  disabled?: boolean;
  /** A link to this address instead of a button. */
  to?: string;
  onClick?: () => void;
  /** Ask first: the click opens this confirmation, and its confirm runs the action. */
  confirm?: RowActionConfirm;
};

/**
 * The actions cell of a list row: small ghost buttons on one line, each named after its row; an
 * action with `confirm` asks in a ConfirmDialog first. Left-out actions (`null`, `false`) are not shown.
 *
 * ```tsx
 * cell: (row) => (
 *   <RowActions
 *     actions={[
 *       { label: t('edit'), name: t('editLabel', { name: row.name }), onClick: () => setEditing(row) },
 *       {
 *         label: t('delete'),
 *         name: t('deleteLabel', { name: row.name }),
 *         tone: 'critical',
 *         confirm: { title: t('deleteTitle'), description: t('deleteConfirm', { name: row.name }),
 *                    confirmLabel: t('delete'), onConfirm: () => remove(row.id) },
 *       },
 *     ]}
 *   />
 * ),
 * ```
 */
export function RowActions({ actions }: { actions: readonly (RowAction | null | false | undefined)[] }) {
  // The last confirmation asked stays while the dialog closes, so its words do not blank out.
  const [asking, setAsking] = useState<RowActionConfirm | null>(null);
  const [open, setOpen] = useState(false);
  const ask = (confirm: RowActionConfirm) => {
    setAsking(confirm);
    setOpen(true);
  };
  return (
    <>
      <Inline space="xsmall" wrap={false}>
        {actions.map((action) => {
          if (!action) return null;
          const { label, name, icon, tone, disabled, to, onClick, confirm } = action;
          if (to !== undefined) {
            return (
              <TextLink key={name} to={to} aria-label={name}>
                {label}
              </TextLink>
            );
          }
          const click = confirm ? () => ask(confirm) : onClick;
          return icon ? (
            <IconButton
              key={name}
              label={name}
              icon={icon}
              size="small"
              variant="ghost"
              tone={tone}
              disabled={disabled}
              onClick={click}
            />
          ) : (
            <Button
              key={name}
              size="small"
              variant="ghost"
              tone={tone}
              aria-label={name}
              disabled={disabled}
              onClick={click}
            >
              {label}
            </Button>
          );
        })}
      </Inline>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={asking?.title ?? ''}
        description={asking?.description ?? ''}
        confirmLabel={asking?.confirmLabel}
        tone="critical"
        onConfirm={asking?.onConfirm}
      />
    </>
  );
}

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { rejectReasons } from '../../docs/reviewFixtures';
import { TextField } from '../TextField';
import { Stack } from '../Stack';
import { DecisionBar, decisionShortcutScopes } from './DecisionBar';

const meta = {
  title: 'Review/DecisionBar',
  component: DecisionBar,
  parameters: {
    docs: {
      description: {
        component: [
          'Approve or reject the item under review. Quick-reject reason chips compose the message the creator will read into an editable field; a reject needs a message. `onDecide({ decision, reasonIds, message })` may return a promise: the bar is busy until it settles and clears itself when it resolves.',
          '',
          'Keyboard, as in the moderation tools reviewers know: **A** approve, **R** reject, **1–9** toggle the nth reason, **Ctrl/⌘+Enter** submit the rejection (also from the message field). With `shortcuts="container"` (default) they work while focus is in the bar — the bar itself takes focus, so an app can `ref.current.focus()` it when an item opens; `shortcuts="global"` makes them work anywhere on the page. They never fire while the user types in another field or a dialog is open. The legend is always visible.',
          '',
          'Give it `key={item.id}` so chosen reasons and a half-written message never carry over to the next item.',
          '',
          '**When to use**: once per review pane, under the item and its `MachineVerdict`; with `batchCount` for a batch decision on the items ticked in `ReviewQueue` (对 N 项批量操作).',
          '**Alternatives**: a `ConfirmDialog` for one-off approvals outside a review flow (certification approval 通过/驳回 can use either); plain `Button`s when there are no reasons and no message.',
          '**Accessibility**: a group named 审核操作 (described by the batch banner); chips are toggle buttons (`aria-pressed`); every control announces its key with `aria-keyshortcuts`; the missing-message error marks the field invalid, is linked with `aria-describedby` and moves focus to the field; busy sets `aria-busy` and disables the controls.',
        ].join('\n'),
      },
    },
  },
  argTypes: { shortcuts: { control: 'inline-radio', options: decisionShortcutScopes } },
  args: { reasons: rejectReasons, onDecide: fn() },
} satisfies Meta<typeof DecisionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const approveName = /^(通过|Approve)$/;
const rejectName = /^(驳回|Reject)$/;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '站外引流' }));
    const field = canvas.getByRole('textbox');
    await expect(field).toHaveValue(rejectReasons[2]?.message);
    await userEvent.type(field, '删除后可重新提交。');
    await userEvent.click(canvas.getByRole('button', { name: rejectName }));
    await expect(args.onDecide).toHaveBeenCalledWith({
      decision: 'reject',
      reasonIds: ['traffic'],
      message: `${rejectReasons[2]?.message}删除后可重新提交。`,
    });
    await expect(field).toHaveValue('');
  },
};

export const Approve: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: approveName }));
    await expect(args.onDecide).toHaveBeenCalledWith({ decision: 'approve', reasonIds: [], message: '' });
  },
};

/** Reject with an empty message: the error shows and focus moves to the field. */
export const RejectNeedsMessage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: rejectName }));
    const field = canvas.getByRole('textbox');
    await expect(args.onDecide).not.toHaveBeenCalled();
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/驳回时请填写给创作者的说明|Write a message/);
  },
};

export const KeyboardShortcuts: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('group', { name: /审核操作|Review decision/ }).focus();
    await userEvent.keyboard('1');
    await userEvent.keyboard('4');
    await expect(canvas.getByRole('button', { name: '搬运侵权' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: '画质过低' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('textbox'));
    await userEvent.keyboard('{End}a');
    await expect(args.onDecide).not.toHaveBeenCalled();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onDecide).toHaveBeenCalledWith({
      decision: 'reject',
      reasonIds: ['copyright', 'quality'],
      message: `${rejectReasons[0]?.message}\n${rejectReasons[3]?.message}a`,
    });
    // Focus stays in the bar, so the next item can be decided with the keyboard at once.
    await userEvent.keyboard('a');
    await expect(args.onDecide).toHaveBeenLastCalledWith({ decision: 'approve', reasonIds: [], message: '' });
  },
};

/** `shortcuts="global"`: keys work anywhere on the page, except while typing in another field. */
export const GlobalShortcuts: Story = {
  args: { shortcuts: 'global' },
  render: (args) => (
    <Stack space="large">
      <TextField label="备注（不会触发快捷键）" />
      <DecisionBar {...args} />
    </Stack>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: /备注/ }));
    await userEvent.keyboard('a');
    await expect(args.onDecide).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard('a');
    await expect(args.onDecide).toHaveBeenCalledWith({ decision: 'approve', reasonIds: [], message: '' });
  },
};

/** An async decision: busy until the promise settles, then cleared for the next item. */
export const Busy: Story = {
  args: { onDecide: fn(() => new Promise((resolve) => setTimeout(resolve, 400))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: approveName }));
    await expect(canvas.getByRole('group', { name: /审核操作|Review decision/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: rejectName })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('button', { name: rejectName })).toBeEnabled());
  },
};

export const BusyFromOutside: Story = { args: { busy: true } };

export const Batch: Story = {
  args: { batchCount: 3 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('group', { name: /审核操作|Review decision/ }),
    ).toHaveAccessibleDescription(/对 3 项批量操作|Batch action on 3 items/);
  },
};

export const WithoutReasons: Story = { args: { reasons: [] } };

export const Dark: Story = { args: { batchCount: 2 }, globals: { theme: 'dark' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TopicInput, type TopicInputProps } from './TopicInput';

/** The stories keep the topics in state, as a form does. */
function Controlled(args: TopicInputProps) {
  const [topics, setTopics] = useState<string[]>([...args.value]);
  return (
    <TopicInput
      {...args}
      value={topics}
      onChange={(next) => {
        setTopics(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/TopicInput',
  component: TopicInput,
  render: (args) => <Controlled {...args} />,
  parameters: {
    docs: {
      description: {
        component: [
          'Topics (话题) of a video or album as removable chips before a text input: Enter, a comma (half or full width) or leaving the field adds the typed topic without its leading #; Backspace in the empty input removes the last one. Duplicates, more than `max` and topics over `maxLength` are refused with a message under the field.',
          '',
          '**When to use**: a short list of free-text tags a user types.',
          '**Alternatives**: `Select` or checkboxes when the choices are a fixed list.',
          '**Accessibility**: a labelled text input; the chips are a list named 已添加的话题 and each has a named remove button; additions and removals are announced in a polite live region; errors are linked to the input with aria-describedby.',
        ].join('\n'),
      },
    },
  },
  args: { label: '话题', value: [], onChange: fn() },
} satisfies Meta<typeof TopicInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox');

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(input(canvasElement), '#家常菜{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['家常菜']);
    await expect(within(canvasElement).getByRole('list')).toHaveTextContent('#家常菜');
  },
};

export const WithTopics: Story = {
  args: { value: ['家常菜', '美食教程', '乡村生活'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /移除话题 美食教程|Remove topic 美食教程/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['家常菜', '乡村生活']);
  },
};

export const Full: Story = {
  args: { value: ['一', '二', '三', '四', '五'] },
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), '六{Enter}');
    await expect(input(canvasElement)).toHaveAccessibleDescription(/最多添加 5 个话题|Up to 5 topics/);
  },
};

export const Duplicate: Story = {
  args: { value: ['家常菜'] },
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), '家常菜{Enter}');
    await expect(input(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const WithError: Story = {
  args: { value: ['违规话题'], error: '话题包含敏感词' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveAccessibleDescription(/话题包含敏感词/);
  },
};

export const Disabled: Story = {
  args: { value: ['家常菜'], disabled: true },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const English: Story = {
  ...WithTopics,
  args: { ...WithTopics.args, label: 'Topics' },
  globals: { locale: 'en-US' },
};

export const DarkEmpty: Story = { ...Empty, globals: { theme: 'dark' } };
export const DarkWithTopics: Story = { ...WithTopics, globals: { theme: 'dark' } };
export const DarkFull: Story = { ...Full, globals: { theme: 'dark' } };
export const DarkDuplicate: Story = { ...Duplicate, globals: { theme: 'dark' } };
export const DarkWithError: Story = { ...WithError, globals: { theme: 'dark' } };
export const DarkDisabled: Story = { ...Disabled, globals: { theme: 'dark' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Steps, stepStatuses, stepsOrientations, type StepItem } from './Steps';

const certification: StepItem[] = [
  { title: '提交资料', description: '身份证与手机号' },
  { title: '平台审核', description: '1–3 个工作日' },
  { title: '签署协议' },
  { title: '认证完成' },
];

const meta = {
  title: 'Components/Steps',
  component: Steps,
  parameters: {
    docs: {
      description: {
        component: [
          'Shows where a multi-step process stands. `items` are the steps ({ title, description?, status? }), `current` the index of the current one: earlier steps are finished, later ones waiting; `status="error"` marks the current step as failed.',
          '',
          '**When to use**: a process of 3–6 known steps the user goes through or waits on — certification, a multi-page upload form, a withdrawal.',
          '**Alternatives**: `Tabs` when the parts can be visited in any order; a progress bar for one long operation; a plain list for history (an audit log).',
          '**Accessibility**: an ordered list named “步骤/Steps” (or `label`); the current step has `aria-current="step"`; each step’s status is said in words (已完成/进行中/未开始/出错), so it does not rest on colour or the check mark. The number circles are decorative.',
        ].join('\n'),
      },
    },
  },
  argTypes: {
    status: { control: 'inline-radio', options: stepStatuses },
    orientation: { control: 'inline-radio', options: stepsOrientations },
    current: { control: { type: 'number', min: 0, max: certification.length } },
  },
  args: { items: certification, current: 1 },
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: /步骤|Steps/ });
    const steps = within(list).getAllByRole('listitem');
    await expect(steps[1]).toHaveAttribute('aria-current', 'step');
    await expect(steps[0]).toHaveTextContent(/已完成|Completed/);
  },
};

export const FirstStep: Story = { args: { current: 0 } };

export const Failed: Story = {
  args: {
    current: 1,
    status: 'error',
    items: [
      certification[0]!,
      { title: '平台审核', description: '身份证照片模糊，请重新上传' },
      ...certification.slice(2),
    ],
  },
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getAllByRole('listitem')[1]!;
    await expect(current).toHaveAttribute('aria-current', 'step');
    await expect(current).toHaveTextContent(/出错|Failed/);
  },
};

export const AllFinished: Story = { args: { current: certification.length } };

export const Vertical: Story = { args: { orientation: 'vertical', current: 2 } };

export const VerticalFailed: Story = { args: { orientation: 'vertical', current: 1, status: 'error' } };

/** Steps driving a multi-page form. */
export const Interactive: Story = {
  render: function Render(args) {
    const [current, setCurrent] = useState(0);
    return (
      <Stack space="large">
        <Steps {...args} current={current} />
        <Text>{`第 ${Math.min(current + 1, certification.length)} 步的表单`}</Text>
        <Inline space="small">
          <Button disabled={current === 0} onClick={() => setCurrent((step) => step - 1)}>
            上一步
          </Button>
          <Button
            tone="accent"
            variant="solid"
            disabled={current >= certification.length}
            onClick={() => setCurrent((step) => step + 1)}
          >
            下一步
          </Button>
        </Inline>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    const steps = canvas.getAllByRole('listitem');
    await expect(steps[2]).toHaveAttribute('aria-current', 'step');
    await expect(steps[1]).toHaveTextContent(/已完成|Completed/);
  },
};

export const AllStatuses: Story = {
  render: (args) => (
    <Stack space="xlarge">
      {stepStatuses.map((status) => (
        <Steps
          key={status}
          {...args}
          label={status}
          items={[{ title: '上一步' }, { title: status, description: '当前步骤' }, { title: '下一步' }]}
          current={1}
          status={status}
        />
      ))}
    </Stack>
  ),
};

export const Dark: Story = { ...AllStatuses, globals: { theme: 'dark' } };

export const DarkVertical: Story = {
  args: { orientation: 'vertical', current: 1, status: 'error' },
  globals: { theme: 'dark' },
};

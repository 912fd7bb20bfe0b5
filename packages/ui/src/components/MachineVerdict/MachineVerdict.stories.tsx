import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { reviewNow, verdictReasons } from '../../docs/reviewFixtures';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { MachineVerdict, VerdictTag, machineVerdicts } from './MachineVerdict';

const meta = {
  title: 'Review/MachineVerdict',
  component: MachineVerdict,
  subcomponents: { VerdictTag },
  parameters: {
    docs: {
      description: {
        component: [
          'What the machine review concluded — 通过 (pass), 疑似 (suspect), 拦截 (block) or 白名单跳过 (whitelisted: the author is on the machine-review whitelist, so no check ran) — with the rules it matched and when it checked. `VerdictTag` is the verdict alone, for queue rows and table cells.',
          '',
          '**When to use**: beside the human decision on first and second review, so reviewers see why the machine flagged an item before they decide.',
          '**Alternatives**: `VerdictTag` where there is no room for reasons; `ReviewHistory` for the whole trail of machine and human decisions.',
          '**Accessibility**: a region named by its heading (机审结果); the verdict is said in words with an icon, never by colour alone; matched rules are a list; the check time is a `<time>` element with a machine-readable `dateTime`.',
        ].join('\n'),
      },
    },
  },
  argTypes: { verdict: { control: 'select', options: machineVerdicts } },
  args: { verdict: 'suspect', reasons: verdictReasons, checkedAt: reviewNow },
} satisfies Meta<typeof MachineVerdict>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: /机审结果|Machine review/ });
    await expect(region).toHaveTextContent(/疑似|Suspect/);
    await expect(within(region).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Pass: Story = {
  args: { verdict: 'pass', reasons: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/未命中任何规则|No rule matched/)).toBeInTheDocument();
  },
};

export const Block: Story = {
  args: {
    verdict: 'block',
    reasons: [{ rule: '违禁品', detail: '画面中识别到管制刀具', field: '第 48 秒画面' }],
  },
};

export const Whitelisted: Story = {
  args: { verdict: 'whitelisted', reasons: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/白名单跳过|Whitelisted/)).toBeInTheDocument();
    await expect(canvas.queryByText(/未命中任何规则|No rule matched/)).not.toBeInTheDocument();
  },
};

export const AllVerdicts: Story = {
  render: (args) => (
    <Stack space="large">
      <Inline space="small">
        {machineVerdicts.map((verdict) => (
          <VerdictTag key={verdict} verdict={verdict} />
        ))}
      </Inline>
      {machineVerdicts.map((verdict) => (
        <MachineVerdict
          key={verdict}
          {...args}
          verdict={verdict}
          title={`${verdict} · 机审结果`}
          reasons={verdict === 'pass' || verdict === 'whitelisted' ? [] : args.reasons}
        />
      ))}
    </Stack>
  ),
};

export const Dark: Story = { ...AllVerdicts, globals: { theme: 'dark' } };

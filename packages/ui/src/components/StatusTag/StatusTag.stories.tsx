import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sizes, variants } from '../../vocabulary';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { StatusTag } from './StatusTag';
import {
  certificationStates,
  docVersionStates,
  linkedAccountStates,
  logOutcomes,
  noticeStates,
  reviewStates,
} from './statusTags';

const meta = {
  title: 'Components/StatusTag',
  component: StatusTag,
  parameters: {
    docs: {
      description: {
        component: [
          'The state of a review, a certification application or a linked account, as a coloured tag.',
          '',
          '`kind="review"`: draft 草稿, machine 机审中, first 一审中, second 二审中, published 已发布, rejected 已驳回, scheduled 定时发布. `kind="certification"`: 0 未认证, 1 审核中, 2 已通过, 3 已驳回. `kind="account"`: current 已登录, other 可切换, disabled 已禁用. `kind="logOutcome"`: success 成功, denied 已拒绝, refused 被规则拦截. `kind="notice"`: draft 草稿, scheduled 待发送, sending 发送中, sent 已发送, withdrawn 已撤回. `kind="docVersion"`: draft 草稿, scheduled 待生效, published 当前版本, archived 已归档.',
          '',
          '**When to use**: every place a state from these lists is shown — tables, detail pages, the account switcher — so a state always looks and reads the same. `statusTagOf(strings, kind, status)` gives the label and tone for filters.',
          '**Alternatives**: `Tag` for free labels; `Badge` for counts.',
          '**Accessibility**: the label is text in the locale; the colour and dot only repeat it.',
        ].join('\n'),
      },
    },
  },
  argTypes: {
    size: { control: 'inline-radio', options: sizes },
    variant: { control: 'inline-radio', options: variants },
  },
  args: { kind: 'review', status: 'first' },
} satisfies Meta<typeof StatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/一审中|First review/)).toBeInTheDocument();
  },
};

export const Review: Story = {
  render: (args) => (
    <Inline space="small">
      {reviewStates.map((status) => (
        <StatusTag key={status} size={args.size} variant={args.variant} kind="review" status={status} />
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['草稿', '机审中', '一审中', '二审中', '已发布', '已驳回', '定时发布']) {
      await expect(canvas.getByText(label)).toBeInTheDocument();
    }
  },
};

export const Certification: Story = {
  render: (args) => (
    <Inline space="small">
      {certificationStates.map((status) => (
        <StatusTag
          key={status}
          size={args.size}
          variant={args.variant}
          kind="certification"
          status={status}
        />
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['未认证', '审核中', '已通过', '已驳回'])
      await expect(canvas.getByText(label)).toBeInTheDocument();
  },
};

export const LinkedAccount: Story = {
  render: (args) => (
    <Inline space="small">
      {linkedAccountStates.map((status) => (
        <StatusTag key={status} size={args.size} variant={args.variant} kind="account" status={status} />
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['已登录', '可切换', '已禁用'])
      await expect(canvas.getByText(label)).toBeInTheDocument();
  },
};

export const LogOutcome: Story = {
  render: (args) => (
    <Inline space="small">
      {logOutcomes.map((status) => (
        <StatusTag key={status} size={args.size} variant={args.variant} kind="logOutcome" status={status} />
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['成功', '已拒绝', '被规则拦截'])
      await expect(canvas.getByText(label)).toBeInTheDocument();
  },
};

export const LogOutcomeDark: Story = { ...LogOutcome, globals: { theme: 'dark' } };

export const Notice: Story = {
  render: (args) => (
    <Inline space="small">
      {noticeStates.map((status) => (
        <StatusTag key={status} size={args.size} variant={args.variant} kind="notice" status={status} />
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['草稿', '待发送', '发送中', '已发送', '已撤回'])
      await expect(canvas.getByText(label)).toBeInTheDocument();
    await expect(canvas.getByText('已撤回').closest('[data-kind="notice"]')).toHaveAttribute(
      'data-status',
      'withdrawn',
    );
  },
};

export const NoticeDark: Story = { ...Notice, globals: { theme: 'dark' } };

export const DocVersion: Story = {
  render: (args) => (
    <Inline space="small">
      {docVersionStates.map((status) => (
        <StatusTag key={status} size={args.size} variant={args.variant} kind="docVersion" status={status} />
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['草稿', '待生效', '当前版本', '已归档'])
      await expect(canvas.getByText(label)).toBeInTheDocument();
  },
};

export const DocVersionDark: Story = { ...DocVersion, globals: { theme: 'dark' } };

export const NoticeAndDocVersionEnglish: Story = {
  render: () => (
    <Stack space="small">
      <Inline space="small">
        {noticeStates.map((status) => (
          <StatusTag key={status} kind="notice" status={status} />
        ))}
      </Inline>
      <Inline space="small">
        {docVersionStates.map((status) => (
          <StatusTag key={status} kind="docVersion" status={status} />
        ))}
      </Inline>
    </Stack>
  ),
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of [
      'Scheduled',
      'Sending',
      'Withdrawn',
      'Takes effect later',
      'Current version',
      'Archived',
    ])
      await expect(canvas.getByText(label)).toBeInTheDocument();
  },
};

export const English: Story = {
  ...Review,
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Second review')).toBeInTheDocument();
  },
};

export const AllVariants: Story = {
  render: () => (
    <Stack space="large">
      {variants.map((variant) => (
        <Stack key={variant} space="small">
          <Text weight="strong">{variant}</Text>
          <Inline space="small">
            {reviewStates.map((status) => (
              <StatusTag key={status} variant={variant} kind="review" status={status} />
            ))}
          </Inline>
          <Inline space="small">
            {certificationStates.map((status) => (
              <StatusTag key={status} variant={variant} kind="certification" status={status} />
            ))}
            {linkedAccountStates.map((status) => (
              <StatusTag key={status} variant={variant} kind="account" status={status} />
            ))}
          </Inline>
          <Inline space="small">
            {logOutcomes.map((status) => (
              <StatusTag key={status} variant={variant} kind="logOutcome" status={status} />
            ))}
            {noticeStates.map((status) => (
              <StatusTag key={status} variant={variant} kind="notice" status={status} />
            ))}
            {docVersionStates.map((status) => (
              <StatusTag key={status} variant={variant} kind="docVersion" status={status} />
            ))}
          </Inline>
        </Stack>
      ))}
      <Inline space="small">
        {sizes.map((size) => (
          <StatusTag key={size} size={size} kind="review" status="published" />
        ))}
      </Inline>
    </Stack>
  ),
};

export const Dark: Story = { ...AllVariants, globals: { theme: 'dark' } };

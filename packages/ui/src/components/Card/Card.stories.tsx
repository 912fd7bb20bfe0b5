import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { Stat } from '../Stat';
import { Text } from '../Text';
import { Card, cardPaddings } from './Card';

const meta = {
  title: 'Components/Card',
  component: Card,
  parameters: {
    docs: {
      description: {
        component: [
          'A surface that groups related content, with an optional header of title, description and actions.',
          '',
          '**When to use**: the blocks of a dashboard or detail page; a tile in a grid. `padding="none"` for content that runs to the edges, such as a table.',
          '**Alternatives**: `Box` with `background="surface"` for a bare panel; `Dialog`/`Drawer` for content on top of the page.',
          '**Accessibility**: the title is a heading (`titleAs`, default h3, to fit the page outline). With `as="section"` the card is a region landmark named by its title (aria-labelledby) — use it for a page’s main blocks, not for every tile.',
        ].join('\n'),
      },
    },
  },
  argTypes: { padding: { control: 'inline-radio', options: cardPaddings } },
  args: {
    title: '数据概览',
    description: '近 7 天',
    children: <Text>播放量、点赞与新增粉丝的汇总。</Text>,
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 3, name: '数据概览' }),
    ).toBeInTheDocument();
  },
};

const onExport = fn();

export const WithActions: Story = {
  args: {
    actions: (
      <Button size="small" icon="doc" onClick={onExport}>
        导出
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '导出' }));
    await expect(onExport).toHaveBeenCalled();
  },
};

export const AsSection: Story = {
  args: {
    as: 'section',
    title: '认证信息',
    titleAs: 'h2',
    description: undefined,
    children: <Text>已通过实名认证。</Text>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: '认证信息' })).toBeInTheDocument();
  },
};

export const WithoutHeader: Story = { args: { title: undefined, description: undefined } };

export const Dashboard: Story = {
  render: () => (
    <Box
      display="grid"
      gap="standard"
      style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}
    >
      <Card>
        <Stat label="播放量" value={1284032} unit="次" trend={{ direction: 'up', value: '+12.5%' }} />
      </Card>
      <Card>
        <Stat label="新增粉丝" value={3208} unit="人" trend={{ direction: 'down', value: '-3.1%' }} />
      </Card>
      <Card>
        <Stat label="收益" value={5820.5} unit="元" trend={{ direction: 'flat', value: '0%' }} />
      </Card>
    </Box>
  ),
};

export const AllVariants: Story = {
  render: (args) => (
    <Stack space="standard">
      {cardPaddings.map((padding) => (
        <Card key={padding} {...args} padding={padding} title={`padding: ${padding}`} />
      ))}
    </Stack>
  ),
};

export const Dark: Story = { ...AllVariants, globals: { theme: 'dark' } };

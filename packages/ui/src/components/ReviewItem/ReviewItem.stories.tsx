import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  historyEntries,
  placeholderImage,
  rejectReasons,
  reviewNow,
  verdictReasons,
} from '../../docs/reviewFixtures';
import { DecisionBar } from '../DecisionBar';
import { MachineVerdict } from '../MachineVerdict';
import { ReviewHistory } from '../ReviewHistory';
import { SensitiveValue } from '../SensitiveValue';
import { Stack } from '../Stack';
import { ReviewItem } from './ReviewItem';
import { reviewMediaKinds, type ReviewMedia } from './ReviewMedia';

const captions = `data:text/vtt;charset=utf-8,${encodeURIComponent('WEBVTT\n\n00:00.000 --> 00:05.000\n山顶日出\n')}`;

const video: ReviewMedia = {
  kind: 'video',
  // An empty clip: stories need no network; the poster is what shows.
  src: 'data:video/mp4;base64,',
  poster: placeholderImage('周末露营 vlog', 200),
  tracks: [{ src: captions, srcLang: 'zh', label: '中文' }],
};

const album: ReviewMedia = {
  kind: 'images',
  images: [
    { src: placeholderImage('1 · 日出', 30), alt: '山顶日出' },
    { src: placeholderImage('2 · 帐篷', 120), alt: '营地帐篷' },
    { src: placeholderImage('3 · 篝火', 0), alt: '夜晚篝火' },
    { src: placeholderImage('4 · 星空', 240), alt: '银河星空' },
  ],
};

const meta = {
  title: 'Review/ReviewItem',
  component: ReviewItem,
  parameters: {
    docs: {
      description: {
        component: [
          'The item under review: its media — a video player (`kind: "video"`), an album’s image gallery (`"images"`) or a certification document (`"document"`: images inline, PDFs in an `<object>` with a download fallback, anything else as a download) — beside its title, author, description, facts (`meta`) and tags. `children` hold the `MachineVerdict`, the `DecisionBar` and the `ReviewHistory`. Media sit beside the details when there is room and above them when not.',
          '',
          '**When to use**: the review pane of video, album and certification review, next to a `ReviewQueue`.',
          '**Alternatives**: a `Card` for a compact summary in lists; `DataTable` rows for bulk overviews.',
          '**Accessibility**: an article named by its title (an h2 by default, `headingLevel` to fit the page); the video has native controls, the title as its name and caption tracks when given; gallery images need `alt`, the position is announced politely and ←/→ page through it; thumbnails are buttons named by their image; the PDF object is named by the file name and always has a download link.',
        ].join('\n'),
      },
    },
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3] } },
  args: {
    title: '周末露营 vlog：在山顶看日出',
    author: { name: '山野小周', avatar: placeholderImage('周', 160, 64, 64) },
    description: '凌晨四点出发，记录从营地到山顶的一路风景。\n拍摄设备：手机 + 云台。',
    media: video,
    meta: [
      { label: '时长', value: '03:12' },
      { label: '分类', value: '旅行' },
      { label: '提交时间', value: '2025/03/08 10:27' },
      { label: '作品 ID', value: 'v-1001' },
    ],
    tags: ['露营', '日出', 'vlog'],
  },
} satisfies Meta<typeof ReviewItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article', { name: /周末露营/ });
    const player = article.querySelector('video');
    await expect(player).toHaveAttribute('controls');
    await expect(player).toHaveAttribute('poster');
    await expect(within(article).getByRole('list', { name: /标签|Tags/ })).toBeInTheDocument();
  },
};

export const ImageGallery: Story = {
  args: { title: '露营相册', media: album, meta: [{ label: '图片数', value: '4' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '山顶日出' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /下一张|Next image/ }));
    await expect(canvas.getByRole('img', { name: '营地帐篷' })).toBeInTheDocument();
    await expect(canvas.getByText(/第 2 \/ 4 张|Image 2 of 4/)).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: '夜晚篝火' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '银河星空' }));
    await expect(canvas.getByRole('button', { name: /下一张|Next image/ })).toBeDisabled();
  },
};

export const PdfDocument: Story = {
  args: {
    title: 'MCN 机构认证：授权书',
    media: {
      kind: 'document',
      src: 'data:application/pdf;base64,',
      name: '授权书.pdf',
      mimeType: 'application/pdf',
    },
    meta: [{ label: '申请类型', value: 'MCN 认证' }],
    tags: [],
    description: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('object')).toHaveAttribute('aria-label', '授权书.pdf');
    await expect(canvas.getByRole('link', { name: /下载 授权书.pdf|Download 授权书.pdf/ })).toHaveAttribute(
      'download',
      '授权书.pdf',
    );
  },
};

export const ImageDocument: Story = {
  args: {
    title: '企业认证：营业执照',
    media: {
      kind: 'document',
      src: placeholderImage('营业执照', 40, 480, 640),
      name: '营业执照.png',
      mimeType: 'image/png',
    },
    tags: [],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '营业执照.png' })).toBeInTheDocument();
  },
};

export const OtherDocument: Story = {
  args: {
    title: '短剧合作：合同',
    media: { kind: 'document', src: '#contract.docx', name: '合作合同.docx', mimeType: 'application/msword' },
    tags: [],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/无法在此预览|cannot be previewed/)).toBeInTheDocument();
  },
};

export const TextOnly: Story = { args: { media: undefined, meta: [], tags: [] } };

/** Every media kind side by side. */
export const AllMediaKinds: Story = {
  render: (args) => (
    <Stack space="xlarge">
      {reviewMediaKinds.map((kind) => (
        <ReviewItem
          key={kind}
          {...args}
          title={kind}
          media={
            kind === 'video'
              ? video
              : kind === 'images'
                ? album
                : { kind: 'document', src: '#file', name: '身份证正面.pdf', mimeType: 'application/pdf' }
          }
        />
      ))}
    </Stack>
  ),
};

/** The whole review pane: item, machine verdict, decision bar and history. */
export const FullReview: Story = {
  args: {
    meta: [
      { label: '时长', value: '03:12' },
      {
        label: '作者手机号',
        value: (
          <SensitiveValue label="作者手机号" masked="138****0003" onReveal={async () => '13800000003'} />
        ),
      },
    ],
    children: (
      <>
        <MachineVerdict verdict="suspect" reasons={verdictReasons} checkedAt={reviewNow} />
        <DecisionBar reasons={rejectReasons} onDecide={fn()} />
        <ReviewHistory entries={historyEntries} now={reviewNow} />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: /机审结果|Machine review/ })).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: /审核操作|Review decision/ })).toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: /审核记录|Review history/ })).toBeInTheDocument();
  },
};

export const Dark: Story = { ...FullReview, globals: { theme: 'dark' } };

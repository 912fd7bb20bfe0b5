import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ImageGallery, type ImageGalleryItem } from './ImageGallery';

const svg = (hue: number, text: string, width = 800, height = 600) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="hsl(${hue},40%,70%)"/><text x="50%" y="50%" font-size="48" text-anchor="middle" fill="#222">${text}</text></svg>`,
  )}`;

const documents: ImageGalleryItem[] = [
  { key: 'id_front', label: '身份证人像面', src: svg(200, 'front') },
  { key: 'id_back', label: '身份证国徽面', src: svg(20, 'back') },
  { key: 'face', label: '人脸照片', src: svg(120, 'face') },
];

const meta = {
  title: 'Components/ImageGallery',
  component: ImageGallery,
  parameters: {
    docs: {
      description: {
        component: [
          'Images as thumbnails that open large in a viewer: certification documents, receipt screenshots.',
          '',
          '**When to use**: a handful of images a reviewer must look at closely. Give each a `label` that says what it is; pass `src: undefined` while a stored file’s address is being signed.',
          '**Alternatives**: `MediaCard` for a tile that opens an item, not an image; `ReviewItem`’s media strip inside a review pane.',
          '**Accessibility**: a list named by `label`; each thumbnail is a button 查看大图：{label}; the viewer is a dialog titled by the image’s label with its alt text, 上一张/下一张 buttons and ← → keys, a live position (第 2 / 3 张), a zoom toggle (`aria-pressed`), Esc to close. An image that fails to load says so in words.',
        ].join('\n'),
      },
    },
  },
  args: { images: documents, label: '证件材料', empty: '未上传材料' },
} satisfies Meta<typeof ImageGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const openName = (label: string) => new RegExp(`查看大图：${label}|Open the full image: ${label}`);

export const Documents: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: '证件材料' });
    for (const { label } of documents) {
      await expect(within(list).getByRole('button', { name: openName(label) })).toBeVisible();
    }
  },
};

export const Viewer: Story = {
  name: 'Viewer: next, previous, zoom, Esc',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: openName('身份证人像面') }));
    const viewer = await body.findByRole('dialog', { name: '身份证人像面' });
    await expect(within(viewer).getByRole('img', { name: '身份证人像面' })).toBeVisible();
    await expect(within(viewer).getByText(/第 1 \/ 3 张|1 \/ 3|1 of 3/)).toBeVisible();
    await expect(within(viewer).getByRole('button', { name: /上一张|Previous image/ })).toBeDisabled();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await body.findByRole('dialog', { name: '身份证国徽面' })).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: /下一张|Next image/ }));
    const last = await body.findByRole('dialog', { name: '人脸照片' });
    await expect(within(last).getByRole('button', { name: /下一张|Next image/ })).toBeDisabled();
    const zoom = within(last).getByRole('button', { name: /放大|Zoom in/ });
    await userEvent.click(zoom);
    await expect(within(last).getByRole('button', { name: /缩小|Zoom out/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(within(last).getByRole('img', { name: '人脸照片' })).toHaveAttribute('data-zoomed', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(await body.findByRole('button', { name: /放大|Zoom in/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const Screenshots: Story = {
  name: 'Small (receipt screenshots)',
  args: {
    label: '截图',
    size: 'small',
    images: [1, 2, 3, 4].map((n) => ({
      key: String(n),
      label: `截图 ${n}`,
      src: svg(n * 60, `#${n}`, 390, 844),
    })),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: '截图' });
    await expect(within(list).getAllByRole('button')).toHaveLength(4);
    await expect(within(list).queryByText('截图 1')).toBeNull();
  },
};

export const LoadingAndBroken: Story = {
  name: 'Loading and broken',
  args: {
    images: [
      { key: 'signing', label: '身份证人像面', src: undefined },
      { key: 'missing', label: '身份证国徽面', src: null },
      { key: 'failed', label: '人脸照片', src: 'data:image/png;base64,AAAA' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const brokenName = (label: string) =>
      new RegExp(`${label}（(图片无法加载|The image could not be loaded)）`);
    // A missing or failed image: a broken-image icon, and the button's name says so.
    await expect(canvas.getByRole('button', { name: brokenName('身份证国徽面') })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: brokenName('人脸照片') })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: brokenName('人脸照片') }));
    const viewer = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '人脸照片' });
    await expect(within(viewer).getByText(/图片无法加载|could not be loaded/)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('未上传材料')).toBeVisible();
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const Dark: Story = { ...Documents, globals: { theme: 'dark' } };

export const DarkViewer: Story = { ...Viewer, name: 'Viewer (dark)', globals: { theme: 'dark' } };

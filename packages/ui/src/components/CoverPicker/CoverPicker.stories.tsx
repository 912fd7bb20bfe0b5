import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CoverPicker } from './CoverPicker';

/**
 * A real two-second WebM for the stories, recorded in the browser from a canvas whose colour and
 * counter change every few frames, so every thumbnail shows a different picture.
 */
async function recordedVideo(): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 180;
  const context = canvas.getContext('2d')!;
  const stream = canvas.captureStream(15);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm' });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  let frame = 0;
  const draw = () => {
    frame += 1;
    context.fillStyle = `hsl(${(frame * 12) % 360} 60% 45%)`;
    context.fillRect(0, 0, 320, 180);
    context.fillStyle = '#fff';
    context.font = 'bold 64px sans-serif';
    context.fillText(String(frame), 110, 115);
  };
  draw();
  const timer = setInterval(draw, 66);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start(250);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  recorder.stop();
  await stopped;
  clearInterval(timer);
  stream.getTracks().forEach((track) => track.stop());
  return new Blob(chunks, { type: 'video/webm' });
}

let sample: Promise<Blob> | null = null;
const sampleVideo = () => (sample ??= recordedVideo());

const savedCover =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#d97706"/><text x="40" y="105" font-size="40" fill="#fff">已保存封面</text></svg>',
  );

const meta = {
  title: 'Components/CoverPicker',
  component: CoverPicker,
  parameters: {
    docs: {
      description: {
        component: [
          'Chooses a video’s cover in the browser, as Douyin’s and Bilibili’s upload pages do: the video with a scrubber, a strip of evenly spread frames drawn to canvas, and 设为封面, which hands the frame shown as a JPEG `Blob` to `onChange(cover, "frame")`. Or 上传封面图: the picked image goes to `onChange(file, "file")`. **It never uploads**: the caller stores the blob. The local `File` is shown through a `blob:` address (the page’s CSP needs `media-src blob:`), or pass a playable address.',
          '',
          '**When to use**: the cover of a video in a publish or edit form.',
          '**Alternatives**: `Upload` for files in general; `CameraCapture` for a photo taken live.',
          '**Accessibility**: a group named 视频封面 described by the current instruction; the scrubber is a native range input with the position as its value text; each frame is a toggle button named by its position (0:03 处的画面) with `aria-pressed` on the one shown; an unplayable video is announced as an alert and the upload stays available.',
        ].join('\n'),
      },
    },
  },
  args: { onChange: fn(), video: null },
} satisfies Meta<typeof CoverPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('group', { name: /视频封面|Video cover/ });

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(group(canvasElement)).toHaveAttribute('data-state', 'empty');
    await expect(canvas.getByRole('status')).toHaveTextContent(/添加视频后|Add a video/);
    await expect(canvas.getByRole('button', { name: /上传封面图|Upload a cover image/ })).toBeEnabled();
  },
};

export const Ready: Story = {
  loaders: [async () => ({ video: await sampleVideo() })],
  render: (args, { loaded }) => <CoverPicker {...args} video={loaded.video as Blob} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(group(canvasElement)).toHaveAttribute('data-state', 'ready'), {
      timeout: 8000,
    });
    await waitFor(
      () => expect(canvas.getAllByRole('button', { name: /处的画面|Frame at/ })).toHaveLength(6),
      {
        timeout: 8000,
      },
    );
    const frames = canvas.getAllByRole('button', { name: /处的画面|Frame at/ });
    await userEvent.click(frames[3]!);
    await expect(frames[3]).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /设为封面|Use as cover/ }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ type: 'image/jpeg' }), 'frame'),
    );
    await expect(canvas.getByRole('img', { name: /当前封面|Current cover/ })).toBeVisible();
  },
};

export const WithSavedCover: Story = {
  args: { value: savedCover },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: /当前封面|Current cover/ })).toHaveAttribute(
      'src',
      savedCover,
    );
  },
};

export const Unplayable: Story = {
  args: { video: new Blob([new Uint8Array([1, 2, 3, 4])], { type: 'video/mp4' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      /无法播放|cannot play/,
    );
    await expect(canvas.getByRole('button', { name: /上传封面图|Upload a cover image/ })).toBeEnabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: savedCover },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /上传封面图|Upload a cover image/ }),
    ).toBeDisabled();
  },
};

export const English: Story = { ...Ready, globals: { locale: 'en-US' } };

export const DarkEmpty: Story = { ...Empty, globals: { theme: 'dark' } };
export const DarkReady: Story = { ...Ready, globals: { theme: 'dark' } };
export const DarkWithSavedCover: Story = { ...WithSavedCover, globals: { theme: 'dark' } };
export const DarkUnplayable: Story = { ...Unplayable, globals: { theme: 'dark' } };
export const DarkDisabled: Story = { ...Disabled, globals: { theme: 'dark' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CameraCapture, type CameraSource } from './CameraCapture';

/**
 * A stand-in front camera for the stories: a drawn face that moves a little, streamed from a
 * canvas, so the live, capture and retake states run in any browser without a device.
 */
function drawnCamera(): CameraSource {
  return {
    getUserMedia: async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 480;
      const context = canvas.getContext('2d')!;
      let frame = 0;
      const draw = () => {
        frame += 1;
        context.fillStyle = '#cfd8e3';
        context.fillRect(0, 0, 640, 480);
        const x = 320 + Math.sin(frame / 10) * 6;
        context.fillStyle = '#f2c9a0';
        context.beginPath();
        context.ellipse(x, 230, 110, 145, 0, 0, Math.PI * 2);
        context.fill();
        context.fillStyle = '#3b3b3b';
        context.beginPath();
        context.arc(x - 40, 200, 10, 0, Math.PI * 2);
        context.arc(x + 40, 200, 10, 0, Math.PI * 2);
        context.fill();
      };
      draw();
      const timer = setInterval(draw, 100);
      const stream = canvas.captureStream(10);
      for (const track of stream.getTracks()) {
        const stop = track.stop.bind(track);
        track.stop = () => {
          clearInterval(timer);
          stop();
        };
      }
      return stream;
    },
  };
}

const failingCamera = (name: string): CameraSource => ({
  getUserMedia: () => Promise.reject(new DOMException('camera refused', name)),
});

/** A camera whose permission prompt is never answered. */
const waitingCamera: CameraSource = { getUserMedia: () => new Promise<MediaStream>(() => undefined) };

const photoFile = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], '自拍.jpg', { type: 'image/jpeg' });

const meta = {
  title: 'Components/CameraCapture',
  component: CameraCapture,
  parameters: {
    docs: {
      description: {
        component: [
          'Takes a face photo with the front camera (`getUserMedia`, `facingMode: user`): a live, mirrored preview with an oval guide, 拍照, then 重拍 or 使用这张, which hands the JPEG `Blob` to `onCapture(photo, "camera")`. When the camera is denied, missing or busy, or the browser has no `mediaDevices`, it says why and offers 上传照片: the picked image goes to `onCapture(file, "file")`. **It never uploads**, and it releases the camera after the shot and when it unmounts.',
          '',
          '**When to use**: the face-recognition step of a real-name certification, or any “take a photo of yourself” step.',
          '**Alternatives**: `Upload` for documents (ID cards, licences) and any photo that need not be taken live.',
          '**Accessibility**: a group named 人脸拍摄, described by the current instruction; the instruction is a polite live region and failures are an alert, so the reason reaches screen readers. Every action is a labelled button; the oval guide is decorative and the instruction says the same in words. The captured photo has alt text.',
        ].join('\n'),
      },
    },
  },
  args: { onCapture: fn() },
} satisfies Meta<typeof CameraCapture>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('group', { name: /人脸拍摄|Face photo/ });

export const Requesting: Story = {
  args: { mediaDevices: waitingCamera },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(group(canvasElement)).toHaveAttribute('data-state', 'requesting');
    await expect(canvas.getByRole('status')).toHaveTextContent(/正在请求使用摄像头|Asking to use the camera/);
    await expect(canvas.getByRole('button', { name: /拍照|Take photo/ })).toBeDisabled();
  },
};

export const Live: Story = {
  args: { mediaDevices: drawnCamera() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(group(canvasElement)).toHaveAttribute('data-state', 'live'));
    await expect(canvas.getByLabelText(/摄像头画面|Camera preview/)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(/椭圆框|oval/);
    await expect(canvas.getByRole('button', { name: /拍照|Take photo/ })).toBeEnabled();
  },
};

export const Captured: Story = {
  args: { mediaDevices: drawnCamera() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const shoot = canvas.getByRole('button', { name: /拍照|Take photo/ });
    await waitFor(() => expect(shoot).toBeEnabled());
    await userEvent.click(shoot);
    await expect(await canvas.findByRole('img', { name: /拍摄的照片|The photo taken/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /使用这张|Use this photo/ }));
    await expect(args.onCapture).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'image/jpeg' }),
      'camera',
    );
  },
};

export const Retake: Story = {
  args: { mediaDevices: drawnCamera() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: /拍照|Take photo/ })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: /拍照|Take photo/ }));
    await userEvent.click(await canvas.findByRole('button', { name: /重拍|Retake/ }));
    await waitFor(() => expect(group(canvasElement)).toHaveAttribute('data-state', 'live'));
    await expect(canvas.queryByRole('img', { name: /拍摄的照片|The photo taken/ })).not.toBeInTheDocument();
    await expect(args.onCapture).not.toHaveBeenCalled();
  },
};

export const Denied: Story = {
  args: { mediaDevices: failingCamera('NotAllowedError') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/权限被拒绝|access was denied/);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const file = photoFile();
    await userEvent.upload(input, file);
    await expect(args.onCapture).toHaveBeenCalledWith(file, 'file');
  },
};

export const Unavailable: Story = {
  args: { mediaDevices: failingCamera('NotFoundError') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/没有找到可用的摄像头|No camera/);
    await expect(canvas.getByRole('button', { name: /重试|Try again/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /上传照片|Upload a photo/ })).toBeVisible();
  },
};

export const UnsupportedFallback: Story = {
  args: { mediaDevices: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/不支持调用摄像头|cannot use a camera/);
    await expect(canvas.queryByRole('button', { name: /重试|Try again/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /上传照片|Upload a photo/ })).toHaveAccessibleDescription(
      /JPG、PNG、WebP|JPG, PNG or WebP/,
    );
  },
};

export const English: Story = {
  args: UnsupportedFallback.args,
  play: UnsupportedFallback.play,
  globals: { locale: 'en-US' },
};

export const DarkRequesting: Story = {
  args: Requesting.args,
  play: Requesting.play,
  globals: { theme: 'dark' },
};
export const DarkLive: Story = {
  args: { mediaDevices: drawnCamera() },
  play: Live.play,
  globals: { theme: 'dark' },
};
export const DarkCaptured: Story = {
  args: { mediaDevices: drawnCamera() },
  play: Captured.play,
  globals: { theme: 'dark' },
};
export const DarkDenied: Story = { args: Denied.args, play: Denied.play, globals: { theme: 'dark' } };
export const DarkUnavailable: Story = {
  args: Unavailable.args,
  play: Unavailable.play,
  globals: { theme: 'dark' },
};
export const DarkUnsupportedFallback: Story = {
  args: UnsupportedFallback.args,
  play: UnsupportedFallback.play,
  globals: { theme: 'dark' },
};

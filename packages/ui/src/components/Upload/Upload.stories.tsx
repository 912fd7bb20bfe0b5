import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { Upload, type UploadItem } from './Upload';

const MB = 1024 * 1024;

const sampleFiles: UploadItem[] = [
  {
    id: '1',
    name: 'creator-console-launch-video-final.mp4',
    size: 120 * MB,
    progress: 0.45,
    status: 'uploading',
    speed: 2.5 * MB,
    remaining: 125,
  },
  { id: '2', name: '城市夜景.mov', size: 80 * MB, progress: 0, status: 'queued' },
  {
    id: '3',
    name: '家常菜谱-第二季-第十二集-正片-1080p.mp4',
    size: 40 * MB,
    progress: 0.3,
    status: 'paused',
  },
  { id: '4', name: '春日踏青.mp4', size: 12 * MB, progress: 1, status: 'done' },
  {
    id: '5',
    name: '旅行 vlog.mp4',
    size: 300 * MB,
    progress: 0.62,
    status: 'error',
    error: '网络中断，请重试',
  },
];

/** A file of a given reported size, without allocating it. */
function fakeFile(name: string, size: number, type: string): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

const meta = {
  title: 'Components/Upload',
  component: Upload,
  parameters: {
    docs: {
      description: {
        component: [
          'A drop zone with a button that opens the file picker, and the list of files with progress, speed, time left and cancel/retry/remove. It checks `accept` and `maxSize`, lists each refused file with its reason, and hands the rest to `onSelect`. **It never uploads**: the caller uploads and passes back `files` ({ id, name, size, progress 0..1, status, error?, speed?, remaining? }).',
          '',
          '**When to use**: adding videos, covers or documents (certification papers) to a form or a library.',
          '**Alternatives**: a plain `<input type="file">` in a `FormField` for a single small file with no progress to show.',
          '**Accessibility**: the drop zone is optional — the “选择文件” button opens the picker by keyboard, and the accepted types and size describe it. Refused files are announced (`role="alert"`). Each file’s progress is a named `progressbar` with its percentage; status is said in words, not only by colour or icon. Buttons say which file they act on (“重试 旅行 vlog.mp4”) while showing the short word. Long names are shortened to 25 characters with the extension kept; the full name is what assistive technology reads and what the tooltip shows.',
        ].join('\n'),
      },
    },
  },
  args: {
    files: [],
    onSelect: fn(),
    onCancel: fn(),
    onRetry: fn(),
    onRemove: fn(),
    onReject: fn(),
    accept: '.mp4,.mov,video/*',
    maxSize: 2 * 1024 * MB,
    multiple: true,
  },
} satisfies Meta<typeof Upload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /选择文件|Choose files/ });
    await expect(button).toHaveAccessibleDescription(/\.mp4, \.mov, video\/\*/);
    const file = fakeFile('春日踏青.mp4', 12 * MB, 'video/mp4');
    await userEvent.upload(fileInput(canvasElement), file);
    await expect(args.onSelect).toHaveBeenCalledWith([file]);
  },
};

export const Files: Story = {
  args: { files: sampleFiles },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: /creator-console-launch-video-final\.mp4/ });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(canvas.getByText('creator-console-laun….mp4')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^(重试|Retry) 旅行 vlog\.mp4$/ }));
    await expect(args.onRetry).toHaveBeenCalledWith('5');
    await userEvent.click(canvas.getByRole('button', { name: /^(取消|Cancel) 城市夜景\.mov$/ }));
    await expect(args.onCancel).toHaveBeenCalledWith('2');
    await userEvent.click(canvas.getByRole('button', { name: /^(移除|Remove) 春日踏青\.mp4$/ }));
    await expect(args.onRemove).toHaveBeenCalledWith('4');
  },
};

export const RejectedFiles: Story = {
  args: { maxSize: 100 * MB },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const good = fakeFile('春日踏青.mp4', 12 * MB, 'video/mp4');
    const tooBig = fakeFile('直播回放.mp4', 150 * MB, 'video/mp4');
    const wrongType = fakeFile('封面.png', 2048, 'image/png');
    fireEvent.change(fileInput(canvasElement), { target: { files: [good, tooBig, wrongType] } });
    await expect(args.onSelect).toHaveBeenCalledWith([good]);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(/直播回放\.mp4：文件超过 100 MB|直播回放\.mp4: larger than 100 MB/);
    await expect(alert).toHaveTextContent(
      /封面\.png：不支持该文件类型|封面\.png: this file type is not accepted/,
    );
  },
};

/** Dispatches a real drag event carrying the files, as the browser does on a drop. */
function drag(zone: HTMLElement, type: 'dragenter' | 'dragover' | 'drop', files: File[] = []) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
}

export const DropFiles: Story = {
  play: async ({ canvasElement, args }) => {
    const zone = canvasElement.querySelector<HTMLElement>('[data-part="dropzone"]')!;
    const file = fakeFile('城市夜景.mov', 80 * MB, 'video/quicktime');
    drag(zone, 'dragenter', [file]);
    await waitFor(() => expect(zone).toHaveAttribute('data-dragging', 'true'));
    drag(zone, 'drop', [file]);
    await waitFor(() => expect(zone).toHaveAttribute('data-dragging', 'false'));
    await expect(args.onSelect).toHaveBeenCalledWith([expect.objectContaining({ name: '城市夜景.mov' })]);
  },
};

export const Dragging: Story = {
  play: async ({ canvasElement }) => {
    const zone = canvasElement.querySelector<HTMLElement>('[data-part="dropzone"]')!;
    drag(zone, 'dragover');
    await waitFor(() => expect(zone).toHaveAttribute('data-dragging', 'true'));
  },
};

export const Disabled: Story = {
  args: { disabled: true, files: [sampleFiles[3]!] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /选择文件|Choose files/ })).toBeDisabled();
  },
};

export const CustomLabelAndHint: Story = {
  args: {
    label: '上传证件照片',
    accept: 'image/jpeg,image/png',
    maxSize: 5 * MB,
    multiple: false,
    hint: '请上传身份证正反面，四角完整、字迹清晰',
  },
};

/** The caller's side, simulated: picked files are "uploaded" in steps, one can fail and be retried. */
export const SimulatedUploads: Story = {
  args: { onSelect: undefined, onCancel: undefined, onRetry: undefined, onRemove: undefined },
  render: function Render(args) {
    const [files, setFiles] = useState<(UploadItem & { failsAt?: number })[]>([]);
    useEffect(() => {
      const timer = setInterval(() => {
        setFiles((current) =>
          current.map((file) => {
            if (file.status !== 'uploading' && file.status !== 'queued') return file;
            const progress = Math.min(1, file.progress + 0.25);
            if (file.failsAt !== undefined && progress >= file.failsAt) {
              return { ...file, progress, status: 'error', error: '网络中断，请重试' };
            }
            return progress >= 1
              ? { ...file, progress: 1, status: 'done', speed: undefined, remaining: undefined }
              : {
                  ...file,
                  progress,
                  status: 'uploading',
                  speed: 4 * MB,
                  remaining: Math.round((1 - progress) * 8),
                };
          }),
        );
      }, 150);
      return () => clearInterval(timer);
    }, []);
    return (
      <Upload
        {...args}
        files={files}
        onSelect={(picked) =>
          setFiles((current) => [
            ...current,
            ...picked.map((file, index) => ({
              id: `${Date.now()}-${index}`,
              name: file.name,
              size: file.size,
              progress: 0,
              status: 'queued' as const,
              // The sample that fails once, to show the retry.
              failsAt: file.name.includes('失败') ? 0.5 : undefined,
            })),
          ])
        }
        onCancel={(id) => setFiles((current) => current.filter((file) => file.id !== id))}
        onRetry={(id) =>
          setFiles((current) =>
            current.map((file) =>
              file.id === id ? { ...file, failsAt: undefined, status: 'queued', progress: 0 } : file,
            ),
          )
        }
        onRemove={(id) => setFiles((current) => current.filter((file) => file.id !== id))}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    fireEvent.change(fileInput(canvasElement), {
      target: {
        files: [
          fakeFile('春日踏青.mp4', 12 * MB, 'video/mp4'),
          fakeFile('失败样例.mp4', 8 * MB, 'video/mp4'),
        ],
      },
    });
    await waitFor(() => expect(canvas.getByText(/上传完成|Uploaded/)).toBeVisible(), { timeout: 4000 });
    await waitFor(() => expect(canvas.getByText('网络中断，请重试')).toBeVisible(), { timeout: 4000 });
    await userEvent.click(canvas.getByRole('button', { name: /^(重试|Retry) 失败样例\.mp4$/ }));
    await waitFor(() => expect(canvas.getAllByText(/上传完成|Uploaded/)).toHaveLength(2), { timeout: 4000 });
    await userEvent.click(canvas.getByRole('button', { name: /^(移除|Remove) 春日踏青\.mp4$/ }));
    await expect(canvas.queryByText('春日踏青.mp4')).not.toBeInTheDocument();
  },
};

export const Dark: Story = { args: { files: sampleFiles }, globals: { theme: 'dark' } };

import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { Upload, type UploadItem } from './Upload';

const MB = 1024 * 1024;

const video = (name: string, size = 3 * MB, type = 'video/mp4') =>
  new File([new Uint8Array(Math.min(size, 16))], name, { type });

/** A File reporting a size without allocating it. */
function sized(file: File, size: number): File {
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const fileInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="file"]')!;

const items: UploadItem[] = [
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
  { id: '3', name: '家常菜谱.mp4', size: 40 * MB, progress: 0.3, status: 'paused' },
  { id: '4', name: '春日踏青.mp4', size: 12 * MB, progress: 1, status: 'done' },
  { id: '5', name: '旅行 vlog.mp4', size: 300 * MB, progress: 0.62, status: 'error', error: '网络中断' },
];

describe('Upload', () => {
  it('is a button that opens the file picker, described by the accepted types and size', async () => {
    const { container } = renderUi(
      <Upload files={[]} onSelect={vi.fn()} accept=".mp4,.mov" maxSize={2 * 1024 * MB} />,
    );
    const button = screen.getByRole('button', { name: '选择文件' });
    expect(button).toHaveAccessibleDescription('支持 .mp4, .mov · 单个文件不超过 2 GB');
    const click = vi.spyOn(fileInput(container), 'click');
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
    expect(fileInput(container)).toHaveAttribute('accept', '.mp4,.mov');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('hands picked files that pass accept and maxSize to onSelect, and lists the others with a reason', async () => {
    const onSelect = vi.fn();
    const onReject = vi.fn();
    const { container } = renderUi(
      <Upload
        files={[]}
        onSelect={onSelect}
        onReject={onReject}
        accept="video/*"
        maxSize={100 * MB}
        multiple
      />,
    );
    const good = video('春日踏青.mp4');
    const tooBig = sized(video('超长直播回放.mp4'), 150 * MB);
    const wrongType = video('封面.png', 1024, 'image/png');
    fireEvent.change(fileInput(container), { target: { files: [good, tooBig, wrongType] } });
    expect(onSelect).toHaveBeenCalledWith([good]);
    expect(onReject).toHaveBeenCalledWith([
      { file: tooBig, reason: 'size', message: '超长直播回放.mp4：文件超过 100 MB' },
      { file: wrongType, reason: 'type', message: '封面.png：不支持该文件类型' },
    ]);
    const alert = screen.getByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['超长直播回放.mp4：文件超过 100 MB', '封面.png：不支持该文件类型']);
  });

  it('does not call onSelect when every file is refused; one file at a time without multiple', () => {
    const onSelect = vi.fn();
    const { container } = renderUi(<Upload files={[]} onSelect={onSelect} accept=".mp4" />);
    fireEvent.change(fileInput(container), { target: { files: [video('a.mov'), video('b.mp4')] } });
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('a.mov：不支持该文件类型');
    fireEvent.change(fileInput(container), { target: { files: [video('c.mp4')] } });
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('accepts dropped files and shows the drop zone as active while dragging over it', () => {
    const onSelect = vi.fn();
    const { container } = renderUi(<Upload files={[]} onSelect={onSelect} multiple />);
    const zone = container.querySelector<HTMLElement>('[data-part="dropzone"]')!;
    fireEvent.dragOver(zone, { dataTransfer: { files: [] } });
    expect(zone).toHaveAttribute('data-dragging', 'true');
    const files = [video('甲.mp4'), video('乙.mp4')];
    fireEvent.drop(zone, { dataTransfer: { files } });
    expect(zone).toHaveAttribute('data-dragging', 'false');
    expect(onSelect).toHaveBeenCalledWith(files);
  });

  it('ignores picks and drops while disabled', () => {
    const onSelect = vi.fn();
    const { container } = renderUi(<Upload files={[]} onSelect={onSelect} disabled />);
    expect(screen.getByRole('button', { name: '选择文件' })).toBeDisabled();
    fireEvent.drop(container.querySelector('[data-part="dropzone"]')!, {
      dataTransfer: { files: [video('甲.mp4')] },
    });
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('lists files with progress, speed, time left and status', async () => {
    renderUi(
      <Upload files={items} onSelect={vi.fn()} onCancel={vi.fn()} onRetry={vi.fn()} onRemove={vi.fn()} />,
    );
    const list = screen.getByRole('list', { name: '上传文件' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(5);

    const uploading = rows[0]!;
    const bar = within(uploading).getByRole('progressbar', {
      name: 'creator-console-launch-video-final.mp4 上传进度',
    });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(uploading).toHaveTextContent('creator-console-laun….mp4');
    expect(uploading).toHaveTextContent('上传中 45%');
    expect(uploading).toHaveTextContent('120 MB');
    expect(uploading).toHaveTextContent('2.5 MB/s');
    expect(uploading).toHaveTextContent('剩余 2 分 5 秒');

    expect(rows[1]).toHaveTextContent('等待上传');
    expect(within(rows[2]!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
    expect(rows[2]).toHaveTextContent('已暂停 30%');
    expect(within(rows[3]!).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(rows[3]).toHaveTextContent('上传完成');
    expect(rows[4]).toHaveTextContent('上传失败');
    expect(rows[4]).toHaveTextContent('网络中断');
    await expectNoAxeViolations();
  });

  it('offers cancel while active, retry and remove after failing, remove when done — each naming its file', async () => {
    const onCancel = vi.fn();
    const onRetry = vi.fn();
    const onRemove = vi.fn();
    renderUi(
      <Upload files={items} onSelect={vi.fn()} onCancel={onCancel} onRetry={onRetry} onRemove={onRemove} />,
    );
    const rows = screen.getAllByRole('listitem');
    expect(
      within(rows[0]!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['取消']);
    expect(
      within(rows[3]!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['移除']);
    expect(
      within(rows[4]!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['重试', '移除']);

    await userEvent.click(
      screen.getByRole('button', { name: '取消 creator-console-launch-video-final.mp4' }),
    );
    await userEvent.click(screen.getByRole('button', { name: '取消 城市夜景.mov' }));
    await userEvent.click(screen.getByRole('button', { name: '重试 旅行 vlog.mp4' }));
    await userEvent.click(screen.getByRole('button', { name: '移除 春日踏青.mp4' }));
    expect(onCancel.mock.calls).toEqual([['1'], ['2']]);
    expect(onRetry).toHaveBeenCalledWith('5');
    expect(onRemove).toHaveBeenCalledWith('4');
  });

  it('shows no action buttons without their callbacks, and speaks the provider locale', () => {
    renderUi(<Upload files={items} onSelect={vi.fn()} accept=".mp4" />, { locale: 'en-US' });
    expect(screen.getByRole('button', { name: 'Choose files' })).toHaveAccessibleDescription('Accepts .mp4');
    const rows = within(screen.getByRole('list', { name: 'Uploads' })).getAllByRole('listitem');
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('2 min 5 s left');
    expect(within(rows[0]!).getByRole('progressbar')).toHaveAccessibleName(
      'Upload progress of creator-console-launch-video-final.mp4',
    );
  });

  it('forwards its ref and data attributes', () => {
    const ref = createRef<HTMLDivElement>();
    renderUi(<Upload ref={ref} files={[]} onSelect={vi.fn()} label="上传视频" data={{ upload: 'video' }} />);
    expect(ref.current).toHaveAttribute('data-upload', 'video');
    expect(ref.current).toContainElement(screen.getByRole('button', { name: '上传视频' }));
  });
});

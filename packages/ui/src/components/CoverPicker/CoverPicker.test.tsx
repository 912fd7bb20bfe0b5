import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { CoverPicker } from './CoverPicker';
import { formatTimecode, framePositions } from './frames';

const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' });
const videoFile = () =>
  new File([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], '做饭.webm', { type: 'video/webm' });

/**
 * happy-dom decodes no video: every media element reports metadata for a 12-second 640×360 video
 * and answers a seek with `seeked`, as a browser does once the frame is ready.
 */
function playableVideos() {
  const times = new WeakMap<HTMLMediaElement, number>();
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(1);
  vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockReturnValue(12);
  vi.spyOn(HTMLMediaElement.prototype, 'currentTime', 'get').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    return times.get(this) ?? 0;
  });
  vi.spyOn(HTMLMediaElement.prototype, 'currentTime', 'set').mockImplementation(function (
    this: HTMLMediaElement,
    time: number,
  ) {
    times.set(this, time);
    queueMicrotask(() => this.dispatchEvent(new Event('seeked')));
  });
}

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: vi.fn(),
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (callback, type) {
    callback(type === 'image/jpeg' ? jpeg : null);
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/jpeg;base64,AA==');
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:local');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('frame helpers', () => {
  it('spreads frames over the middle of equal slices and formats positions', () => {
    expect(framePositions(12, 4)).toEqual([1.5, 4.5, 7.5, 10.5]);
    expect(framePositions(Infinity, 4)).toEqual([]);
    expect(formatTimecode(65.4)).toBe('1:05');
    expect(formatTimecode(3723)).toBe('1:02:03');
  });
});

describe('CoverPicker', () => {
  it('without a video offers only the image upload, and says so', async () => {
    renderUi(<CoverPicker video={null} onChange={vi.fn()} />);
    const group = screen.getByRole('group', { name: '视频封面' });
    expect(group).toHaveAttribute('data-state', 'empty');
    expect(group).toHaveAccessibleDescription(/添加视频后/);
    expect(screen.queryByRole('button', { name: '设为封面' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '上传封面图' })).toBeEnabled();
    await expectNoAxeViolations();
  });

  it('draws thumbnails of evenly spread frames; a thumbnail moves the scrubber; 设为封面 hands over a JPEG', async () => {
    playableVideos();
    const onChange = vi.fn();
    renderUi(<CoverPicker video={videoFile()} onChange={onChange} frameCount={4} />);
    const group = screen.getByRole('group', { name: '视频封面' });
    await waitFor(() => expect(group).toHaveAttribute('data-state', 'ready'));
    const frames = await screen.findAllByRole('button', { name: /处的画面$/ });
    await waitFor(() => expect(screen.getAllByRole('button', { name: /处的画面$/ })).toHaveLength(4));
    expect(frames[0]).toHaveAccessibleName('0:01 处的画面');
    await userEvent.click(screen.getByRole('button', { name: '0:07 处的画面' }));
    expect(screen.getByRole('slider', { name: '封面帧位置' })).toHaveValue('7.5');
    expect(screen.getByRole('button', { name: '0:07 处的画面' })).toHaveAttribute('aria-pressed', 'true');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '设为封面' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(jpeg, 'frame'));
    expect(screen.getByRole('img', { name: '当前封面' })).toHaveAttribute('src', 'blob:local');
    await expectNoAxeViolations();
  });

  it('the scrubber moves the preview to any position', async () => {
    playableVideos();
    renderUi(<CoverPicker video="/media/sample.webm" onChange={vi.fn()} />);
    const slider = await screen.findByRole('slider', { name: '封面帧位置' });
    fireEvent.change(slider, { target: { value: '3.2' } });
    expect(slider).toHaveAttribute('aria-valuetext', '0:03');
    expect(screen.getByLabelText('视频预览')).toHaveProperty('currentTime', 3.2);
  });

  it('a video the browser cannot play falls back to the image upload with an alert', async () => {
    renderUi(<CoverPicker video="/media/broken.avi" onChange={vi.fn()} />);
    fireEvent.error(screen.getByLabelText('视频预览'));
    expect(await screen.findByRole('alert')).toHaveTextContent('浏览器无法播放这个视频');
    expect(screen.getByRole('group', { name: '视频封面' })).toHaveAttribute('data-state', 'unplayable');
    expect(screen.getByRole('button', { name: '上传封面图' })).toBeVisible();
  });

  it('an uploaded image becomes the cover; other file types are refused', async () => {
    const onChange = vi.fn();
    renderUi(<CoverPicker video={null} onChange={onChange} />, { locale: 'en-US' });
    const input = screen.getByLabelText('Upload a cover image');
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a JPG, PNG or WebP image');
    const image = new File([jpeg], 'cover.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input, image);
    expect(onChange).toHaveBeenCalledWith(image, 'file');
    expect(screen.getByRole('img', { name: 'Current cover' })).toBeVisible();
  });

  it('shows the saved cover it is given', () => {
    renderUi(<CoverPicker video={null} value="/covers/saved.jpg" onChange={vi.fn()} />);
    expect(screen.getByRole('img', { name: '当前封面' })).toHaveAttribute('src', '/covers/saved.jpg');
  });
});

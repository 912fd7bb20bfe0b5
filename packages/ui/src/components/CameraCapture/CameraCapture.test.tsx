import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { CameraCapture, type CameraSource } from './CameraCapture';

/** A stream whose tracks record whether they were stopped. */
function fakeStream() {
  const stream = new MediaStream();
  const track = { stop: vi.fn() };
  // happy-dom's MediaStream has no getTracks.
  Object.assign(stream, { getTracks: () => [track] });
  return { stream, track };
}

const granting = () => {
  const { stream, track } = fakeStream();
  const source: CameraSource = { getUserMedia: vi.fn(() => Promise.resolve(stream)) };
  return { source, track };
};
const refusing = (name: string): CameraSource => ({
  getUserMedia: vi.fn(() => Promise.reject(new DOMException('refused', name))),
});

const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' });

beforeEach(() => {
  // happy-dom draws nothing: the canvas hands back a fixed JPEG, as a browser's would.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: vi.fn(),
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (callback, type) {
    callback(type === 'image/jpeg' ? jpeg : null);
  });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:photo');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('CameraCapture', () => {
  it('asks for the front camera without sound, then shows the live preview and the guide', async () => {
    const { source } = granting();
    renderUi(<CameraCapture onCapture={vi.fn()} mediaDevices={source} />);
    const group = screen.getByRole('group', { name: '人脸拍摄' });
    expect(group).toHaveAttribute('data-state', 'requesting');
    expect(screen.getByRole('button', { name: '拍照' })).toBeDisabled();
    expect(source.getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({ audio: false, video: expect.objectContaining({ facingMode: 'user' }) }),
    );
    await waitFor(() => expect(group).toHaveAttribute('data-state', 'live'));
    expect(screen.getByLabelText('摄像头画面')).toBeInTheDocument();
    expect(group).toHaveAccessibleDescription(/将面部置于椭圆框内/);
    expect(screen.getByRole('button', { name: '拍照' })).toBeEnabled();
    await expectNoAxeViolations();
  });

  it('captures a JPEG, releases the camera, and hands the photo over only on 使用这张', async () => {
    const { source, track } = granting();
    const onCapture = vi.fn();
    renderUi(<CameraCapture onCapture={onCapture} mediaDevices={source} />);
    await waitFor(() => expect(screen.getByRole('button', { name: '拍照' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: '拍照' }));
    expect(await screen.findByRole('img', { name: '拍摄的照片' })).toHaveAttribute('src', 'blob:photo');
    expect(track.stop).toHaveBeenCalled();
    expect(onCapture).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '使用这张' }));
    expect(onCapture).toHaveBeenCalledWith(jpeg, 'camera');
    await expectNoAxeViolations();
  });

  it('重拍 asks for the camera again and drops the photo', async () => {
    const { source } = granting();
    renderUi(<CameraCapture onCapture={vi.fn()} mediaDevices={source} />);
    const group = screen.getByRole('group', { name: '人脸拍摄' });
    await waitFor(() => expect(group).toHaveAttribute('data-state', 'live'));
    await userEvent.click(screen.getByRole('button', { name: '拍照' }));
    await userEvent.click(await screen.findByRole('button', { name: '重拍' }));
    await waitFor(() => expect(group).toHaveAttribute('data-state', 'live'));
    expect(source.getUserMedia).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:photo');
  });

  it('says the camera was denied and offers a retry and an image file instead', async () => {
    const source = refusing('NotAllowedError');
    const onCapture = vi.fn();
    const { container } = renderUi(<CameraCapture onCapture={onCapture} mediaDevices={source} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('摄像头权限被拒绝');
    expect(screen.queryByLabelText('摄像头画面')).not.toBeInTheDocument();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    const click = vi.spyOn(input, 'click');
    await userEvent.click(screen.getByRole('button', { name: '上传照片' }));
    expect(click).toHaveBeenCalled();
    const photo = new File([jpeg], '自拍.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [photo] } });
    expect(onCapture).toHaveBeenCalledWith(photo, 'file');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(source.getUserMedia).toHaveBeenCalledTimes(2);
    await expectNoAxeViolations();
  });

  it('refuses a picked file that is not an accepted image, with a reason', async () => {
    const onCapture = vi.fn();
    const { container } = renderUi(<CameraCapture onCapture={onCapture} mediaDevices={null} />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, {
      target: { files: [new File(['x'], '证件.pdf', { type: 'application/pdf' })] },
    });
    expect(onCapture).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      '请选择 JPG、PNG 或 WebP 格式的图片',
    );
  });

  it('tells a missing or busy camera apart from a refusal', async () => {
    renderUi(<CameraCapture onCapture={vi.fn()} mediaDevices={refusing('NotFoundError')} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('没有找到可用的摄像头');
  });

  it('without mediaDevices offers only the upload, in the provider locale', async () => {
    renderUi(<CameraCapture onCapture={vi.fn()} mediaDevices={null} />, { locale: 'en-US' });
    expect(screen.getByRole('group', { name: 'Face photo' })).toHaveAttribute('data-state', 'unsupported');
    expect(screen.getByRole('alert')).toHaveTextContent('This browser cannot use a camera');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload a photo' })).toHaveAccessibleDescription(
      'JPG, PNG or WebP',
    );
    await expectNoAxeViolations();
  });

  it('releases the camera when it goes away, and forwards its ref', async () => {
    const { source, track } = granting();
    const ref = createRef<HTMLDivElement>();
    const { unmount } = renderUi(<CameraCapture ref={ref} onCapture={vi.fn()} mediaDevices={source} />);
    await waitFor(() => expect(ref.current).toHaveAttribute('data-state', 'live'));
    expect(ref.current).toBe(screen.getByRole('group', { name: '人脸拍摄' }));
    act(() => unmount());
    expect(track.stop).toHaveBeenCalled();
  });
});

/** `m:ss` (or `h:mm:ss`) of a position in seconds. */
export function formatTimecode(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The positions of `count` evenly spread frames, each in the middle of its slice of the video. */
export function framePositions(duration: number, count: number): number[] {
  if (!Number.isFinite(duration) || duration <= 0 || count < 1) return [];
  return Array.from({ length: count }, (_, index) => ((index + 0.5) * duration) / count);
}

/** Moves a video to `time` and waits until that frame can be drawn. */
export function seekTo(video: HTMLVideoElement, time: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      video.removeEventListener('seeked', done);
      video.removeEventListener('error', failed);
      resolve();
    };
    const failed = () => {
      video.removeEventListener('seeked', done);
      video.removeEventListener('error', failed);
      reject(new Error('seek failed'));
    };
    video.addEventListener('seeked', done);
    video.addEventListener('error', failed);
    video.currentTime = time;
  });
}

/**
 * The video's length in seconds. A recorded WebM (MediaRecorder) declares no length until the
 * browser has looked at its end, so ask for a position far past it and read the length then.
 */
export async function videoDuration(video: HTMLVideoElement): Promise<number> {
  if (Number.isFinite(video.duration) && video.duration > 0) return video.duration;
  await seekTo(video, 1e7);
  const duration = video.duration;
  await seekTo(video, 0);
  return Number.isFinite(duration) && duration > 0 ? duration : 0;
}

/** Resolves once the video knows its size and length (metadata), or rejects when it cannot load. */
export function metadataLoaded(video: HTMLVideoElement): Promise<void> {
  if (video.readyState >= 1) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      video.removeEventListener('loadedmetadata', done);
      video.removeEventListener('error', failed);
      resolve();
    };
    const failed = () => {
      video.removeEventListener('loadedmetadata', done);
      video.removeEventListener('error', failed);
      reject(new Error('video cannot be loaded'));
    };
    video.addEventListener('loadedmetadata', done);
    video.addEventListener('error', failed);
  });
}

/** Draws the frame a video shows now into a canvas at most `maxWidth` wide. */
export function drawFrame(video: HTMLVideoElement, maxWidth = Infinity): HTMLCanvasElement {
  const width = video.videoWidth || 640;
  const height = video.videoHeight || 360;
  const scale = Math.min(1, maxWidth / width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return canvas;
}

export const canvasToJpeg = (canvas: HTMLCanvasElement, quality = 0.9): Promise<Blob | null> =>
  new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));

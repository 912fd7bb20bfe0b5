import { forwardRef, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useUiSettings } from '../../provider';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { matchesAccept } from '../Upload/files';
import { cameraCaptureStrings, type CameraCaptureStrings } from './strings';
import * as styles from './CameraCapture.css';

export const cameraCaptureStates = [
  'requesting',
  'live',
  'captured',
  'denied',
  'unavailable',
  'unsupported',
] as const;
export type CameraCaptureState = (typeof cameraCaptureStates)[number];

/** The part of `navigator.mediaDevices` the component uses. */
export type CameraSource = Pick<MediaDevices, 'getUserMedia'>;

export type CameraCaptureProps = {
  /**
   * The photo to use: a JPEG taken with the camera (after 使用这张), or the image file picked in
   * the fallback. Upload it here; the component never uploads.
   */
  onCapture: (photo: Blob, origin: 'camera' | 'file') => void;
  /**
   * Where the camera comes from: `navigator.mediaDevices` by default; `null` for a browser without
   * one (the upload fallback only). Stories and tests pass their own.
   */
  mediaDevices?: CameraSource | null;
  /** Image types the fallback file picker accepts. */
  accept?: string;
  disabled?: boolean;
  /** Replace some built-in strings (zh-CN or en-US from the UiProvider's locale otherwise). */
  strings?: Partial<CameraCaptureStrings>;
  data?: DataAttributes;
};

type Captured = { blob: Blob; url: string };

// `mediaDevices` is missing outside secure contexts and in old browsers, whatever the types say.
const defaultSource = (): CameraSource | null =>
  (typeof navigator !== 'undefined' && (navigator.mediaDevices as MediaDevices | undefined)) || null;

const stopStream = (stream: MediaStream | null) => stream?.getTracks().forEach((track) => track.stop());

/** The front camera, as large as it comes, no sound. */
const constraints: MediaStreamConstraints = {
  video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 960 } },
  audio: false,
};

/**
 * Takes a face photo with the front camera: a live preview with an oval guide, 拍照, then 重拍 or
 * 使用这张. Without a usable camera (denied, missing, or no `mediaDevices`) it says why and offers
 * an image file instead.
 */
export const CameraCapture = forwardRef<HTMLDivElement, CameraCaptureProps>(
  (
    { onCapture, mediaDevices, accept = 'image/jpeg,image/png,image/webp', disabled = false, strings, data },
    ref,
  ) => {
    const { locale } = useUiSettings();
    const text = { ...cameraCaptureStrings[locale], ...strings };
    const source = mediaDevices === undefined ? defaultSource() : mediaDevices;
    const [state, setState] = useState<CameraCaptureState>(source ? 'requesting' : 'unsupported');
    const [captured, setCaptured] = useState<Captured | null>(null);
    const [fileError, setFileError] = useState<string | null>(null);
    const [attempt, setAttempt] = useState(0);
    const streamRef = useRef<MediaStream | null>(null);
    const videoRef = useRef<HTMLVideoElement>(null);
    const inputRef = useRef<HTMLInputElement>(null);
    const messageId = useId();

    // Ask for the camera on mount and on every retry or retake; release it when leaving.
    useEffect(() => {
      if (!source) {
        setState('unsupported');
        return;
      }
      let current = true;
      setState('requesting');
      source.getUserMedia(constraints).then(
        (stream) => {
          if (!current) return stopStream(stream);
          streamRef.current = stream;
          setState('live');
        },
        (error: unknown) => {
          if (!current) return;
          const name = error instanceof Error || error instanceof DOMException ? error.name : '';
          setState(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable');
        },
      );
      return () => {
        current = false;
        stopStream(streamRef.current);
        streamRef.current = null;
      };
    }, [source, attempt]);

    useEffect(() => {
      const video = videoRef.current;
      if (state !== 'live' || !video) return;
      video.srcObject = streamRef.current;
      // Autoplay of a muted inline video is allowed; a refusal leaves the poster, not an error.
      video.play?.()?.catch(() => undefined);
    }, [state]);

    useEffect(() => () => (captured ? URL.revokeObjectURL(captured.url) : undefined), [captured]);

    const capture = useCallback(() => {
      const video = videoRef.current;
      if (!video) return;
      const canvas = document.createElement('canvas');
      canvas.width = video.videoWidth || 640;
      canvas.height = video.videoHeight || 480;
      canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
      canvas.toBlob(
        (blob) => {
          if (!blob) return;
          stopStream(streamRef.current);
          streamRef.current = null;
          setCaptured({ blob, url: URL.createObjectURL(blob) });
          setState('captured');
        },
        'image/jpeg',
        0.92,
      );
    }, []);

    const retake = () => {
      setCaptured(null);
      setAttempt((count) => count + 1);
    };

    const pickFile = (file: File | undefined) => {
      if (!file) return;
      if (!matchesAccept(file, accept)) {
        setFileError(text.wrongType);
        return;
      }
      setFileError(null);
      onCapture(file, 'file');
    };

    const fallback = state === 'denied' || state === 'unavailable' || state === 'unsupported';
    const message = {
      requesting: text.requesting,
      live: text.guide,
      captured: null,
      denied: text.denied,
      unavailable: text.unavailable,
      unsupported: text.unsupported,
    }[state];

    return (
      <div
        ref={ref}
        role="group"
        aria-label={text.label}
        aria-describedby={message ? messageId : undefined}
        aria-busy={state === 'requesting' || undefined}
        className={styles.root}
        data-state={state}
        {...dataAttributes(data)}
      >
        {fallback ? null : (
          <div className={styles.frame}>
            {state === 'captured' && captured ? (
              <img className={styles.media} src={captured.url} alt={text.captured} />
            ) : (
              <>
                <video
                  ref={videoRef}
                  className={styles.media}
                  data-mirrored="true"
                  aria-label={text.preview}
                  muted
                  playsInline
                  autoPlay
                />
                <span className={styles.oval} aria-hidden="true" />
              </>
            )}
          </div>
        )}

        <p
          id={messageId}
          className={styles.message}
          data-tone={fallback ? 'caution' : 'neutral'}
          role={fallback ? 'alert' : 'status'}
        >
          {fallback ? <Icon name="alert" size="small" /> : null}
          {message}
        </p>

        <div className={styles.actions}>
          {state === 'live' || state === 'requesting' ? (
            <Button
              tone="accent"
              variant="solid"
              icon="image"
              disabled={disabled || state !== 'live'}
              onClick={capture}
            >
              {text.capture}
            </Button>
          ) : null}
          {state === 'captured' && captured ? (
            <>
              <Button variant="soft" icon="refresh" disabled={disabled} onClick={retake}>
                {text.retake}
              </Button>
              <Button
                tone="accent"
                variant="solid"
                icon="check"
                disabled={disabled}
                onClick={() => onCapture(captured.blob, 'camera')}
              >
                {text.use}
              </Button>
            </>
          ) : null}
          {state === 'denied' || state === 'unavailable' ? (
            <Button variant="soft" icon="refresh" disabled={disabled} onClick={retake}>
              {text.retry}
            </Button>
          ) : null}
          {fallback ? (
            <>
              <Button
                tone="accent"
                variant="solid"
                icon="upload"
                disabled={disabled}
                aria-describedby={`${messageId}-types`}
                onClick={() => inputRef.current?.click()}
              >
                {text.upload}
              </Button>
              <span id={`${messageId}-types`} className={styles.hint}>
                {text.uploadHint}
              </span>
              <input
                ref={inputRef}
                type="file"
                hidden
                tabIndex={-1}
                aria-label={text.upload}
                accept={accept}
                disabled={disabled}
                onChange={(event) => {
                  pickFile(event.currentTarget.files?.[0]);
                  event.currentTarget.value = '';
                }}
              />
            </>
          ) : null}
        </div>
        {fileError ? (
          <p className={styles.message} data-tone="critical" role="alert">
            {fileError}
          </p>
        ) : null}
      </div>
    );
  },
);
CameraCapture.displayName = 'CameraCapture';

import { forwardRef, useEffect, useId, useRef, useState } from 'react';
import { useUiSettings } from '../../provider';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { matchesAccept } from '../Upload/files';
import {
  canvasToJpeg,
  drawFrame,
  formatTimecode,
  framePositions,
  metadataLoaded,
  seekTo,
  videoDuration,
} from './frames';
import { coverPickerStrings, type CoverPickerStrings } from './strings';
import * as styles from './CoverPicker.css';

export const coverPickerStates = ['empty', 'loading', 'ready', 'unplayable'] as const;
export type CoverPickerState = (typeof coverPickerStates)[number];

export type CoverPickerProps = {
  /**
   * The video to choose a frame from: the local `File` the user picked (shown without uploading
   * it) or an address the browser can play. `null` before there is a video: only the image
   * upload is offered.
   */
  video: Blob | string | null;
  /**
   * The chosen cover: a JPEG of the frame (`origin: "frame"`) or the picked image file
   * (`origin: "file"`). Upload it here; the component never uploads.
   */
  onChange: (cover: Blob, origin: 'frame' | 'file') => void;
  /** The current cover's address, shown as 当前封面 (e.g. a draft's saved cover). */
  value?: string | null;
  /** How many frames to offer as thumbnails. Default 6. */
  frameCount?: number;
  /** Image types the cover upload accepts. */
  accept?: string;
  disabled?: boolean;
  /** Replace some built-in strings (zh-CN or en-US from the UiProvider's locale otherwise). */
  strings?: Partial<CoverPickerStrings>;
  data?: DataAttributes;
};

type Thumbnail = { time: number; url: string };

/** What is known of one video: the picker starts over whenever `video` changes. */
type Media = {
  source: Blob | string | null;
  state: CoverPickerState;
  duration: number;
  thumbnails: Thumbnail[];
};

const THUMB_WIDTH = 160;

const fresh = (source: Blob | string | null): Media => ({
  source,
  state: source === null ? 'empty' : 'loading',
  duration: 0,
  thumbnails: [],
});

/**
 * Chooses a video's cover in the browser: the video with a scrubber and a strip of frames drawn
 * from it; 设为封面 turns the frame shown into a JPEG. Or an uploaded image. Nothing leaves the
 * browser: the caller uploads what `onChange` hands over.
 */
export const CoverPicker = forwardRef<HTMLDivElement, CoverPickerProps>(
  (
    {
      video,
      onChange,
      value = null,
      frameCount = 6,
      accept = 'image/jpeg,image/png,image/webp',
      disabled = false,
      strings,
      data,
    },
    ref,
  ) => {
    const { locale } = useUiSettings();
    const text = { ...coverPickerStrings[locale], ...strings };
    const [media, setMedia] = useState<Media>(() => fresh(video));
    const [scrub, setScrub] = useState<{ source: Blob | string | null; time: number }>({
      source: video,
      time: 0,
    });
    const [chosen, setChosen] = useState<string | null>(null);
    const [fileError, setFileError] = useState<string | null>(null);
    const [capturing, setCapturing] = useState(false);
    const videoRef = useRef<HTMLVideoElement>(null);
    const inputRef = useRef<HTMLInputElement>(null);
    const messageId = useId();
    const shown = media.source === video ? media : fresh(video);
    const { state, duration, thumbnails } = shown;
    const position = scrub.source === video ? scrub.time : 0;

    // Load the video into the preview, read its length, then draw the thumbnails from a second,
    // hidden copy, so the preview the user scrubs never jumps about. A local file is shown through
    // a blob: address that lives as long as this video is the picker's.
    useEffect(() => {
      const preview = videoRef.current;
      if (video === null || !preview) return;
      let current = true;
      const address = typeof video === 'string' ? video : URL.createObjectURL(video);
      const update = (change: Partial<Media>) => {
        if (current) setMedia((now) => ({ ...(now.source === video ? now : fresh(video)), ...change }));
      };
      const sampler = document.createElement('video');
      sampler.muted = true;
      sampler.preload = 'auto';
      preview.src = address;
      sampler.src = address;
      (async () => {
        await metadataLoaded(preview);
        const length = await videoDuration(preview);
        if (!current) return;
        update({ duration: length, state: 'ready' });
        await metadataLoaded(sampler);
        const drawn: Thumbnail[] = [];
        for (const time of framePositions(length, frameCount)) {
          await seekTo(sampler, time);
          if (!current) return;
          drawn.push({ time, url: drawFrame(sampler, THUMB_WIDTH).toDataURL('image/jpeg', 0.7) });
          update({ thumbnails: [...drawn] });
        }
      })().catch(() => {
        if (current)
          setMedia((now) =>
            now.source === video && now.state === 'ready' ? now : { ...fresh(video), state: 'unplayable' },
          );
      });
      return () => {
        current = false;
        sampler.removeAttribute('src');
        preview.removeAttribute('src');
        if (typeof video !== 'string') URL.revokeObjectURL(address);
      };
    }, [video, frameCount]);

    useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen) : undefined), [chosen]);

    const moveTo = (time: number) => {
      setScrub({ source: video, time });
      const preview = videoRef.current;
      if (preview) preview.currentTime = time;
    };

    const takeFrame = async () => {
      const preview = videoRef.current;
      if (!preview) return;
      setCapturing(true);
      try {
        const blob = await canvasToJpeg(drawFrame(preview));
        if (!blob) return;
        setChosen(URL.createObjectURL(blob));
        onChange(blob, 'frame');
      } finally {
        setCapturing(false);
      }
    };

    const pickFile = (file: File | undefined) => {
      if (!file) return;
      if (!matchesAccept(file, accept)) {
        setFileError(text.wrongType);
        return;
      }
      setFileError(null);
      setChosen(URL.createObjectURL(file));
      onChange(file, 'file');
    };

    const shownCover = chosen ?? value;
    const message = {
      empty: text.empty,
      loading: text.loading,
      ready: shownCover ? null : text.noCover,
      unplayable: text.unplayable,
    }[state];
    const step = duration > 0 ? Math.min(0.1, duration / 100) : 0.1;

    return (
      <div
        ref={ref}
        role="group"
        aria-label={text.label}
        aria-describedby={message ? messageId : undefined}
        aria-busy={state === 'loading' || undefined}
        className={styles.root}
        data-state={state}
        {...dataAttributes(data)}
      >
        <div className={styles.stage}>
          <div className={styles.frame} hidden={state === 'empty' || state === 'unplayable'}>
            <video
              ref={videoRef}
              className={styles.media}
              aria-label={text.preview}
              muted
              playsInline
              preload="auto"
              onError={() => video !== null && setMedia({ ...fresh(video), state: 'unplayable' })}
            />
          </div>
          <div className={styles.cover}>
            <span className={styles.coverLabel}>{text.chosen}</span>
            {shownCover ? (
              <img className={styles.coverImage} src={shownCover} alt={text.chosen} />
            ) : (
              <span className={styles.coverEmpty} aria-hidden="true">
                <Icon name="image" size="large" />
              </span>
            )}
          </div>
        </div>

        {state === 'ready' ? (
          <>
            <div className={styles.scrubber}>
              <input
                type="range"
                className={styles.range}
                aria-label={text.scrubber}
                aria-valuetext={formatTimecode(position)}
                min={0}
                max={duration}
                step={step}
                value={position}
                disabled={disabled}
                onChange={(event) => moveTo(Number(event.currentTarget.value))}
              />
              <span className={styles.time} aria-hidden="true">
                {formatTimecode(position)} / {formatTimecode(duration)}
              </span>
            </div>
            <ul className={styles.strip} aria-label={text.frames}>
              {thumbnails.map((thumbnail) => {
                const label = text.frame.replace('{time}', formatTimecode(thumbnail.time));
                const selected = Math.abs(thumbnail.time - position) < step / 2 + 1e-6;
                return (
                  <li key={thumbnail.time}>
                    <button
                      type="button"
                      className={styles.thumb}
                      aria-pressed={selected}
                      aria-label={label}
                      disabled={disabled}
                      onClick={() => moveTo(thumbnail.time)}
                    >
                      <img className={styles.thumbImage} src={thumbnail.url} alt="" />
                    </button>
                  </li>
                );
              })}
            </ul>
          </>
        ) : null}

        <p
          id={messageId}
          className={styles.message}
          data-tone={state === 'unplayable' ? 'caution' : 'neutral'}
          role={state === 'unplayable' ? 'alert' : 'status'}
        >
          {state === 'unplayable' ? <Icon name="alert" size="small" /> : null}
          {message}
        </p>

        <div className={styles.actions}>
          {state === 'ready' ? (
            <Button
              tone="accent"
              variant="solid"
              icon="check"
              disabled={disabled}
              loading={capturing}
              onClick={() => void takeFrame()}
            >
              {text.useFrame}
            </Button>
          ) : null}
          <Button
            variant="soft"
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
CoverPicker.displayName = 'CoverPicker';

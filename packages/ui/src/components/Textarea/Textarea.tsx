import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { clsx } from 'clsx';
import {
  forwardRef,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ChangeEventHandler,
  type FocusEventHandler,
  type KeyboardEventHandler,
} from 'react';
import { useUiStrings } from '../../provider';
import type { DataAttributes } from '../../vocabulary';
import { describedBy, fieldState, FieldShell, useFieldIds } from '../FormField/Field';
import * as fieldStyles from '../FormField/Field.css';
import * as styles from './Textarea.css';

/** How long typing must pause before the remaining count is announced. */
const announceDelayMs = 600;

export type TextareaAutosize = boolean | { maxRows: number };

export type TextareaProps = {
  /** Visible label; also the text area's accessible name. */
  label: string;
  /** Help shown under the field, linked with aria-describedby. */
  hint?: string;
  /** Error message: marks the text area invalid and is linked with aria-describedby. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  name?: string;
  /** Generated with useId when not given. */
  id?: string;
  value?: string;
  defaultValue?: string;
  placeholder?: string;
  /** Limit in characters: shows a live count (12 / 100) and announces what is left as typing pauses. */
  maxLength?: number;
  /** Visible rows (and the minimum height when autosizing); 4 by default. */
  rows?: number;
  /** Grow with the text instead of scrolling; `{ maxRows }` caps the growth. */
  autosize?: TextareaAutosize;
  autoFocus?: boolean;
  onChange?: ChangeEventHandler<HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLTextAreaElement>;
  onFocus?: FocusEventHandler<HTMLTextAreaElement>;
  onKeyDown?: KeyboardEventHandler<HTMLTextAreaElement>;
  data?: DataAttributes;
};

/** A labelled multi-line text input with hint, error, an optional character limit and autosize. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(
  (
    {
      label,
      hint,
      error,
      required = false,
      id,
      value,
      defaultValue,
      maxLength,
      rows = 4,
      autosize = false,
      onChange,
      data,
      ...textareaProps
    },
    forwardedRef,
  ) => {
    const strings = useUiStrings();
    const ids = useFieldIds(id);
    const field = fieldState(ids, { hint, error, required });
    const limitId = `${ids.controlId}-limit`;
    const innerRef = useRef<HTMLTextAreaElement>(null);
    const ref = useComposedRefs(forwardedRef, innerRef);
    const [uncontrolledLength, setUncontrolledLength] = useState(defaultValue?.length ?? 0);
    const length = value !== undefined ? value.length : uncontrolledLength;
    const [announcement, setAnnouncement] = useState('');
    const announceTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
    const maxRows = typeof autosize === 'object' ? autosize.maxRows : undefined;

    useEffect(() => () => clearTimeout(announceTimer.current), []);

    useLayoutEffect(() => {
      const element = innerRef.current;
      if (!autosize || !element) return;
      // Measure the content at its natural height, then fit the box (border-box) to it.
      const computed = getComputedStyle(element);
      const px = (length: string) => parseFloat(length) || 0;
      const borders = px(computed.borderTopWidth) + px(computed.borderBottomWidth);
      const padding = px(computed.paddingTop) + px(computed.paddingBottom);
      const lineHeight = px(computed.lineHeight);
      element.style.height = 'auto';
      const content = element.scrollHeight + borders;
      const min = lineHeight * rows + padding + borders;
      const max = maxRows ? lineHeight * maxRows + padding + borders : Infinity;
      element.style.height = `${Math.min(Math.max(content, min), max)}px`;
      element.style.overflowY = content > max ? 'auto' : 'hidden';
    }, [autosize, maxRows, rows, length, value]);

    const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
      const nextLength = event.target.value.length;
      if (value === undefined) setUncontrolledLength(nextLength);
      onChange?.(event);
      if (maxLength !== undefined) {
        clearTimeout(announceTimer.current);
        announceTimer.current = setTimeout(
          () => setAnnouncement(strings.charactersRemaining(Math.max(0, maxLength - nextLength))),
          announceDelayMs,
        );
      }
    };

    const footer =
      maxLength !== undefined ? (
        <div className={styles.footer}>
          <span id={limitId} hidden>
            {strings.characterLimit(maxLength)}
          </span>
          {/* The visible count is for sighted users; the live region below speaks for the rest. */}
          <span className={styles.count} aria-hidden="true" data-full={length >= maxLength}>
            {strings.characterCount(length, maxLength)}
          </span>
          <VisuallyHidden role="status">{announcement}</VisuallyHidden>
        </div>
      ) : null;

    return (
      <FieldShell
        ids={ids}
        label={label}
        hint={hint}
        error={error}
        required={required}
        footer={footer}
        data={data}
      >
        <textarea
          ref={ref}
          id={ids.controlId}
          required={required}
          rows={rows}
          maxLength={maxLength}
          value={value}
          defaultValue={defaultValue}
          aria-invalid={field['aria-invalid']}
          aria-describedby={describedBy(field['aria-describedby'], maxLength !== undefined && limitId)}
          className={clsx(fieldStyles.control, styles.textarea({ autosize: Boolean(autosize) }))}
          onChange={handleChange}
          {...textareaProps}
        />
      </FieldShell>
    );
  },
);
Textarea.displayName = 'Textarea';

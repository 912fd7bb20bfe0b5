import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { clsx } from 'clsx';
import { forwardRef, useRef, useState, type KeyboardEvent } from 'react';
import { useUiSettings } from '../../provider';
import type { DataAttributes } from '../../vocabulary';
import { fieldState, FieldShell, useFieldIds } from '../FormField/Field';
import * as fieldStyles from '../FormField/Field.css';
import { Tag } from '../Tag';
import { topicInputStrings, type TopicInputStrings } from './strings';
import * as styles from './TopicInput.css';

export type TopicInputProps = {
  /** Visible label; also the text input's accessible name. */
  label: string;
  /** The topics, without the leading #. Controlled. */
  value: readonly string[];
  onChange: (topics: string[]) => void;
  /** Most topics. Default 5. */
  max?: number;
  /** Most characters of one topic. Default 20. */
  maxLength?: number;
  /** Help under the field; by default how to add and how many. */
  hint?: string;
  /** The caller's error (e.g. the server's); shown instead of the built-in checks' message. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Generated with useId when not given. */
  id?: string;
  /** Replace some built-in strings (zh-CN or en-US from the UiProvider's locale otherwise). */
  strings?: Partial<TopicInputStrings>;
  data?: DataAttributes;
};

/** A topic as stored: leading # (half or full width) and surrounding spaces dropped. */
export const normaliseTopic = (text: string) => text.replace(/^[#＃\s]+/, '').trim();

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match));

/**
 * Topics (话题) as removable chips in front of a text input: Enter, a comma or leaving the field
 * adds what was typed; Backspace in the empty input removes the last chip. Refuses duplicates, too
 * many and too long topics with a message under the field.
 */
export const TopicInput = forwardRef<HTMLInputElement, TopicInputProps>(
  (
    {
      label,
      value,
      onChange,
      max = 5,
      maxLength = 20,
      hint,
      error,
      required = false,
      disabled = false,
      id,
      strings,
      data,
    },
    ref,
  ) => {
    const { locale } = useUiSettings();
    const text = { ...topicInputStrings[locale], ...strings };
    const ids = useFieldIds(id);
    const [draft, setDraft] = useState('');
    const [problem, setProblem] = useState<string | null>(null);
    const [announcement, setAnnouncement] = useState('');
    const inputRef = useRef<HTMLInputElement | null>(null);
    const shownError = error ?? problem ?? undefined;
    const shownHint = hint ?? fill(text.hint, { max });
    const field = fieldState(ids, { hint: shownHint, error: shownError, required });
    const full = value.length >= max;

    const add = (typed: string): boolean => {
      const topic = normaliseTopic(typed);
      if (!topic) return false;
      if (value.includes(topic)) setProblem(text.duplicate);
      else if (full) setProblem(fill(text.tooMany, { max }));
      else if (Array.from(topic).length > maxLength) setProblem(fill(text.tooLong, { max: maxLength }));
      else {
        setProblem(null);
        setDraft('');
        setAnnouncement(fill(text.added, { topic }));
        onChange([...value, topic]);
        return true;
      }
      return false;
    };

    const remove = (topic: string) => {
      setProblem(null);
      setAnnouncement(fill(text.removed, { topic }));
      onChange(value.filter((item) => item !== topic));
      inputRef.current?.focus();
    };

    const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
      // A composing input method uses Enter to pick characters.
      if (event.nativeEvent.isComposing) return;
      if (event.key === 'Enter' || event.key === ',' || event.key === '，') {
        event.preventDefault();
        add(draft);
      } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
        event.preventDefault();
        remove(value[value.length - 1]!);
      }
    };

    return (
      <FieldShell
        ids={ids}
        label={label}
        hint={shownHint}
        error={shownError}
        required={required}
        data={data}
        footer={
          <span className={styles.count} aria-hidden="true">
            {fill(text.count, { count: value.length, max })}
          </span>
        }
      >
        <div
          className={clsx(fieldStyles.control, styles.box)}
          // No dimmed look for the box: the chips stay readable, the input says it is disabled.
          data-state={disabled ? 'disabled' : undefined}
          onClick={() => inputRef.current?.focus()}
        >
          {value.length > 0 ? (
            <ul className={styles.list} aria-label={text.listLabel}>
              {value.map((topic) => (
                <li key={topic}>
                  <Tag
                    tone="accent"
                    size="small"
                    closable={!disabled}
                    closeLabel={fill(text.remove, { topic })}
                    onClose={() => remove(topic)}
                  >
                    {`#${topic}`}
                  </Tag>
                </li>
              ))}
            </ul>
          ) : null}
          <input
            ref={(node) => {
              inputRef.current = node;
              if (typeof ref === 'function') ref(node);
              else if (ref) ref.current = node;
            }}
            id={ids.controlId}
            className={styles.input}
            value={draft}
            placeholder={full ? undefined : text.placeholder}
            disabled={disabled}
            required={required && value.length === 0}
            aria-invalid={field['aria-invalid']}
            aria-describedby={field['aria-describedby']}
            enterKeyHint="done"
            onChange={(event) => {
              setDraft(event.target.value);
              if (problem) setProblem(null);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => {
              if (draft.trim()) add(draft);
            }}
          />
        </div>
        <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      </FieldShell>
    );
  },
);
TopicInput.displayName = 'TopicInput';

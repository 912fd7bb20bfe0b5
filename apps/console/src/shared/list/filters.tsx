import { createContext, use, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Button,
  DateRangePicker,
  Inline,
  Select,
  TextField,
  type DateRange,
  type TextFieldProps,
} from '@creator-console/ui';
import { useMessages } from '../i18n';
import { listMessages } from './messages';

/** The typed text of a bar's fields on search: each field's name and trimmed draft. */
export type FilterDrafts<Name extends string = string> = Partial<Record<Name, string>>;

/** A text field's part in the search: its trimmed draft, or `null` when it refuses it (shown under it). */
type DraftReader = () => string | null;

/** The text fields of the bar around them, by name. */
const FilterDraftsContext = createContext<Map<string, DraftReader> | null>(null);

/**
 * The filters above a list, as a search landmark. The search button or Enter in a field searches:
 * every text filter inside (`KeywordFilter`, `IdFilter`) checks its draft and `onSubmit` gets the
 * drafts by name (to `update` the URL with), unless one refused. Selects and dates apply at once.
 */
export function FilterBar<Name extends string = string>({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit?: (drafts: FilterDrafts<Name>) => void;
  children: ReactNode;
}) {
  const [fields] = useState(() => new Map<string, DraftReader>());
  const search = () => {
    const drafts: Record<string, string> = {};
    let refused = false;
    // Every field checks its draft (so each shows its own error) before any search.
    for (const [name, read] of fields) {
      const draft = read();
      if (draft === null) refused = true;
      else drafts[name] = draft;
    }
    if (!refused) onSubmit?.(drafts as FilterDrafts<Name>);
  };
  return (
    <FilterDraftsContext value={fields}>
      <form
        role="search"
        aria-label={label}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
      >
        <Inline space="small" alignY="bottom">
          {children}
        </Inline>
      </form>
    </FilterDraftsContext>
  );
}

/** The filter bar's submit button. */
export function SearchButton() {
  const t = useMessages(listMessages);
  return (
    <Button type="submit" icon="search">
      {t('search')}
    </Button>
  );
}

/** Clears every filter (the whole URL state). */
export function ResetButton({ onReset }: { onReset: () => void }) {
  const t = useMessages(listMessages);
  return (
    <Button variant="ghost" onClick={onReset}>
      {t('reset')}
    </Button>
  );
}

/**
 * A text field's draft of a URL value: what is typed until it is searched for. It follows the URL
 * when that changes from elsewhere (back, forward, a link, reset).
 */
function useUrlDraft(value: string): [string, (text: string) => void] {
  const [draft, setDraft] = useState(value);
  const [of, setOf] = useState(value);
  if (of !== value) {
    setOf(value);
    setDraft(value);
  }
  return [draft, setDraft];
}

type TextFilterProps = Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'error'> & {
  /** The draft's name in the bar's search: the URL parameter it goes to. */
  name: string;
};

/**
 * A text field of the filter bar around it: its draft of `value` (the value the list shows now),
 * checked by `check` on search (an error message refuses it) and handed to the bar by `name`.
 */
function useDraftField(name: string, value: string, check: (text: string) => string | undefined) {
  const fields = use(FilterDraftsContext);
  const [draft, setDraft] = useUrlDraft(value);
  // An error speaks of the draft searched for; a new value from elsewhere (a link, a click) clears it.
  const [refusal, setRefusal] = useState<{ of: string; message: string } | null>(null);
  const read = (): string | null => {
    const text = draft.trim();
    const message = check(text);
    setRefusal(message === undefined ? null : { of: value, message });
    return message === undefined ? text : null;
  };
  const latestRead = useRef(read);
  useEffect(() => {
    latestRead.current = read;
  });
  useEffect(() => {
    if (!fields) return;
    fields.set(name, () => latestRead.current());
    return () => {
      fields.delete(name);
    };
  }, [fields, name]);
  return { draft, setDraft, error: refusal?.of === value ? refusal.message : undefined };
}

/** A keyword filter: typed freely, trimmed on search; at most 50 characters, as the URL keeps. */
export function KeywordFilter({
  name,
  value,
  maxLength = 50,
  ...field
}: TextFilterProps & { value: string }) {
  const { draft, setDraft } = useDraftField(name, value, () => undefined);
  return (
    <TextField
      {...field}
      value={draft}
      maxLength={maxLength}
      onChange={(event) => setDraft(event.target.value)}
    />
  );
}

/**
 * A filter by a record's id: empty, or a whole number from 1 with at most `maxDigits` digits;
 * anything else is refused with the `invalid` message under the field.
 */
export function IdFilter({
  name,
  value,
  invalid,
  maxDigits = 10,
  ...field
}: TextFilterProps & { value: number | null; invalid: string; maxDigits?: number }) {
  const id = new RegExp(`^[1-9]\\d{0,${maxDigits - 1}}$`);
  const { draft, setDraft, error } = useDraftField(name, value === null ? '' : String(value), (text) =>
    text === '' || id.test(text) ? undefined : invalid,
  );
  return (
    <TextField
      {...field}
      value={draft}
      inputMode="numeric"
      error={error}
      onChange={(event) => setDraft(event.target.value)}
    />
  );
}

/**
 * A date range filter. What is typed shows at once; the list changes when the range is valid and
 * has both ends or none (`openEnded`: one end is enough).
 */
export function DateRangeFilter({
  label,
  start,
  end,
  onChange,
  openEnded = false,
}: {
  label: string;
  start: string;
  end: string;
  onChange: (range: DateRange) => void;
  openEnded?: boolean;
}) {
  const of = `${start}/${end}`;
  const [draft, setDraft] = useState<{ of: string; value: DateRange } | null>(null);
  return (
    <DateRangePicker
      label={label}
      value={draft?.of === of ? draft.value : { start, end }}
      onChange={(next, { valid }) => {
        setDraft({ of, value: next });
        const complete = openEnded || (next.start && next.end) || (!next.start && !next.end);
        if (valid && complete) onChange(next);
      }}
    />
  );
}

const ALL = 'all';

/** A select filter over `options` with “all” first: choosing “all” is `null`, no filter. */
export function ChoiceFilter<Value extends string | number>({
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: Value | null;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value | null) => void;
}) {
  return (
    <Select
      label={label}
      value={value === null ? ALL : String(value)}
      options={[
        { value: ALL, label: allLabel },
        ...options.map((option) => ({ value: String(option.value), label: option.label })),
      ]}
      onValueChange={(next) =>
        onChange(options.find((option) => String(option.value) === next)?.value ?? null)
      }
    />
  );
}

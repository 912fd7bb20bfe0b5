import { useState, type ReactNode } from 'react';
import { Button, DateRangePicker, Inline, Select, type DateRange } from '@creator-console/ui';
import { useMessages } from '../i18n';
import { listMessages } from './messages';

/**
 * The filters above a list, as a search landmark: `onSubmit` runs for the search button or Enter
 * in a field (the fields' drafts go to the URL then); selects and dates apply at once.
 */
export function FilterBar({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit?: () => void;
  children: ReactNode;
}) {
  return (
    <form
      role="search"
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      <Inline space="small" alignY="bottom">
        {children}
      </Inline>
    </form>
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
export function useUrlDraft(value: string): [string, (text: string) => void] {
  const [draft, setDraft] = useState(value);
  const [of, setOf] = useState(value);
  if (of !== value) {
    setOf(value);
    setDraft(value);
  }
  return [draft, setDraft];
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

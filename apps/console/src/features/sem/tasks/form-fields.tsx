import { createContext, useContext, type ReactNode } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import {
  Checkbox,
  FormField,
  Stack,
  Text,
  Tooltip,
  TooltipContent,
  TooltipTrigger,
} from '@creator-console/ui';
import { errorMessage, type Bound } from '../../../shared/form/use-field';
import { useMessages } from '../../../shared/i18n';
import { taskMessages } from './messages';

/** The fields the edited task may no longer change (`locked_fields`); none for a new task. */
const LockedNames = createContext<readonly string[]>([]);
export const LockedFields = LockedNames.Provider;

/**
 * A field (or a group of fields, `name` being the rule they form) a started task may no longer
 * change: its children get `disabled`, and a hover or keyboard focus on it tells why
 * (任务已开始，不能修改). `forcedBy` disables it for another reason, said the same way.
 */
export function LockedField({
  name,
  forcedBy,
  children,
}: {
  name: string;
  /** Why the field is fixed regardless of the task's phase (a cpa task always uses receipts). */
  forcedBy?: string | false;
  children: (disabled: boolean) => ReactNode;
}) {
  const t = useMessages(taskMessages);
  const locked = useContext(LockedNames).includes(name);
  const why = locked ? t('lockedTip') : forcedBy || null;
  if (why === null) return <>{children(false)}</>;
  return (
    <Tooltip>
      <TooltipTrigger>
        <div tabIndex={0} role="group" data-locked="true" aria-label={why}>
          {children(true)}
        </div>
      </TooltipTrigger>
      <TooltipContent>{why}</TooltipContent>
    </Tooltip>
  );
}

/** A list of ids picked by checkboxes (topics, goods, fields), with the form's error under it. */
export function IdCheckList<Values extends FieldValues>({
  control,
  name,
  label,
  hint,
  options,
  disabled = false,
}: Bound<Values> & {
  label: string;
  hint?: string;
  options: readonly { id: number; label: string }[];
  disabled?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const chosen = (field.value as number[] | undefined) ?? [];
        const error = errorMessage(fieldState.error);
        return (
          <fieldset
            style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
            aria-invalid={error ? true : undefined}
          >
            <legend>
              <Text weight="medium">{label}</Text>
            </legend>
            <Stack space="xsmall">
              {hint ? (
                <Text size="small" tone="muted">
                  {hint}
                </Text>
              ) : null}
              {options.length === 0 ? <Text tone="muted">—</Text> : null}
              {options.map((option) => (
                <Checkbox
                  key={option.id}
                  label={option.label}
                  disabled={disabled}
                  checked={chosen.includes(option.id)}
                  onCheckedChange={(on) =>
                    field.onChange(
                      on === true ? [...chosen, option.id] : chosen.filter((id) => id !== option.id),
                    )
                  }
                />
              ))}
              {error ? (
                <div role="alert">
                  <Text tone="critical" size="small">
                    {error}
                  </Text>
                </div>
              ) : null}
            </Stack>
          </fieldset>
        );
      }}
    />
  );
}

/** A `datetime-local` value of the form (the browser's clock), with its error. */
export function DateTimeField<Values extends FieldValues>({
  control,
  name,
  label,
  disabled = false,
  required = false,
}: Bound<Values> & { label: string; disabled?: boolean; required?: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} error={errorMessage(fieldState.error)} required={required}>
          <input
            type="datetime-local"
            name={field.name}
            value={(field.value as string | undefined) ?? ''}
            disabled={disabled}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
          />
        </FormField>
      )}
    />
  );
}

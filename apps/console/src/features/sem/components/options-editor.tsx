import { useController, useFormState, type Control } from 'react-hook-form';
import { Button, IconButton, Inline, Stack, Text, TextField } from '@creator-console/ui';
import { errorMessage } from '../../../shared/form';
import { useMessages } from '../../../shared/i18n';
import { semMessages } from '../messages';

/** The form values an options editor needs: the list of option texts. */
type WithOptions = { options: string[] };

const MAX_OPTIONS = 20;

/**
 * The options of a select field (2–20, each ≤ 20 characters): one text field per option with its
 * remove button, 添加选项 below. The list's message (下拉字段需要 2–20 个选项) shows under it, an
 * option's own under that option.
 */
export function OptionsEditor<Values extends WithOptions>({
  control,
}: {
  control: Control<Values, unknown, unknown>;
}) {
  const t = useMessages(semMessages);
  const typed = control as unknown as Control<WithOptions>;
  const { field } = useController({ control: typed, name: 'options' });
  const { errors } = useFormState({ control: typed, name: 'options' });
  const options = field.value ?? [];
  // An issue about the list sits on `options` itself, or on its `root` when options have theirs.
  const optionErrors = errors.options as (unknown[] & { root?: unknown }) | { message?: string } | undefined;
  const itemErrors: unknown[] = Array.isArray(optionErrors) ? optionErrors : [];
  const listError = Array.isArray(optionErrors)
    ? errorMessage((optionErrors as { root?: unknown }).root)
    : errorMessage(optionErrors);

  const set = (next: string[]) => field.onChange(next);
  return (
    <fieldset>
      <Stack space="small">
        <legend>
          <Text weight="strong">{t('fieldOptions')}</Text>
        </legend>
        <Text tone="muted" size="small">
          {t('fieldOptionsHint')}
        </Text>
        {options.map((option, index) => (
          // Options are edited in place; their position is their identity while the dialog is open.
          <Inline key={index} space="small" alignY="bottom" wrap={false}>
            <TextField
              label={t('option', { n: index + 1 })}
              value={option}
              error={errorMessage(itemErrors[index])}
              onChange={(event) => set(options.map((value, i) => (i === index ? event.target.value : value)))}
            />
            <IconButton
              icon="trash"
              label={t('removeOption', { n: index + 1 })}
              onClick={() => set(options.filter((_, i) => i !== index))}
            />
          </Inline>
        ))}
        {options.length < MAX_OPTIONS ? (
          <Inline space="small">
            <Button size="small" variant="soft" icon="plus" onClick={() => set([...options, ''])}>
              {t('addOption')}
            </Button>
          </Inline>
        ) : null}
        {listError ? (
          <div role="alert">
            <Text tone="critical">{listError}</Text>
          </div>
        ) : null}
      </Stack>
    </fieldset>
  );
}

import { useController, type Control, type FieldValues } from 'react-hook-form';
import {
  createAccountInput,
  updateAccountInput,
  type AccountOptions,
  type ResponseOf,
  type endpoints,
} from '@creator-console/contract';
import {
  Button,
  Checkbox,
  Drawer,
  DrawerContent,
  Inline,
  RadioGroup,
  Select,
  Skeleton,
  Stack,
  Text,
} from '@creator-console/ui';
import { FormError, FormTextField, useContractForm } from '../../../../shared/form';
import { useMessages } from '../../../../shared/i18n';
import { toaster } from '../../../../shared/notices';
import { useAccountDetail, useAccountOptions, useCreateAccount, useUpdateAccount } from '../api';
import { accountMessages } from '../messages';

type Created = ResponseOf<typeof endpoints.createAdminAccount>;

interface AccountFormValues extends FieldValues {
  username: string;
  phone: string;
  name: string;
  real_name: string;
  entity_name: string;
  role_ids: number[];
  tag_ids: number[];
  group_ids: number[];
  channel_ids: number[];
  generate_password: boolean;
  password: string;
}

const NONE = 'none';

/** Three ordered role slots; the first is the active role. Roles the caller may not assign are disabled. */
type FormControl = Control<AccountFormValues, unknown, unknown>;

function RoleSlots({ control, roles }: { control: FormControl; roles: AccountOptions['roles'] }) {
  const t = useMessages(accountMessages);
  const { field, fieldState } = useController({ control, name: 'role_ids' });
  const value = field.value;
  const labels = [t('roleSlot1'), t('roleSlot2'), t('roleSlot3')];
  const setSlot = (slot: number, option: string) => {
    const next = [...value];
    if (option === NONE) next.splice(slot, 1);
    else if (slot < next.length) next[slot] = Number(option);
    else next.push(Number(option));
    field.onChange(next);
  };
  return (
    <Stack space="small">
      <Text weight="strong">{t('roles')}</Text>
      <Inline space="small">
        {labels.map((label, slot) =>
          slot <= value.length ? (
            <Select
              key={label}
              label={label}
              value={value[slot] !== undefined ? String(value[slot]) : NONE}
              error={slot === 0 ? fieldState.error?.message : undefined}
              options={[
                ...(slot > 0 || value.length === 0 ? [{ value: NONE, label: t('noRole') }] : []),
                ...roles.map((role) => ({
                  value: String(role.id),
                  label: role.name,
                  disabled: !role.assignable && role.id !== value[slot],
                })),
              ]}
              onValueChange={(option) => setSlot(slot, option)}
            />
          ) : null,
        )}
      </Inline>
    </Stack>
  );
}

/** Checkboxes over a list of ids (labels, groups, channels). */
function CheckList({
  control,
  name,
  label,
  options,
}: {
  control: FormControl;
  name: 'tag_ids' | 'group_ids' | 'channel_ids';
  label: string;
  options: readonly { id: number; name: string; disabled?: boolean }[];
}) {
  const { field, fieldState } = useController({ control, name });
  const value = field.value;
  return (
    <Stack space="small">
      <Text weight="strong">{label}</Text>
      <Inline space="small">
        {options.map((option) => (
          <Checkbox
            key={option.id}
            label={option.name}
            checked={value.includes(option.id)}
            disabled={option.disabled && !value.includes(option.id)}
            onCheckedChange={(checked) =>
              field.onChange(
                checked === true ? [...value, option.id] : value.filter((id) => id !== option.id),
              )
            }
          />
        ))}
      </Inline>
      {fieldState.error?.message ? (
        <Text tone="critical" size="small">
          {fieldState.error.message}
        </Text>
      ) : null}
    </Stack>
  );
}

function AccountForm({
  id,
  initial,
  options,
  onClose,
  onCreated,
}: {
  id: number | null;
  initial: AccountFormValues;
  options: AccountOptions;
  onClose: () => void;
  onCreated: (created: Created) => void;
}) {
  const t = useMessages(accountMessages);
  const editing = id !== null;
  const create = useCreateAccount();
  const update = useUpdateAccount();
  const toInput = (values: AccountFormValues) =>
    editing
      ? {
          phone: values.phone,
          name: values.name,
          real_name: values.real_name,
          entity_name: values.entity_name,
          role_ids: values.role_ids,
          tag_ids: values.tag_ids,
          group_ids: values.group_ids,
          channel_ids: values.channel_ids,
        }
      : {
          ...values,
          password: values.generate_password ? undefined : values.password,
        };
  const form = useContractForm<AccountFormValues, unknown>(
    editing ? updateAccountInput : createAccountInput,
    {
      defaultValues: initial,
      toInput,
    },
  );
  const generate = form.watch('generate_password');

  const submit = async () => {
    const body = toInput(form.getValues());
    try {
      if (editing) {
        await update.trigger({ params: { id }, body: body as never });
        toaster.show({ tone: 'positive', message: t('saved') });
        onClose();
      } else {
        const created = await create.trigger({ body: body as never });
        toaster.show({ tone: 'positive', message: t('created', { name: created.account.name }) });
        onCreated(created);
      }
    } catch (failure) {
      form.setServerErrors(failure);
    }
  };

  return (
    <form onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate>
      <Stack space="medium">
        <FormTextField
          control={form.control}
          name="username"
          label={t('username')}
          hint={t('usernameHint')}
          disabled={editing}
          maxLength={32}
        />
        <FormTextField
          control={form.control}
          name="phone"
          label={t('phone')}
          hint={
            editing ? t('phoneEditHint', { phone: initial.phone === '' ? '' : initial.phone }) : undefined
          }
          inputMode="numeric"
          maxLength={11}
        />
        <FormTextField control={form.control} name="name" label={t('name')} maxLength={20} />
        <FormTextField control={form.control} name="real_name" label={t('realName')} maxLength={30} />
        <FormTextField control={form.control} name="entity_name" label={t('entityName')} maxLength={60} />
        <RoleSlots control={form.control} roles={options.roles} />
        <CheckList control={form.control} name="tag_ids" label={t('tags')} options={options.tags} />
        <CheckList control={form.control} name="group_ids" label={t('groups')} options={options.groups} />
        <CheckList
          control={form.control}
          name="channel_ids"
          label={t('channels')}
          options={options.channels.map((channel) => ({
            id: channel.id,
            name: channel.enabled ? channel.name : t('channelDisabled', { name: channel.name }),
            disabled: !channel.enabled,
          }))}
        />
        {editing ? null : (
          <>
            <RadioGroup
              label={t('initialPassword')}
              orientation="horizontal"
              value={generate ? 'generate' : 'manual'}
              options={[
                { value: 'generate', label: t('generate') },
                { value: 'manual', label: t('manual') },
              ]}
              onValueChange={(value) => form.setValue('generate_password', value === 'generate')}
            />
            {generate ? null : (
              <FormTextField
                control={form.control}
                name="password"
                type="password"
                label={t('password')}
                hint={t('passwordHint')}
                autoComplete="new-password"
                maxLength={32}
              />
            )}
          </>
        )}
        <FormError control={form.control} />
        <Inline space="small" align="right">
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={create.isMutating || update.isMutating}>
            {t('save')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

const EMPTY: AccountFormValues = {
  username: '',
  phone: '',
  name: '',
  real_name: '',
  entity_name: '',
  role_ids: [],
  tag_ids: [],
  group_ids: [],
  channel_ids: [],
  generate_password: true,
  password: '',
};

/**
 * Create (`id` null) or edit an account in a drawer. A created account with a generated password
 * goes to `onCreated`, which shows the password once.
 */
export function AccountFormDrawer({
  open,
  id,
  onClose,
  onCreated,
}: {
  open: boolean;
  id: number | null;
  onClose: () => void;
  onCreated: (created: Created) => void;
}) {
  const t = useMessages(accountMessages);
  const { data: options } = useAccountOptions();
  const { data: account } = useAccountDetail(open ? id : null);
  const ready = options && (id === null || account);
  const initial: AccountFormValues =
    id !== null && account
      ? {
          ...EMPTY,
          username: account.username,
          phone: '',
          name: account.name,
          real_name: account.real_name,
          entity_name: account.entity_name,
          role_ids: account.roles.map((role) => role.id),
          tag_ids: account.tags.map((tag) => tag.id),
          group_ids: account.groups.map((group) => group.id),
          channel_ids: account.channels.map((channel) => channel.id),
        }
      : EMPTY;
  return (
    <Drawer open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      {open ? (
        <DrawerContent
          title={id !== null ? t('editTitle', { name: account?.name ?? '' }) : t('createTitle')}
          size="standard"
        >
          {ready ? (
            <AccountForm
              key={id ?? 'new'}
              id={id}
              initial={id !== null && account ? { ...initial, phone: '' } : initial}
              options={options}
              onClose={onClose}
              onCreated={onCreated}
            />
          ) : (
            <Skeleton lines={8} />
          )}
        </DrawerContent>
      ) : null}
    </Drawer>
  );
}

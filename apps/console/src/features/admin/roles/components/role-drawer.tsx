import {
  roleCreateBody,
  roleUpdateBody,
  type RoleCreateBody,
  type RoleUpdateBody,
} from '@creator-console/contract';
import { Button, Drawer, DrawerContent, Inline, Stack } from '@creator-console/ui';
import { FormError, FormSelect, FormTextarea, FormTextField, useContractForm } from '../../../../shared/form';
import { useMessages } from '../../../../shared/i18n';
import { toaster } from '../../../../shared/notices';
import { useCreateRole, useUpdateRole, type RoleRow } from '../api';
import { roleMessages } from '../messages';

const NONE = 'none';

interface Values {
  key: string;
  name: string;
  description: string;
  copy_from: string;
}

type Output = ReturnType<typeof roleCreateBody.parse> | ReturnType<typeof roleUpdateBody.parse>;

export type RoleDrawerMode = { kind: 'create'; copyFrom?: RoleRow } | { kind: 'edit'; role: RoleRow };

/** 新建 / 编辑 / 复制为新角色 in a drawer (admin.md §6.2); the server's refusals land on the fields. */
export function RoleDrawer({
  mode,
  roles,
  onClose,
}: {
  mode: RoleDrawerMode;
  roles: readonly RoleRow[];
  onClose: () => void;
}) {
  const t = useMessages(roleMessages);
  const create = useCreateRole();
  const update = useUpdateRole();
  const editing = mode.kind === 'edit' ? mode.role : null;
  const form = useContractForm<Values, Output>(editing ? roleUpdateBody : roleCreateBody, {
    defaultValues: editing
      ? { key: editing.key, name: editing.name, description: editing.description, copy_from: NONE }
      : {
          key: '',
          name: '',
          description: '',
          copy_from: mode.kind === 'create' && mode.copyFrom ? String(mode.copyFrom.id) : NONE,
        },
    toInput: (values): RoleCreateBody | RoleUpdateBody =>
      editing
        ? { name: values.name, description: values.description, version: editing.version }
        : {
            key: values.key,
            name: values.name,
            description: values.description,
            ...(values.copy_from === NONE ? {} : { copy_from: Number(values.copy_from) }),
          },
  });

  const submit = async (body: Output) => {
    try {
      if (editing) {
        const saved = await update.trigger({ params: { id: editing.id }, body: body as RoleUpdateBody });
        toaster.show({ tone: 'positive', message: t('saved', { name: saved.name }) });
      } else {
        const created = await create.trigger({ body: body as RoleCreateBody });
        toaster.show({ tone: 'positive', message: t('created', { name: created.name }) });
      }
      onClose();
    } catch (failure) {
      form.setServerErrors(failure);
    }
  };

  return (
    <Drawer open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DrawerContent title={editing ? t('editTitle') : t('createTitle')}>
        <form onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate>
          <Stack space="medium">
            <FormTextField
              control={form.control}
              name="name"
              label={t('name')}
              required
              disabled={editing?.builtin}
              {...(editing?.builtin ? { hint: t('builtinNameLocked') } : {})}
            />
            <FormTextField
              control={form.control}
              name="key"
              label={t('key')}
              required={!editing}
              disabled={editing !== null}
              hint={t('keyHint')}
            />
            <FormTextarea control={form.control} name="description" label={t('description')} rows={3} />
            {editing ? null : (
              <FormSelect
                control={form.control}
                name="copy_from"
                label={t('copyFrom')}
                hint={t('copyFromHint')}
                options={[
                  { value: NONE, label: t('copyFromNone') },
                  ...roles.map((role) => ({ value: String(role.id), label: role.name })),
                ]}
              />
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
      </DrawerContent>
    </Drawer>
  );
}

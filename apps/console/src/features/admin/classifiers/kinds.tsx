import type { ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import {
  channelCreateInput,
  channelUpdateInput,
  endpoints,
  groupInput,
  LABEL_TONES,
  labelInput,
  LIVE_TAG,
  type AdminChannel,
  type AdminGroup,
  type AdminLabel,
  type Endpoint,
  type LabelTone,
} from '@creator-console/contract';
import { Inline, Switch, Tag, Text, type DataTableColumn } from '@creator-console/ui';
import { FormSelect, FormTextarea, FormTextField, type ContractSchema } from '../../../shared/form';
import type { Translate } from '../../../shared/i18n';
import type { ClassifierMessage } from './messages';

/** What every classifier row has. */
export interface ClassifierRow {
  id: number;
  name: string;
}

type T = Translate<ClassifierMessage>;

/** The form of one kind: its schema, values, the body it sends and its fields. */
export interface ClassifierForm<Row, Values extends FieldValues> {
  /** The contract body the form checks: the create body, or the update body of `row`. */
  schema: (row: Row | null) => ContractSchema<unknown>;
  valuesOf: (row: Row | null) => Values;
  /** What the schema reads from the values (e.g. the stored code of an edited channel). */
  toInput: (values: Values, row: Row | null) => unknown;
  fields: (control: Control<Values, unknown, unknown>, row: Row | null, t: T) => ReactNode;
  /** A note at the top of the drawer (the 直播 label's effect), or null. */
  note?: (row: Row | null, t: T) => string | null;
}

/** Extra things a kind's columns may do (the channels' status switch). */
export interface ColumnTools<Row> {
  t: T;
  dateTime: (value: string) => string;
  setStatus?: (row: Row, enabled: boolean) => void;
}

/**
 * One classifier kind, declared: its endpoints, words, columns and form. The list page, the
 * members drawer and the order buttons are written once over these.
 */
export interface ClassifierKind<
  Row extends ClassifierRow = ClassifierRow,
  Values extends FieldValues = FieldValues,
> {
  key: 'label' | 'group' | 'channel';
  words: {
    noun: ClassifierMessage;
    create: ClassifierMessage;
    edit: ClassifierMessage;
    table: ClassifierMessage;
  };
  endpoints: {
    list: Endpoint;
    create: Endpoint;
    update: Endpoint;
    remove: Endpoint;
    members: Endpoint;
    addMembers: Endpoint;
    removeMember: Endpoint;
    /** Present when the operator orders the rows (上移/下移). */
    order?: Endpoint;
    status?: Endpoint;
  };
  /** The kind's own columns, between the order column and the actions. */
  columns: (tools: ColumnTools<Row>) => DataTableColumn<Row>[];
  form: ClassifierForm<Row, Values>;
  /** Where 成员 leads when the members have a page of their own (groups); else a drawer. */
  membersHref?: (row: Row) => string;
  /** Why a row cannot be deleted, shown by disabling the button (the server refuses too). */
  undeletable?: (row: Row) => boolean;
}

export const toneWords: Record<LabelTone, ClassifierMessage> = {
  neutral: 'toneNeutral',
  accent: 'toneAccent',
  positive: 'tonePositive',
  caution: 'toneCaution',
  critical: 'toneCritical',
};

const isLive = (row: AdminLabel | null) => row?.builtin === true && row.name === LIVE_TAG;

type LabelValues = { name: string; description: string; tone: LabelTone };

export const labelKind: ClassifierKind<AdminLabel, LabelValues> = {
  key: 'label',
  words: { noun: 'labelNoun', create: 'labelCreate', edit: 'labelEdit', table: 'labelTable' },
  endpoints: {
    list: endpoints.adminLabels,
    create: endpoints.createAdminLabel,
    update: endpoints.updateAdminLabel,
    remove: endpoints.deleteAdminLabel,
    members: endpoints.adminLabelMembers,
    addMembers: endpoints.addAdminLabelMembers,
    removeMember: endpoints.removeAdminLabelMember,
    order: endpoints.orderAdminLabels,
  },
  columns: ({ t }) => [
    {
      key: 'name',
      header: t('labelCol'),
      cell: (row) => <Tag tone={row.tone}>{row.name}</Tag>,
    },
    { key: 'description', header: t('colDescription'), cell: (row) => row.description || t('none') },
    { key: 'user_count', header: t('labelUsers'), align: 'right', cell: (row) => row.user_count },
    { key: 'builtin', header: t('labelBuiltin'), cell: (row) => (row.builtin ? t('yes') : t('no')) },
  ],
  form: {
    schema: () => labelInput,
    valuesOf: (row) => ({
      name: row?.name ?? '',
      description: row?.description ?? '',
      tone: row?.tone ?? 'neutral',
    }),
    toInput: (values) => values,
    fields: (control, row, t) => (
      <>
        <FormTextField
          control={control}
          name="name"
          label={t('labelName')}
          hint={row?.builtin ? t('labelBuiltinName') : t('labelNameHint')}
          disabled={row?.builtin === true}
          required
        />
        <FormTextarea
          control={control}
          name="description"
          label={t('description')}
          hint={t('labelDescriptionHint')}
          rows={3}
        />
        <FormSelect
          control={control}
          name="tone"
          label={t('labelTone')}
          options={LABEL_TONES.map((tone) => ({ value: tone, label: t(toneWords[tone]) }))}
        />
      </>
    ),
    note: (row, t) => (isLive(row) ? t('liveHint') : null),
  },
  undeletable: (row) => row.builtin,
};

type GroupValues = { name: string; description: string };

export const groupKind: ClassifierKind<AdminGroup, GroupValues> = {
  key: 'group',
  words: { noun: 'groupNoun', create: 'groupCreate', edit: 'groupEdit', table: 'groupTable' },
  endpoints: {
    list: endpoints.adminGroups,
    create: endpoints.createAdminGroup,
    update: endpoints.updateAdminGroup,
    remove: endpoints.deleteAdminGroup,
    members: endpoints.adminGroupMembers,
    addMembers: endpoints.addAdminGroupMembers,
    removeMember: endpoints.removeAdminGroupMember,
  },
  columns: ({ t, dateTime }) => [
    { key: 'name', header: t('groupCol'), cell: (row) => row.name },
    { key: 'description', header: t('colDescription'), cell: (row) => row.description || t('none') },
    { key: 'member_count', header: t('groupMembers'), align: 'right', cell: (row) => row.member_count },
    {
      key: 'reference_count',
      header: t('groupReferences'),
      align: 'right',
      cell: (row) => row.reference_count,
    },
    { key: 'created_by', header: t('groupCreatedBy'), cell: (row) => row.created_by ?? t('none') },
    { key: 'updated_at', header: t('groupUpdatedAt'), cell: (row) => dateTime(row.updated_at) },
  ],
  form: {
    schema: () => groupInput,
    valuesOf: (row) => ({ name: row?.name ?? '', description: row?.description ?? '' }),
    toInput: (values) => values,
    fields: (control, _row, t) => (
      <>
        <FormTextField
          control={control}
          name="name"
          label={t('groupName')}
          hint={t('groupNameHint')}
          required
        />
        <FormTextarea
          control={control}
          name="description"
          label={t('description')}
          hint={t('groupDescriptionHint')}
          rows={3}
        />
      </>
    ),
  },
  membersHref: (row) => `/admin/user-group?id=${row.id}`,
};

type ChannelValues = { name: string; code: string; description: string };

export const channelKind: ClassifierKind<AdminChannel, ChannelValues> = {
  key: 'channel',
  words: { noun: 'channelNoun', create: 'channelCreate', edit: 'channelEdit', table: 'channelTable' },
  endpoints: {
    list: endpoints.adminChannels,
    create: endpoints.createAdminChannel,
    update: endpoints.updateAdminChannel,
    remove: endpoints.deleteAdminChannel,
    members: endpoints.adminChannelMembers,
    addMembers: endpoints.addAdminChannelMembers,
    removeMember: endpoints.removeAdminChannelMember,
    order: endpoints.orderAdminChannels,
    status: endpoints.setAdminChannelStatus,
  },
  columns: ({ t, setStatus }) => [
    {
      key: 'name',
      header: t('channelCol'),
      cell: (row) =>
        row.enabled ? (
          row.name
        ) : (
          <Inline space="xsmall" alignY="center" wrap={false}>
            <Text tone="muted">{row.name}</Text>
            <Tag size="small">{t('channelDisabled')}</Tag>
          </Inline>
        ),
    },
    { key: 'code', header: t('channelCode'), cell: (row) => row.code },
    { key: 'description', header: t('colDescription'), cell: (row) => row.description || t('none') },
    { key: 'user_count', header: t('channelUsers'), align: 'right', cell: (row) => row.user_count },
    {
      key: 'enabled',
      header: t('channelStatus'),
      cell: (row) => (
        <Switch
          label={t('channelEnabled')}
          checked={row.enabled}
          onCheckedChange={(enabled) => setStatus?.(row, enabled)}
          data={{ channel: row.code }}
        />
      ),
    },
  ],
  form: {
    schema: (row) => (row ? channelUpdateInput : channelCreateInput),
    valuesOf: (row) => ({
      name: row?.name ?? '',
      code: row?.code ?? '',
      description: row?.description ?? '',
    }),
    // The code is create-only: an edit sends the stored one back, whatever the field shows.
    toInput: (values, row) => (row ? { ...values, code: row.code } : values),
    fields: (control, row, t) => (
      <>
        <FormTextField
          control={control}
          name="name"
          label={t('channelName')}
          hint={t('channelNameHint')}
          required
        />
        <FormTextField
          control={control}
          name="code"
          label={t('channelCode')}
          hint={row ? t('channelCodeLocked') : t('channelCodeHint')}
          disabled={row !== null}
          required
        />
        <FormTextarea
          control={control}
          name="description"
          label={t('description')}
          hint={t('channelDescriptionHint')}
          rows={3}
        />
      </>
    ),
  },
};

/**
 * The ids in the order after moving the row at `index` one place up (-1) or down (1); the same
 * order when it cannot move.
 */
export function movedIds(rows: readonly ClassifierRow[], index: number, by: -1 | 1): number[] {
  const ids = rows.map((row) => row.id);
  const other = index + by;
  if (index < 0 || index >= ids.length || other < 0 || other >= ids.length) return ids;
  [ids[index], ids[other]] = [ids[other]!, ids[index]!];
  return ids;
}

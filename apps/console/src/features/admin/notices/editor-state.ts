import type {
  AnnouncementAudienceInput,
  AnnouncementDetail,
  AnnouncementSendMode,
  PickedUser,
} from '@creator-console/contract';

/** The editor's values: the contract's input, with the audience as the pickers hold it. */
export interface EditorValues {
  title: string;
  content: string;
  link: string;
  everyone: boolean;
  role_ids: number[];
  tag_ids: number[];
  group_ids: number[];
  channel_ids: number[];
  users: PickedUser[];
  send_mode: AnnouncementSendMode;
  /** `YYYY-MM-DDTHH:mm` in local time, as a datetime-local input shows it. */
  scheduled_at: string;
}

export const DIMENSIONS = ['role_ids', 'tag_ids', 'group_ids', 'channel_ids'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** `YYYY-MM-DDTHH:mm` in local time. */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export const emptyValues = (): EditorValues => ({
  title: '',
  content: '',
  link: '',
  everyone: true,
  role_ids: [],
  tag_ids: [],
  group_ids: [],
  channel_ids: [],
  users: [],
  send_mode: 'now',
  scheduled_at: '',
});

/**
 * The editor's values of an announcement: to edit it (its own send mode), or to copy it into a
 * new one (`copy`: a draft-to-be with the title marked).
 */
export function valuesOf(notice: AnnouncementDetail, copy?: { suffix: string }): EditorValues {
  const { audience } = notice;
  return {
    title: copy ? `${notice.title}${copy.suffix}`.slice(0, 50) : notice.title,
    content: notice.content,
    link: notice.link ?? '',
    everyone: audience.all === true,
    role_ids: audience.role_ids ?? [],
    tag_ids: audience.tag_ids ?? [],
    group_ids: audience.group_ids ?? [],
    channel_ids: audience.channel_ids ?? [],
    users: notice.audience_users,
    send_mode: !copy && notice.status === 'scheduled' ? 'scheduled' : copy ? 'now' : 'draft',
    scheduled_at:
      !copy && notice.scheduled_at && Date.parse(notice.scheduled_at) > Date.now()
        ? toLocalInput(new Date(notice.scheduled_at))
        : '',
  };
}

/** The audience the values choose, as the API reads it. */
export function audienceOf(values: EditorValues): AnnouncementAudienceInput {
  if (values.everyone) return { all: true };
  const audience: AnnouncementAudienceInput = {};
  for (const dimension of DIMENSIONS) {
    if (values[dimension].length > 0) audience[dimension] = values[dimension];
  }
  if (values.users.length > 0) audience.user_ids = values.users.map((user) => user.id);
  return audience;
}

/** Whether the audience chooses anyone at all (else the server answers 请选择接收对象). */
export const choosesSomeone = (audience: AnnouncementAudienceInput): boolean =>
  audience.all === true ||
  [audience.user_ids, ...DIMENSIONS.map((dimension) => audience[dimension])].some(
    (list) => (list?.length ?? 0) > 0,
  );

/** The create/update body of the values. */
export function bodyOf(values: EditorValues) {
  return {
    title: values.title,
    content: values.content,
    link: values.link.trim() === '' ? null : values.link.trim(),
    audience: audienceOf(values),
    send_mode: values.send_mode,
    scheduled_at:
      values.send_mode === 'scheduled' && values.scheduled_at
        ? new Date(values.scheduled_at).toISOString()
        : null,
  };
}

/** The form's field of an issue path from the API (or the contract's check). */
export function fieldOfIssue(path: readonly PropertyKey[]): string {
  const [first, second] = path;
  if (first === 'audience') {
    if (second === 'user_ids') return 'users';
    if (typeof second === 'string' && (DIMENSIONS as readonly string[]).includes(second)) return 'audience';
    return 'audience';
  }
  return typeof first === 'string' ? first : 'form';
}

/** The read rate in whole percent (0 when nobody received it). */
export const readRate = (read: number, total: number): number =>
  total > 0 ? Math.round((read / total) * 100) : 0;

import type { z } from 'zod';
import { adStaffBindInput, endpoints, type AdTaskDetail } from '@creator-console/contract';
import { Text } from '@creator-console/ui';
import { FormDialog, FormSelect, FormTextarea, FormTextField, useContractForm } from '../../../shared/form';
import { useMessages } from '../../../shared/i18n';
import { toaster } from '../../../shared/notices';
import { useEndpoint, useEndpointMutation } from '../../../shared/use-endpoint';
import { reviewMessages } from './messages';

type BindValues = { video_id: string; goods_id: string; note: string };
type BindBody = z.output<typeof adStaffBindInput>;

/** A positive whole number typed in a box, or the text itself so the contract names it invalid. */
const idOf = (text: string): number | string => (/^\d{1,15}$/.test(text.trim()) ? Number(text.trim()) : text);

/**
 * 手动关联视频: a joined participant's published public video, bound for them and approved at once.
 * No staff endpoint lists a creator's videos with the bind checks, so the video is named by its id
 * and the server's bind refusal (视频缺少任务话题…, 该视频作者未参与此任务) says what is wrong.
 */
export function StaffBindDialog({ task, onClose }: { task: AdTaskDetail; onClose: () => void }) {
  const t = useMessages(reviewMessages);
  const bind = useEndpointMutation(endpoints.staffBindSubmission, {
    refresh: [endpoints.adTaskSubmissions, endpoints.adTaskDetail],
  });
  const participants = useEndpoint(endpoints.adTaskParticipants, {
    params: { id: task.id },
    query: { status: 'joined', page: 1, size: 100 },
  });
  const joined = participants.data?.data ?? [];
  const form = useContractForm<BindValues, BindBody>(adStaffBindInput, {
    defaultValues: { video_id: '', goods_id: '', note: '' },
    toInput: (values) => ({
      video_id: idOf(values.video_id),
      goods_id: values.goods_id === '' ? null : Number(values.goods_id),
      note: values.note,
    }),
  });
  return (
    <FormDialog
      title={t('staffBindTitle')}
      form={form}
      submit={async (body) => {
        await bind.trigger({ params: { id: task.id }, body });
        toaster.show({ tone: 'positive', message: t('bindDone') });
        onClose();
      }}
      submitting={bind.isMutating}
      submitLabel={t('staffBind')}
      cancelLabel={t('cancel')}
      onClose={onClose}
    >
      <Text tone="muted" size="small">
        {joined.length === 0
          ? t('noParticipants')
          : `${t('participant')}：${joined.map((p) => `${p.user.name}（ID ${p.user.id}）`).join('、')}`}
      </Text>
      <FormTextField
        control={form.control}
        name="video_id"
        label={t('videoId')}
        hint={t('videoIdHint')}
        inputMode="numeric"
        required
      />
      {task.goods.length > 0 ? (
        <FormSelect
          control={form.control}
          name="goods_id"
          label={t('goods')}
          options={task.goods.map((goods) => ({ value: String(goods.id), label: goods.name }))}
          required
        />
      ) : null}
      <FormTextarea control={form.control} name="note" label={t('note')} rows={2} maxLength={200} />
    </FormDialog>
  );
}

import { useDeferredValue, useState } from 'react';
import type { z } from 'zod';
import { isBusinessError } from '@creator-console/api-client';
import {
  adStaffBindInput,
  AD_SUBMISSION_MESSAGES,
  endpoints,
  type AdTaskDetail,
  type UserBrief,
} from '@creator-console/contract';
import { Button, Select, Stack, Text, TextField } from '@creator-console/ui';
import { BindVideoList } from '../../../shared/ad-tasks';
import { FormDialog, FormSelect, FormTextarea, useContractForm } from '../../../shared/form';
import { useMessages } from '../../../shared/i18n';
import { toaster } from '../../../shared/notices';
import { useEndpoint, useEndpointMutation } from '../../../shared/use-endpoint';
import { reviewMessages } from './messages';

type BindValues = { video_id: string; goods_id: string; note: string };
type BindBody = z.output<typeof adStaffBindInput>;

/** The bind refusals about the goods land under the goods; every other one under the videos. */
const GOODS_REFUSALS: readonly string[] = [
  AD_SUBMISSION_MESSAGES.pickGoods,
  AD_SUBMISSION_MESSAGES.foreignGoods,
];

/**
 * 手动关联视频 (ad-tasks.md §10 /sem/bind): pick a joined participant, then one of their videos from
 * the list the creator's 我的视频 shows — cover, title, plays and a chip per bind rule, only the
 * videos that pass every rule selectable —, the goods when the task has goods, a note. The bind is
 * approved at once; if the server still refuses (the video changed meanwhile), the refusal stays on
 * the form.
 */
export function StaffBindDialog({ task, onClose }: { task: AdTaskDetail; onClose: () => void }) {
  const t = useMessages(reviewMessages);
  const bind = useEndpointMutation(endpoints.staffBindSubmission, {
    refresh: [endpoints.adTaskSubmissions, endpoints.adTaskDetail, endpoints.adParticipantVideos],
  });
  const [who, setWho] = useState('');
  const whoKeyword = useDeferredValue(who.trim());
  const participants = useEndpoint(endpoints.adTaskParticipants, {
    params: { id: task.id },
    query: { status: 'joined', page: 1, size: 50, ...(whoKeyword ? { q: whoKeyword } : {}) },
  });
  const [chosen, setChosen] = useState<UserBrief | null>(null);
  const found = participants.data?.data.map((p) => p.user) ?? [];
  const people = chosen && !found.some((user) => user.id === chosen.id) ? [chosen, ...found] : found;

  const [keyword, setKeyword] = useState('');
  const videoKeyword = useDeferredValue(keyword.trim());
  const [page, setPage] = useState({ page: 1, size: 10 });
  const videos = useEndpoint(
    endpoints.adParticipantVideos,
    chosen
      ? {
          params: { id: task.id, userId: chosen.id },
          query: { ...page, ...(videoKeyword ? { q: videoKeyword } : {}) },
        }
      : null,
  );

  const form = useContractForm<BindValues, BindBody>(adStaffBindInput, {
    defaultValues: {
      video_id: '',
      goods_id: task.goods.length === 1 ? String(task.goods[0]!.id) : '',
      note: '',
    },
    toInput: (values) => ({
      video_id: values.video_id === '' ? Number.NaN : Number(values.video_id),
      goods_id: values.goods_id === '' ? null : Number(values.goods_id),
      note: values.note,
    }),
  });
  const videoId = form.watch('video_id');
  const videoError = form.formState.errors.video_id?.message;
  const pickVideo = (id: number | '') =>
    form.setValue('video_id', String(id), { shouldValidate: form.formState.isSubmitted });

  const noParticipants = !participants.isLoading && !whoKeyword && found.length === 0;
  return (
    <FormDialog
      title={t('staffBindTitle')}
      form={form}
      submit={async (body) => {
        try {
          await bind.trigger({ params: { id: task.id }, body });
        } catch (failure) {
          if (!isBusinessError(failure)) throw failure;
          const field = GOODS_REFUSALS.includes(failure.message) ? 'goods_id' : 'video_id';
          form.setError(field, { type: 'server', message: failure.message }, { shouldFocus: true });
          return;
        }
        toaster.show({ tone: 'positive', message: t('bindDone') });
        onClose();
      }}
      submitting={bind.isMutating}
      submitLabel={t('staffBind')}
      cancelLabel={t('cancel')}
      onClose={onClose}
    >
      {noParticipants ? (
        <Text tone="muted">{t('noParticipants')}</Text>
      ) : (
        <Stack space="small">
          <TextField
            type="search"
            label={t('participantSearch')}
            value={who}
            maxLength={50}
            onChange={(event) => setWho(event.target.value)}
          />
          <Select
            label={t('participant')}
            hint={whoKeyword && found.length === 0 ? t('participantFound') : t('participantHint')}
            placeholder={t('participantPick')}
            value={chosen ? String(chosen.id) : ''}
            options={people.map((user) => ({
              value: String(user.id),
              label: `${user.name}（ID ${user.id}）`,
            }))}
            onValueChange={(value) => {
              setChosen(people.find((user) => String(user.id) === value) ?? null);
              setPage((current) => ({ ...current, page: 1 }));
              setKeyword('');
              pickVideo('');
            }}
            required
          />
        </Stack>
      )}
      {chosen ? (
        <Stack space="small" as="section" aria-label={t('videosOf', { name: chosen.name })}>
          <TextField
            type="search"
            label={t('videoSearch')}
            hint={t('videosHint')}
            value={keyword}
            maxLength={50}
            onChange={(event) => {
              setKeyword(event.target.value);
              setPage((current) => ({ ...current, page: 1 }));
            }}
          />
          <BindVideoList
            label={t('videosOf', { name: chosen.name })}
            list={videos.data}
            loading={videos.isLoading}
            failed={videos.error?.message}
            onRetry={() => void videos.mutate()}
            empty={videoKeyword ? t('noVideoMatch') : t('noVideos')}
            page={page}
            onPage={(next, size) => setPage({ page: next, size })}
            selectedId={videoId === '' ? null : Number(videoId)}
            action={(video) => {
              if (!video.bindable) return null;
              const picked = videoId === String(video.id);
              return (
                <div>
                  <Button
                    size="small"
                    variant={picked ? 'solid' : 'soft'}
                    aria-pressed={picked}
                    aria-label={t('pickVideoLabel', { title: video.title })}
                    onClick={() => pickVideo(picked ? '' : video.id)}
                  >
                    {picked ? t('pickedVideo') : t('pickVideo')}
                  </Button>
                </div>
              );
            }}
          />
        </Stack>
      ) : null}
      {videoError ? (
        <div role="alert">
          <Text tone="critical" data={{ error: 'video_id' }}>
            {videoError}
          </Text>
        </div>
      ) : null}
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

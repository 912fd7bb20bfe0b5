import { completeReward, type AdRewardDraft, type AdTaskDetail } from '@creator-console/contract';
import { Text } from '@creator-console/ui';
import { HallCard } from '../../../shared/ad-tasks';
import { useFileUrl } from '../../../shared/files';
import { useMessages } from '../../../shared/i18n';
import { instantOfLocal, rewardInput, type TaskFormValues } from './logic';
import { taskMessages } from './messages';

type Preview = {
  title: string;
  advertiser_name: string;
  type: { id: number; name: string } | null;
  reward: AdRewardDraft | null;
  ends_at: string | null;
  budget_fen: number | null;
  participant_count: number;
  max_participants: number | null;
  required_tag: string | null;
  cover: string | null;
};

/**
 * The hall card as creators will see the task (a staff preview: not locked, no status of mine).
 * It needs a complete reward and an end; until then it says what is missing.
 */
function HallPreview({ task }: { task: Preview }) {
  const t = useMessages(taskMessages);
  const coverUrl = useFileUrl(task.cover ?? undefined);
  const reward = completeReward(task.reward);
  if (!reward || !task.ends_at || Number.isNaN(Date.parse(task.ends_at))) {
    return <Text tone="muted">{t('previewMissing')}</Text>;
  }
  return (
    <HallCard
      task={{
        title: task.title || t('untitled'),
        advertiser_name: task.advertiser_name,
        type: task.type,
        reward,
        ends_at: task.ends_at,
        budget_fen: task.budget_fen ?? 0,
        participant_count: task.participant_count,
        max_participants: task.max_participants,
        required_tag: task.required_tag,
        locked: false,
        my_status: null,
      }}
      coverUrl={coverUrl ?? null}
    />
  );
}

/** The preview of a saved task (the drawer's 概览). */
export function DetailHallPreview({ task }: { task: AdTaskDetail }) {
  return (
    <HallPreview
      task={{
        ...task,
        reward: task.reward as AdRewardDraft | null,
        participant_count: task.figures.participant_count,
      }}
    />
  );
}

/** The preview of the form being edited (the right column of /sem/create and /sem/edit). */
export function FormHallPreview({
  values,
  types,
}: {
  values: TaskFormValues;
  types: readonly { id: number; name: string }[];
}) {
  const count = Number(values.max_participants);
  return (
    <HallPreview
      task={{
        title: values.title,
        advertiser_name: values.advertiser_name,
        type: types.find((type) => type.id === values.type_id) ?? null,
        reward: rewardInput(values.reward) as AdRewardDraft | null,
        ends_at: instantOfLocal(values.ends_at ?? ''),
        budget_fen: values.budget_fen ?? null,
        participant_count: 0,
        max_participants: values.max_participants?.trim() && Number.isSafeInteger(count) ? count : null,
        required_tag: values.required_tag,
        cover: values.cover,
      }}
    />
  );
}

import type { ComponentType, ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { VIDEO_LIMITS, VIDEO_VISIBILITIES, type VideoVisibility } from '@creator-console/contract';
import {
  Button,
  Card,
  EmptyState,
  Heading,
  Inline,
  ReviewHistory,
  Skeleton,
  Stack,
} from '@creator-console/ui';
import { TextLink } from '../components/text-link';
import {
  FormError,
  FormSelect,
  FormTextarea,
  FormTextField,
  useContractForm,
  type ContractSchema,
} from '../form';
import { useMessages, type Dictionary } from '../i18n';
import { toaster } from '../notices';
import { historyEntries } from './history';
import type { ReviewableItem } from './review-kind';

/** What every reviewed item offers the operator to correct. */
type EditableItem = ReviewableItem & {
  updated_at: string;
  title: string;
  description: string;
  visibility: VideoVisibility;
  topics?: readonly string[];
};

/** The page's words, in the kind's own dictionary (视频详情 / 图集详情, …). */
type EditWords =
  | 'backToList'
  | 'editTitle'
  | 'notFound'
  | 'history'
  | 'title'
  | 'description'
  | 'visibility'
  | 'save'
  | 'saved';

/**
 * One kind of reviewed content on the edit page: how to load an item and save a correction,
 * the contract's check of the correction, how the item and its history are shown.
 */
export type ReviewEditKind<Item extends EditableItem, Body> = {
  /** The kind's review (its `ReviewKind`): how an item is shown, how its history signs the machine. */
  review: {
    ItemView: ComponentType<{ item: Item; children: ReactNode }>;
    messages: Dictionary<'unsignedReviewer'>;
  };
  /** The kind's list (the way back). */
  listPath: string;
  messages: Dictionary<EditWords>;
  /** Kinds with topics edit them as one text (`#春 #夏`); its label and hint. */
  topics?: Dictionary<'topics' | 'topicsHint'>;
  /** The contract's body of the correction: its messages land under the fields. */
  schema: ContractSchema<Body>;
  useVisibilityLabels: () => Record<VideoVisibility, string>;
  useItem: (id: number | null) => { data?: Item; isLoading: boolean; error?: unknown };
  useEdit: (id: number) => { trigger: (body: Body) => Promise<unknown>; isMutating: boolean };
};

type EditValues = { title: string; description: string; topics: string; visibility: VideoVisibility };

const topicsOf = (text: string) =>
  text
    .split(/[\s,，、]+/)
    .map((topic) => topic.trim())
    .filter(Boolean);

function TopicsField({
  words,
  control,
}: {
  words: Dictionary<'topics' | 'topicsHint'>;
  control: Control<EditValues, unknown, unknown>;
}) {
  const t = useMessages(words);
  return <FormTextField control={control} name="topics" label={t('topics')} hint={t('topicsHint')} />;
}

function EditForm<Item extends EditableItem, Body>({
  kind,
  item,
}: {
  kind: ReviewEditKind<Item, Body>;
  item: Item;
}) {
  const t = useMessages(kind.messages);
  const visibilityLabels = kind.useVisibilityLabels();
  const { trigger, isMutating } = kind.useEdit(item.id);
  const form = useContractForm<EditValues, Body>(kind.schema, {
    defaultValues: {
      title: item.title,
      description: item.description,
      topics: (item.topics ?? []).map((topic) => `#${topic}`).join(' '),
      visibility: item.visibility,
    },
    toInput: ({ topics, ...values }) => (kind.topics ? { ...values, topics: topicsOf(topics) } : values),
  });

  const save = async (body: Body) => {
    try {
      await trigger(body);
    } catch (error) {
      form.setServerErrors(error);
      return;
    }
    toaster.show({ tone: 'positive', message: t('saved') });
  };

  return (
    <form onSubmit={(event) => void form.handleSubmit(save)(event)} noValidate aria-label={t('editTitle')}>
      <Stack space="medium">
        <FormTextField
          control={form.control}
          name="title"
          label={t('title')}
          maxLength={VIDEO_LIMITS.titleMax}
          required
        />
        <FormTextarea
          control={form.control}
          name="description"
          label={t('description')}
          rows={4}
          maxLength={VIDEO_LIMITS.descriptionMax}
        />
        {kind.topics ? <TopicsField words={kind.topics} control={form.control} /> : null}
        <FormSelect
          control={form.control}
          name="visibility"
          label={t('visibility')}
          options={VIDEO_VISIBILITIES.map((value) => ({ value, label: visibilityLabels[value] }))}
        />
        <FormError control={form.control} />
        <Inline space="small">
          <Button type="submit" loading={isMutating}>
            {t('save')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

/**
 * The operator's page of one reviewed item (`<kind>/edit?id=`): the item, the correction of its
 * texts and visibility (logged by the server), its full review history.
 */
export function ReviewEditPage<Item extends EditableItem, Body>({
  kind,
}: {
  kind: ReviewEditKind<Item, Body>;
}) {
  const t = useMessages(kind.messages);
  const reviewWords = useMessages(kind.review.messages);
  const [searchParams] = useSearchParams();
  const raw = Number(searchParams.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const { data: item, isLoading, error } = kind.useItem(id);

  return (
    <Stack space="large">
      <TextLink to={kind.listPath}>{t('backToList')}</TextLink>
      <Heading level={1}>{t('editTitle')}</Heading>
      {id === null || error ? (
        <EmptyState title={t('notFound')} />
      ) : isLoading || !item ? (
        <Skeleton height={320} />
      ) : (
        <Stack space="large">
          <kind.review.ItemView item={item}>{null}</kind.review.ItemView>
          <Card title={t('editTitle')} as="section" titleAs="h2">
            <EditForm key={item.updated_at} kind={kind} item={item} />
          </Card>
          <Card title={t('history')} as="section" titleAs="h2">
            <ReviewHistory
              entries={historyEntries(item.history, reviewWords('unsignedReviewer'))}
              label={t('history')}
            />
          </Card>
        </Stack>
      )}
    </Stack>
  );
}

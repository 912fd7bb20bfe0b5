import { z } from 'zod';
import { AD_FIELD_SCOPES } from '@creator-console/contract';
import { Heading, Stack, Tabs, TabsContent, TabsList, TabsTrigger } from '@creator-console/ui';
import { useMessages } from '../../../shared/i18n';
import { urlParam, useListParams } from '../../../shared/list';
import { usePageTitles } from '../../../shared/page-titles';
import { FieldsTab } from '../components/fields-tab';
import { RewardsTab } from '../components/rewards-tab';
import { TypesTab } from '../components/types-tab';
import { semMessages } from '../messages';

const TABS = ['fields', 'types', 'rewards'] as const;
const params = z.object({
  tab: urlParam.oneOf(TABS, 'fields'),
  scope: urlParam.oneOf(AD_FIELD_SCOPES, 'join'),
});

/** /sem/set 字段/类型/奖励: what tasks are built from (ad-tasks.md §10); the tab is in the URL. */
export default function SemSetPage() {
  const t = useMessages(semMessages);
  const titles = usePageTitles();
  const { params: p, update } = useListParams(params);
  return (
    <Stack space="large">
      <Heading level={1}>{titles.page}</Heading>
      <Tabs
        value={p.tab}
        onValueChange={(tab) => update({ tab: TABS.find((value) => value === tab) ?? 'fields' })}
      >
        <TabsList label={t('settingsTabs')}>
          <TabsTrigger value="fields">{t('fieldsTab')}</TabsTrigger>
          <TabsTrigger value="types">{t('typesTab')}</TabsTrigger>
          <TabsTrigger value="rewards">{t('rewardsTab')}</TabsTrigger>
        </TabsList>
        <TabsContent value={p.tab}>
          {p.tab === 'fields' ? <FieldsTab scope={p.scope} onScope={(scope) => update({ scope })} /> : null}
          {p.tab === 'types' ? <TypesTab /> : null}
          {p.tab === 'rewards' ? <RewardsTab /> : null}
        </TabsContent>
      </Tabs>
    </Stack>
  );
}

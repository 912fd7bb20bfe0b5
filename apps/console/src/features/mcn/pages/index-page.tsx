import { useSearchParams } from 'react-router-dom';
import { Heading, Stack } from '@creator-console/ui';
import { usePageTitles } from '../../../shared/page-titles';
import { CreatorsSection } from '../components/creators-section';
import { InviteLogSection } from '../components/invite-log-section';
import { InviteSection } from '../components/invite-section';
import { readMcnParams } from '../list-params';

/**
 * MCN user management: the signed creators (search, paging, switch into, remove), inviting a
 * creator, and the invitation log with its status filter. List state lives in the URL.
 */
export default function McnIndexPage() {
  const titles = usePageTitles();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readMcnParams(searchParams);

  const update = (next: Record<string, string | number | null>) =>
    setSearchParams((current) => {
      const result = new URLSearchParams(current);
      for (const [name, value] of Object.entries(next)) {
        if (value === null || value === '') result.delete(name);
        else result.set(name, String(value));
      }
      return result;
    });

  return (
    <Stack space="large">
      <Heading level={1}>{titles.page}</Heading>
      <CreatorsSection params={params} onChange={update} />
      <InviteSection />
      <InviteLogSection params={params} onChange={update} />
    </Stack>
  );
}

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VideoHistoryStep } from '@creator-console/contract';
import { UiProvider } from '@creator-console/ui';
import { albumMessages } from '../album-messages';
import { videoMessages } from '../messages';
import { ContentHistory } from './content-history';

const step = (stage: VideoHistoryStep['stage'], decision: VideoHistoryStep['decision'], at: string) => ({
  stage,
  decision,
  reasons: decision === 'reject' ? ['未授权背景音乐'] : [],
  message: decision === 'reject' ? '请换一首' : '',
  at,
});

describe('ContentHistory', () => {
  it('lists the decisions newest first with what the creator was told, then the submissions', () => {
    render(
      <UiProvider>
        <ContentHistory
          history={[
            step('submit', 'submitted', '2026-03-01T08:00:00.000Z'),
            step('machine', 'pass', '2026-03-01T08:01:00.000Z'),
            step('first', 'reject', '2026-03-01T09:00:00.000Z'),
          ]}
          messages={videoMessages}
          machineActor="机审系统"
        />
      </UiProvider>,
    );
    const entries = within(screen.getByRole('list', { name: '审核记录' })).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('审核员');
    expect(entries[0]).toHaveTextContent('未授权背景音乐 · 请换一首');
    expect(entries[1]).toHaveTextContent('机审系统');
    expect(screen.getByText(/^提交审核 · /)).toBeVisible();
  });

  it('says when there is no decision yet', () => {
    render(
      <UiProvider>
        <ContentHistory history={[]} messages={albumMessages} />
      </UiProvider>,
    );
    expect(screen.getByText('暂无审核记录')).toBeVisible();
    expect(screen.queryByText(/^提交审核 · /)).toBeNull();
  });
});

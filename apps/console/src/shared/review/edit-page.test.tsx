import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '@creator-console/api-client';
import {
  editReviewAlbum,
  editReviewVideo,
  type ReviewHistoryStep,
  type VideoVisibility,
} from '@creator-console/contract';
import { UiProvider } from '@creator-console/ui';
import { defineMessages } from '../i18n';
import { ReviewEditPage, type ReviewEditKind } from './edit-page';

const words = {
  backToList: '返回列表',
  editTitle: '内容详情',
  notFound: '内容不存在',
  history: '审核记录',
  title: '标题',
  description: '简介',
  visibility: '可见范围',
  save: '保存修改',
  saved: '已保存',
  topics: '话题',
  topicsHint: '用空格分隔',
};
const messages = defineMessages({ 'zh-CN': words, 'en-US': words });

type Item = {
  id: number;
  locked_by: string | null;
  locked_until: string | null;
  history: ReviewHistoryStep[];
  updated_at: string;
  title: string;
  description: string;
  visibility: VideoVisibility;
  topics: string[];
};
const item: Item = {
  id: 7,
  locked_by: null,
  locked_until: null,
  history: [
    {
      stage: 'machine',
      decision: 'pass',
      reasons: [],
      message: '',
      reviewer: null,
      at: '2026-01-01T00:00:00.000Z',
    },
  ],
  updated_at: '2026-01-01T00:00:00.000Z',
  title: '春笋',
  description: '',
  visibility: 'public',
  topics: ['春天'],
};

function renderPage(trigger: (body: unknown) => Promise<unknown>, withTopics = true) {
  const kind: ReviewEditKind<Item, unknown> = {
    review: {
      ItemView: ({ item: shown, children }) => (
        <article>
          {shown.title}
          {children}
        </article>
      ),
      messages: defineMessages({
        'zh-CN': { unsignedReviewer: '机审系统' },
        'en-US': { unsignedReviewer: 'Machine' },
      }),
    },
    listPath: '/things/index',
    messages,
    ...(withTopics ? { topics: messages } : {}),
    schema: withTopics ? editReviewVideo.body! : editReviewAlbum.body!,
    useVisibilityLabels: () => ({ public: '公开', fans: '粉丝可见', private: '仅自己可见' }),
    useItem: () => ({ data: item, isLoading: false }),
    useEdit: () => ({ trigger, isMutating: false }),
  };
  render(
    <UiProvider>
      <MemoryRouter initialEntries={['/things/edit?id=7']}>
        <ReviewEditPage kind={kind} />
      </MemoryRouter>
    </UiProvider>,
  );
  return screen.getByRole('form', { name: '内容详情' });
}

describe('the shared edit page of a reviewed item', () => {
  it('shows the item as its kind does, and its history signed by the kind', async () => {
    renderPage(vi.fn());
    expect(screen.getByRole('article')).toHaveTextContent('春笋');
    expect(screen.getByRole('list', { name: '审核记录' })).toHaveTextContent('机审系统');
  });

  it('shows the contract’s message under the title and saves nothing', async () => {
    const trigger = vi.fn();
    renderPage(trigger);
    await userEvent.clear(screen.getByRole('textbox', { name: /^标题/ }));
    await userEvent.click(screen.getByRole('button', { name: '保存修改' }));
    expect(await screen.findByText('请填写标题')).toBeVisible();
    expect(trigger).not.toHaveBeenCalled();
  });

  it('sends a kind’s topics, typed as one text, as a list', async () => {
    const trigger = vi.fn().mockResolvedValue({});
    renderPage(trigger);
    const topics = screen.getByRole('textbox', { name: /^话题/ });
    expect(topics).toHaveValue('#春天');
    await userEvent.clear(topics);
    await userEvent.type(topics, '#徒步，山野');
    await userEvent.click(screen.getByRole('button', { name: '保存修改' }));
    await waitFor(() => expect(trigger).toHaveBeenCalled());
    expect(trigger.mock.calls[0]![0]).toMatchObject({ title: '春笋', topics: ['徒步', '山野'] });
  });

  it('leaves the topics out for a kind without them', async () => {
    const trigger = vi.fn().mockResolvedValue({});
    renderPage(trigger, false);
    expect(screen.queryByRole('textbox', { name: /^话题/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '保存修改' }));
    await waitFor(() => expect(trigger).toHaveBeenCalled());
    expect(trigger.mock.calls[0]![0]).toEqual({ title: '春笋', description: '', visibility: 'public' });
  });

  it('puts the server’s issue under its field', async () => {
    const trigger = vi
      .fn()
      .mockRejectedValue(
        new HttpError(
          400,
          '标题包含敏感词',
          { message: '标题包含敏感词', issues: [{ path: ['title'], message: '标题包含敏感词' }] },
          { method: 'PUT', url: '/api/audit/videos/7', headers: {} },
        ),
      );
    renderPage(trigger);
    await userEvent.click(screen.getByRole('button', { name: '保存修改' }));
    expect(await screen.findByText('标题包含敏感词')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^标题/ })).toHaveAttribute('aria-invalid', 'true');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

function VideoTabs(props: Partial<Parameters<typeof Tabs>[0]>) {
  return (
    <Tabs defaultValue="published" {...props}>
      <TabsList label="视频状态">
        <TabsTrigger value="published">已发布</TabsTrigger>
        <TabsTrigger value="review">审核中</TabsTrigger>
        <TabsTrigger value="rejected" disabled>
          已驳回
        </TabsTrigger>
        <TabsTrigger value="draft">草稿</TabsTrigger>
      </TabsList>
      <TabsContent value="published">已发布的视频</TabsContent>
      <TabsContent value="review">审核中的视频</TabsContent>
      <TabsContent value="rejected">已驳回的视频</TabsContent>
      <TabsContent value="draft" forceMount>
        <input aria-label="草稿标题" defaultValue="" />
      </TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the active tab’s panel, named by its tab', async () => {
    renderUi(<VideoTabs />);
    expect(screen.getByRole('tablist', { name: '视频状态' })).toBeInTheDocument();
    const tab = screen.getByRole('tab', { name: '已发布' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: '已发布' })).toHaveTextContent('已发布的视频');
    expect(screen.queryByText('审核中的视频')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('switches by click and by arrow keys, skipping disabled tabs (uncontrolled)', async () => {
    const onValueChange = vi.fn();
    renderUi(<VideoTabs onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: '审核中' }));
    expect(screen.getByRole('tabpanel', { name: '审核中' })).toHaveTextContent('审核中的视频');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '草稿' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: '草稿' })).toHaveAttribute('aria-selected', 'true');
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual(['review', 'draft']);
  });

  it('in manual mode the arrows only move focus; Enter shows', async () => {
    renderUi(<VideoTabs activationMode="manual" />);
    screen.getByRole('tab', { name: '已发布' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '审核中' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: '已发布' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: '审核中' })).toHaveAttribute('aria-selected', 'true');
  });

  it('a force-mounted panel keeps its state while hidden', async () => {
    renderUi(<VideoTabs defaultValue="draft" />);
    await userEvent.type(screen.getByRole('textbox', { name: '草稿标题' }), '春日');
    await userEvent.click(screen.getByRole('tab', { name: '已发布' }));
    await userEvent.click(screen.getByRole('tab', { name: '草稿' }));
    expect(screen.getByRole('textbox', { name: '草稿标题' })).toHaveValue('春日');
  });

  it('works controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('review');
      return (
        <>
          <VideoTabs value={value} onValueChange={setValue} />
          <output>{value}</output>
        </>
      );
    }
    renderUi(<Controlled />);
    expect(screen.getByRole('tab', { name: '审核中' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: '草稿' }));
    expect(screen.getByRole('status')).toHaveTextContent('draft');
  });

  it('forwards refs to root, list, tab and panel', () => {
    const root = createRef<HTMLDivElement>();
    const list = createRef<HTMLDivElement>();
    const trigger = createRef<HTMLButtonElement>();
    const content = createRef<HTMLDivElement>();
    renderUi(
      <Tabs ref={root} defaultValue="a" orientation="vertical">
        <TabsList ref={list}>
          <TabsTrigger ref={trigger} value="a">
            甲
          </TabsTrigger>
        </TabsList>
        <TabsContent ref={content} value="a">
          内容
        </TabsContent>
      </Tabs>,
    );
    expect(root.current).toHaveAttribute('data-orientation', 'vertical');
    expect(list.current).toBe(screen.getByRole('tablist'));
    expect(list.current).toHaveAttribute('aria-orientation', 'vertical');
    expect(trigger.current).toBe(screen.getByRole('tab', { name: '甲' }));
    expect(content.current).toBe(screen.getByRole('tabpanel', { name: '甲' }));
  });
});

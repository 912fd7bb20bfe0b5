import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { uiStrings } from '../../locale';
import { StatusTag } from './StatusTag';
import {
  certificationStates,
  docVersionStates,
  linkedAccountStates,
  noticeStates,
  reviewStates,
  statusTagOf,
  statusTagStyles,
} from './statusTags';

const zh = uiStrings['zh-CN'];
const en = uiStrings['en-US'];

describe('StatusTag', () => {
  it('labels every review state as the console does', () => {
    expect(reviewStates.map((state) => statusTagOf(zh, 'review', state).label)).toEqual([
      '草稿',
      '机审中',
      '一审中',
      '二审中',
      '已发布',
      '已驳回',
      '定时发布',
    ]);
  });

  it('labels certification codes 0–3 and linked-account states', () => {
    expect(certificationStates.map((state) => statusTagOf(zh, 'certification', state).label)).toEqual([
      '未认证',
      '审核中',
      '已通过',
      '已驳回',
    ]);
    expect(linkedAccountStates.map((state) => statusTagOf(zh, 'account', state).label)).toEqual([
      '已登录',
      '可切换',
      '已禁用',
    ]);
  });

  it('labels and tones announcement and document-version states as admin.md §6 decides', () => {
    expect(noticeStates.map((state) => statusTagOf(zh, 'notice', state))).toEqual([
      { label: '草稿', tone: 'neutral' },
      { label: '待发送', tone: 'caution' },
      { label: '发送中', tone: 'accent' },
      { label: '已发送', tone: 'positive' },
      { label: '已撤回', tone: 'critical' },
    ]);
    expect(docVersionStates.map((state) => statusTagOf(zh, 'docVersion', state))).toEqual([
      { label: '草稿', tone: 'neutral' },
      { label: '待生效', tone: 'caution' },
      { label: '当前版本', tone: 'positive' },
      { label: '已归档', tone: 'neutral' },
    ]);
  });

  it('has an English label for every state and a tone that reads the outcome', () => {
    for (const [kind, states] of Object.entries(statusTagStyles)) {
      for (const state of Object.keys(states)) {
        const { label } = statusTagOf(en, kind as 'review', state as 'draft');
        expect(label, `${kind}.${state}`).toMatch(/^[A-Z]/);
      }
    }
    expect(statusTagStyles.review.published.tone).toBe('positive');
    expect(statusTagStyles.review.rejected.tone).toBe('critical');
    expect(statusTagStyles.certification[2].tone).toBe('positive');
    expect(statusTagStyles.certification[3].tone).toBe('critical');
  });

  it('renders the state in the provider locale', async () => {
    renderUi(
      <>
        <StatusTag kind="review" status="second" />
        <StatusTag kind="certification" status={2} />
        <StatusTag kind="account" status="current" />
      </>,
    );
    expect(screen.getByText('二审中')).toBeInTheDocument();
    expect(screen.getByText('已通过')).toBeInTheDocument();
    expect(screen.getByText('已登录').closest('[data-kind]')).toHaveAttribute('data-status', 'current');
    await expectNoAxeViolations();
  });

  it('speaks English with the en-US locale', () => {
    renderUi(<StatusTag kind="review" status="scheduled" />, { locale: 'en-US' });
    expect(screen.getByText('Scheduled')).toBeInTheDocument();
  });
});

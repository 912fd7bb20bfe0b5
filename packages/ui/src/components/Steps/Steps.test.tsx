import { screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { Steps, type StepItem } from './Steps';

const certification: StepItem[] = [
  { title: '提交资料', description: '身份证与手机号' },
  { title: '平台审核', description: '1–3 个工作日' },
  { title: '认证完成' },
];

describe('Steps', () => {
  it('is a named ordered list; earlier steps finished, the current one marked, later ones waiting', async () => {
    renderUi(<Steps items={certification} current={1} />);
    const list = screen.getByRole('list', { name: '步骤' });
    expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-status'))).toEqual(['finish', 'process', 'wait']);
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(steps[0]).toHaveTextContent('提交资料 已完成');
    expect(steps[1]).toHaveTextContent('平台审核 进行中');
    expect(steps[1]).toHaveTextContent('1–3 个工作日');
    expect(steps[2]).toHaveTextContent('认证完成 未开始');
    await expectNoAxeViolations();
  });

  it('marks a failed current step, in the provider locale', () => {
    renderUi(<Steps items={certification} current={1} status="error" label="Certification" />, {
      locale: 'en-US',
    });
    const steps = within(screen.getByRole('list', { name: 'Certification' })).getAllByRole('listitem');
    expect(steps[1]).toHaveAttribute('data-status', 'error');
    expect(steps[1]).toHaveTextContent('平台审核 Failed');
    expect(steps[0]).toHaveTextContent('提交资料 Completed');
  });

  it('a status on an item overrides the one that follows from current', () => {
    renderUi(
      <Steps items={[{ title: '甲' }, { title: '乙', status: 'error' }, { title: '丙' }]} current={2} />,
    );
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-status'))).toEqual(['finish', 'error', 'process']);
  });

  it('all steps finished once current is past the end', () => {
    renderUi(<Steps items={certification} current={3} orientation="vertical" />);
    const steps = screen.getAllByRole('listitem');
    expect(steps.every((step) => step.getAttribute('data-status') === 'finish')).toBe(true);
    expect(steps.some((step) => step.hasAttribute('aria-current'))).toBe(false);
  });

  it('forwards its ref to the list', () => {
    const ref = createRef<HTMLOListElement>();
    renderUi(<Steps items={certification} ref={ref} data={{ flow: 'certification' }} />);
    expect(ref.current).toBe(screen.getByRole('list', { name: '步骤' }));
    expect(ref.current).toHaveAttribute('data-flow', 'certification');
  });
});

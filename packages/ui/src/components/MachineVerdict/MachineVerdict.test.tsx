import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { verdictReasons } from '../../docs/reviewFixtures';
import { MachineVerdict, VerdictTag, machineVerdicts } from './MachineVerdict';

describe('MachineVerdict', () => {
  it('is a section named 机审结果 that says the verdict in words and lists the matched rules', async () => {
    renderUi(<MachineVerdict verdict="block" reasons={verdictReasons} checkedAt="2025-03-08T02:00:00Z" />);
    const section = screen.getByRole('region', { name: '机审结果' });
    expect(within(section).getByText('拦截')).toBeInTheDocument();
    const reasons = within(section).getAllByRole('listitem');
    expect(reasons).toHaveLength(2);
    expect(reasons[0]).toHaveTextContent('站外引流');
    expect(reasons[0]).toHaveTextContent('画面中识别到二维码');
    expect(reasons[0]).toHaveTextContent('字段：第 12 秒画面');
    expect(section.querySelector('time')).toHaveAttribute('dateTime', '2025-03-08T02:00:00.000Z');
    expect(section).toHaveAttribute('data-verdict', 'block');
    await expectNoAxeViolations();
  });

  it('says when no rule matched, except for a whitelisted item whose check was skipped', () => {
    const { unmount } = renderUi(<MachineVerdict verdict="pass" />);
    expect(screen.getByText('通过')).toBeInTheDocument();
    expect(screen.getByText('未命中任何规则')).toBeInTheDocument();
    unmount();

    renderUi(<MachineVerdict verdict="whitelisted" />);
    expect(screen.getByText('白名单跳过')).toBeInTheDocument();
    expect(screen.queryByText('未命中任何规则')).not.toBeInTheDocument();
  });

  it('labels every verdict in zh-CN and en-US', () => {
    const zh = renderUi(
      <>
        {machineVerdicts.map((verdict) => (
          <VerdictTag key={verdict} verdict={verdict} />
        ))}
      </>,
    );
    expect(zh.container).toHaveTextContent('通过疑似拦截白名单跳过');
    zh.unmount();
    const en = renderUi(
      <>
        {machineVerdicts.map((verdict) => (
          <VerdictTag key={verdict} verdict={verdict} />
        ))}
      </>,
      { locale: 'en-US' },
    );
    expect(en.container).toHaveTextContent('PassSuspectBlockedWhitelisted, skipped');
  });

  it('takes another title and forwards its ref', () => {
    let element: HTMLElement | null = null;
    renderUi(<MachineVerdict ref={(node) => void (element = node)} verdict="suspect" title="封面机审" />);
    expect(element).toBe(screen.getByRole('region', { name: '封面机审' }));
  });
});

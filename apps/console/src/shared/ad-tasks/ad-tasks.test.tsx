import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AD_TASK_PHASES, AD_TASK_PHASE_LABELS } from '@creator-console/contract';
import { UiProvider } from '@creator-console/ui';
import { LocaleContext } from '../i18n';
import { PhaseTag, RewardSummary, rewardSummaryText } from './index';

describe('rewardSummaryText', () => {
  it('reads a cpm rule as the design writes it (ad-tasks.md §10)', () => {
    expect(rewardSummaryText({ kind: 'cpm', cpm_fen: 800, min_plays: 1000, cap_fen: 30_000 })).toBe(
      '¥8.00/千次播放 · 起结 1,000 · 单条封顶 ¥300.00',
    );
  });

  it('leaves 起结 out when every play counts', () => {
    expect(rewardSummaryText({ kind: 'cpm', cpm_fen: 600, min_plays: 0, cap_fen: 15_000 })).toBe(
      '¥6.00/千次播放 · 单条封顶 ¥150.00',
    );
  });

  it('reads fixed, cpa (with its conversion name) and tiered rules', () => {
    expect(rewardSummaryText({ kind: 'fixed', amount_fen: 50_000 })).toBe('¥500.00/条');
    expect(rewardSummaryText({ kind: 'cpa', cpa_fen: 300, cap_fen: 20_000, conversion_label: '下单' })).toBe(
      '¥3.00/下单 · 单条封顶 ¥200.00',
    );
    expect(
      rewardSummaryText({
        kind: 'tiered',
        tiers: [
          { min_plays: 1000, amount_fen: 2000 },
          { min_plays: 10_000, amount_fen: 8000 },
          { min_plays: 50_000, amount_fen: 20_000 },
        ],
      }),
    ).toBe('1,000 播放 ¥20.00 · 10,000 播放 ¥80.00 · 50,000 播放 ¥200.00');
  });

  it('has an en-US reading with the same figures', () => {
    expect(rewardSummaryText({ kind: 'cpm', cpm_fen: 800, min_plays: 1000, cap_fen: 30_000 }, 'en-US')).toBe(
      '¥8.00 per 1,000 plays · from 1,000 plays · cap ¥300.00 per video',
    );
  });
});

describe('RewardSummary and PhaseTag', () => {
  it('shows the rule in the chosen language', () => {
    render(
      <UiProvider>
        <LocaleContext.Provider value={{ locale: 'en-US', setLocale: () => {} }}>
          <RewardSummary rule={{ kind: 'fixed', amount_fen: 3000 }} />
        </LocaleContext.Provider>
      </UiProvider>,
    );
    expect(screen.getByText('¥30.00 per video')).toBeTruthy();
  });

  it.each(AD_TASK_PHASES)('labels the phase %s', (phase) => {
    render(
      <UiProvider>
        <PhaseTag phase={phase} />
      </UiProvider>,
    );
    expect(screen.getByText(AD_TASK_PHASE_LABELS[phase])).toBeTruthy();
  });

  it('labels the running phase 进行中 and the observing one 数据观察期', () => {
    render(
      <UiProvider>
        <PhaseTag phase="running" />
        <PhaseTag phase="observing" />
      </UiProvider>,
    );
    expect(screen.getByText('进行中')).toBeTruthy();
    expect(screen.getByText('数据观察期')).toBeTruthy();
  });
});

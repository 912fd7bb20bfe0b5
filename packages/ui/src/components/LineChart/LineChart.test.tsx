import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { LineChart } from './LineChart';
import { niceTicks, tickIndices } from '../../internal/chart/scale';

const days = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04'];
const series = [
  { id: 'plays', label: '播放量', values: [1200, 3400, 2100, 5000] },
  { id: 'likes', label: '点赞', values: [80, 150, 90, 260] },
];

describe('LineChart', () => {
  it('is one named tab stop described by a summary of its range and extremes', async () => {
    renderUi(<LineChart label="作品数据趋势" categories={days} series={series} />);
    const chart = screen.getByRole('group', { name: '作品数据趋势' });
    expect(chart).toHaveAttribute('tabindex', '0');
    expect(chart).toHaveAccessibleDescription(/2026-11-01 至 2026-11-04，共 4 项/);
    expect(chart).toHaveAccessibleDescription(/播放量最低 1,200，最高 5,000/);
    expect(chart).toHaveAccessibleDescription(/点赞最低 80，最高 260/);
    await expectNoAxeViolations();
  });

  it('carries every figure in a data table for screen readers', () => {
    renderUi(<LineChart label="作品数据趋势" categories={days} series={series} />);
    const table = screen.getByRole('table', { name: '作品数据趋势数据表' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('日期播放量点赞');
    expect(rows[4]).toHaveTextContent('2026-11-045,000260');
  });

  it('draws one line per series and a legend when there are several', () => {
    const { container } = renderUi(<LineChart label="趋势" categories={days} series={series} />);
    expect(container.querySelectorAll('path[data-series]')).toHaveLength(2);
    expect(screen.getByRole('list', { name: '图例' })).toHaveTextContent('播放量点赞');
  });

  it('moves the highlighted day with the arrow keys and announces it', async () => {
    const user = userEvent.setup();
    renderUi(<LineChart label="趋势" categories={days} series={series} />);
    await user.tab();
    // Focus starts on the most recent day.
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('2026-11-04播放量5,000点赞260');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('2026-11-03播放量2,100点赞90');
    expect(screen.getByText('2026-11-03：播放量 2,100、点赞 90')).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('2026-11-01');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('2026-11-01');
    await user.keyboard('{End}');
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('2026-11-04');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('chart-tooltip')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.queryByTestId('chart-tooltip')).not.toBeInTheDocument();
  });

  it('shows the day under the pointer', () => {
    const { container } = renderUi(<LineChart label="趋势" categories={days} series={series} />);
    const svg = container.querySelector('svg')!;
    // No layout in the test DOM: the chart falls back to 640 px, the plot spans 52…624.
    fireEvent.pointerMove(svg, { clientX: 52 + (624 - 52) / 3 });
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('2026-11-02');
    fireEvent.pointerLeave(svg);
    expect(screen.queryByTestId('chart-tooltip')).not.toBeInTheDocument();
  });

  it('labels the value axis compactly unless two gridlines would read the same', () => {
    const axis = (values: number[]) => {
      const { container, unmount } = renderUi(
        <LineChart
          label="趋势"
          categories={days}
          series={[{ id: 's', label: 's', values }]}
          zeroBaseline={false}
        />,
      );
      const labels = [...container.querySelectorAll('svg text[x="44"]')].map((text) => text.textContent);
      unmount();
      return labels;
    };
    expect(axis([0, 20_000, 40_000, 5_000])).toEqual(['0', '1万', '2万', '3万', '4万']);
    expect(axis([78_100, 78_150, 78_200, 78_243])).toEqual(['78,100', '78,150', '78,200', '78,250']);
  });

  it('says there is no data, or that it is loading, instead of drawing', () => {
    const { rerender } = renderUi(<LineChart label="趋势" categories={[]} series={[]} />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    rerender(<LineChart label="趋势" categories={days} series={series} loading />);
    expect(screen.getByText('趋势 加载中')).toBeInTheDocument();
    expect(screen.getByText('趋势 加载中').closest('[aria-busy="true"]')).not.toBeNull();
  });

  it('speaks English with the en-US locale', () => {
    renderUi(<LineChart label="Trend" categories={days} series={series} />, { locale: 'en-US' });
    expect(screen.getByRole('group', { name: 'Trend' })).toHaveAccessibleDescription(
      /^2026-11-01 to 2026-11-04, 4 points\. 播放量: lowest 1,200, highest 5,000, 点赞: lowest 80, highest 260\. Focus/,
    );
    expect(screen.getByRole('table', { name: 'Trend data table' })).toBeInTheDocument();
  });
});

describe('chart scales', () => {
  it('picks round gridlines from zero past the highest value', () => {
    expect(niceTicks([0, 5000])).toEqual([0, 2000, 4000, 6000]);
    expect(niceTicks([0, 2400])).toEqual([0, 1000, 2000, 3000]);
    expect(niceTicks([3, 7])).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks([0, 0])).toEqual([0, 1]);
    expect(niceTicks([-30, 90])).toEqual([-50, 0, 50, 100]);
  });

  it('spans just the values without a zero baseline', () => {
    expect(niceTicks([78_100, 78_243], 4, false)).toEqual([78_100, 78_150, 78_200, 78_250]);
    expect(niceTicks([5, 5], 4, false)).toEqual([4, 5, 6]);
    expect(niceTicks([], 4, false)).toEqual([0, 1]);
  });

  it('spaces the axis labels evenly and always labels the last point', () => {
    expect(tickIndices(4, 10)).toEqual([0, 1, 2, 3]);
    expect(tickIndices(30, 5)).toEqual([0, 6, 12, 18, 24, 29]);
    expect(tickIndices(31, 5)).toEqual([0, 7, 14, 21, 30]);
    expect(tickIndices(0, 5)).toEqual([]);
  });
});

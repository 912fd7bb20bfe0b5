import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { forwardRef, useId, useMemo, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  CategoryAxis,
  ChartDataTable,
  ChartLegend,
  ChartPlaceholder,
  plotArea,
  pointerX,
  ValueAxis,
} from '../../internal/chart/parts';
import { niceTicks } from '../../internal/chart/scale';
import { useElementWidth } from '../../internal/useElementWidth';
import { useUiSettings } from '../../provider';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import * as styles from './StackedBarChart.css';
import type { BarTone } from './StackedBarChart.css';
import { barChartStrings, type BarChartStrings } from './strings';

export type BarSeries = {
  id: string;
  /** Shown in the legend, the announcements and the data table. */
  label: string;
  /** One value per category, stacked bottom-up in the order of `series`. */
  values: readonly number[];
  tone: BarTone;
};

export type StackedBarChartProps = {
  /** Names the chart for assistive technology and captions its data table. */
  label: string;
  /** One per bar, in order (e.g. bucket start times), as written in the table and announcements. */
  categories: readonly string[];
  /** Short labels under the axis; defaults to `categories`. */
  axisLabels?: readonly string[];
  series: readonly BarSeries[];
  /** Header of the categories' column in the data table. */
  categoryLabel?: string;
  /**
   * Called with the first and last bar (inclusive) of a span picked by dragging, or with the
   * keyboard (Shift+arrows extend from the focused bar, Enter applies). Without it, no brush.
   */
  onBrush?: (from: number, to: number) => void;
  height?: number;
  loading?: boolean;
  emptyTitle?: string;
  strings?: Partial<BarChartStrings>;
  data?: DataAttributes;
};

const PAD = { top: 8, right: 8, bottom: 24, left: 44 };
const FALLBACK_WIDTH = 640;
const LABEL_ROOM = 80;

/**
 * Counts over time as stacked bars (e.g. 成功 positive under 失败 critical), in SVG with no
 * dependencies. One tab stop: arrows move the focused bar, Shift+arrows widen a span, Enter narrows
 * to it (`onBrush`), Escape clears; a pointer drag does the same. Screen readers get a summary,
 * the focused bar as it moves and every figure in a visually hidden table.
 */
export const StackedBarChart = forwardRef<HTMLDivElement, StackedBarChartProps>(
  (
    {
      label,
      categories,
      axisLabels,
      series,
      categoryLabel,
      onBrush,
      height = 160,
      loading = false,
      emptyTitle,
      strings: ownStrings,
      data,
    },
    ref,
  ) => {
    const { locale } = useUiSettings();
    const strings = { ...barChartStrings[locale], ...ownStrings };
    const [measure, width] = useElementWidth<HTMLDivElement>(FALLBACK_WIDTH);
    const summaryId = useId();
    const [active, setActive] = useState<number | null>(null);
    const [anchor, setAnchor] = useState<number | null>(null);
    const [dragging, setDragging] = useState(false);
    const format = useMemo(() => new Intl.NumberFormat(locale), [locale]);
    const count = categories.length;

    if (loading || count === 0) {
      return (
        <ChartPlaceholder
          ref={ref}
          loading={loading}
          height={height}
          loadingText={`${label} ${strings.loading}`}
          emptyTitle={emptyTitle ?? strings.noData}
          className={styles.root}
          placeholderClassName={styles.placeholder}
          data={data}
        />
      );
    }

    const totals = categories.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
    const ticks = niceTicks(totals, 3, true);
    const high = ticks[ticks.length - 1]! || 1;
    const { plotWidth, plotHeight } = plotArea(width, height, PAD);
    const slot = plotWidth / count;
    const barWidth = Math.max(1, slot * 0.8);
    const x = (index: number) => PAD.left + index * slot + (slot - barWidth) / 2;
    const y = (value: number) => PAD.top + plotHeight - (value / high) * plotHeight;
    const labels = axisLabels ?? categories;

    const span =
      anchor !== null && active !== null
        ? ([Math.min(anchor, active), Math.max(anchor, active)] as const)
        : null;
    const clamp = (index: number) => Math.min(count - 1, Math.max(0, index));
    const apply = () => {
      if (span && onBrush) onBrush(span[0], span[1]);
      setAnchor(null);
    };
    const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
      const current = active ?? count - 1;
      const step: Record<string, number> = {
        ArrowLeft: current - 1,
        ArrowRight: current + 1,
        Home: 0,
        End: count - 1,
      };
      if (event.key in step) {
        event.preventDefault();
        if (event.shiftKey && onBrush) setAnchor((a) => a ?? current);
        else setAnchor(null);
        setActive(clamp(step[event.key]!));
      } else if (event.key === 'Enter' && span && onBrush) {
        event.preventDefault();
        apply();
      } else if (event.key === 'Escape') {
        setAnchor(null);
      }
    };
    const indexAt = (event: PointerEvent<SVGSVGElement>) => {
      const at = pointerX(event, width);
      return clamp(Math.floor((at - PAD.left) / slot));
    };

    const sums = series.map((s) => s.values.reduce((sum, v) => sum + v, 0));
    const summary = strings.summary(
      categories[0]!,
      categories[count - 1]!,
      count,
      series.map((s, i) => `${s.label} ${format.format(sums[i]!)}`).join('，'),
    );
    const activeText =
      active === null
        ? ''
        : span && span[0] !== span[1]
          ? strings.span(categories[span[0]]!, categories[span[1]]!)
          : strings.bar(
              categories[active]!,
              series.map((s) => `${s.label} ${format.format(s.values[active] ?? 0)}`).join('，'),
            );

    return (
      <div ref={ref} className={styles.root} data-state="ready" {...dataAttributes(data)}>
        <div
          ref={measure}
          className={styles.plot}
          role="group"
          tabIndex={0}
          aria-label={label}
          aria-describedby={summaryId}
          onKeyDown={onKeyDown}
          onFocus={() => setActive((current) => current ?? count - 1)}
          onBlur={() => {
            setActive(null);
            setAnchor(null);
          }}
        >
          <svg
            className={styles.svg}
            width={width}
            height={height}
            viewBox={`0 0 ${width} ${height}`}
            aria-hidden="true"
            focusable="false"
            onPointerDown={(event) => {
              if (!onBrush) return;
              const index = indexAt(event);
              setDragging(true);
              setAnchor(index);
              setActive(index);
            }}
            onPointerMove={(event) => setActive(indexAt(event))}
            onPointerUp={() => {
              if (dragging && span && span[0] !== span[1]) apply();
              else setAnchor(null);
              setDragging(false);
            }}
            onPointerLeave={() => setDragging(false)}
          >
            <ValueAxis
              ticks={ticks}
              labels={ticks.map((tick) => format.format(tick))}
              y={y}
              left={PAD.left}
              right={width - PAD.right}
              gap={6}
              gridClassName={styles.grid}
              textClassName={styles.axisText}
            />
            {span ? (
              <rect
                className={styles.selection}
                data-testid="brush"
                x={PAD.left + span[0] * slot}
                width={(span[1] - span[0] + 1) * slot}
                y={PAD.top}
                height={plotHeight}
              />
            ) : null}
            {categories.map((category, index) => {
              let base = 0;
              return (
                <g key={category} data-index={index}>
                  {series.map((s) => {
                    const value = s.values[index] ?? 0;
                    const top = y(base + value);
                    const bottom = y(base);
                    base += value;
                    return value > 0 ? (
                      <rect
                        key={s.id}
                        className={styles.bar[s.tone]}
                        x={x(index)}
                        width={barWidth}
                        y={top}
                        height={Math.max(1, bottom - top)}
                      />
                    ) : null;
                  })}
                </g>
              );
            })}
            {active !== null ? (
              <rect
                className={styles.cursor}
                x={PAD.left + active * slot}
                width={slot}
                y={PAD.top}
                height={plotHeight}
              />
            ) : null}
            <CategoryAxis
              count={count}
              plotWidth={plotWidth}
              room={LABEL_ROOM}
              x={(index) => PAD.left + index * slot + slot / 2}
              y={height - 6}
              anchor={() => 'middle'}
              label={(index) => labels[index]}
              className={styles.axisText}
            />
          </svg>
        </div>
        <div className={styles.status} aria-hidden="true">
          {activeText}
        </div>
        <VisuallyHidden
          id={summaryId}
        >{`${summary} ${onBrush ? strings.keys : strings.keysNoBrush}`}</VisuallyHidden>
        <VisuallyHidden aria-live="polite">{activeText}</VisuallyHidden>
        <ChartLegend
          label={strings.legend}
          series={series}
          className={styles.legend}
          itemClassName={styles.legendItem}
          swatchClassName={(s) => styles.swatch[s.tone]}
        />
        <ChartDataTable
          caption={strings.dataTable(label)}
          categoryHeader={categoryLabel ?? strings.time}
          categories={categories}
          series={series}
          format={format}
        />
      </div>
    );
  },
);
StackedBarChart.displayName = 'StackedBarChart';

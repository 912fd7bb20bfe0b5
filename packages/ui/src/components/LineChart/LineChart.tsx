import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { forwardRef, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useUiSettings } from '../../provider';
import { useElementWidth } from '../../internal/useElementWidth';
import {
  CategoryAxis,
  ChartDataTable,
  ChartLegend,
  ChartPlaceholder,
  plotArea,
  pointerX,
  ValueAxis,
} from '../../internal/chart/parts';
import { niceTicks, shortDate } from '../../internal/chart/scale';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import { chartStrings, type ChartStrings } from './strings';
import * as styles from './LineChart.css';
import type { ChartTone } from './LineChart.css';

export type ChartSeries = {
  /** Stable key of the series. */
  id: string;
  /** Shown in the legend, the tooltip and the data table. */
  label: string;
  /** One value per category, in the order of `categories`. */
  values: readonly number[];
  /** Line colour; series without one take the tones in order (accent, positive, critical, …). */
  tone?: ChartTone;
};

export type LineChartProps = {
  /** Names the chart for assistive technology and captions its data table. */
  label: string;
  /** The points along the x axis, usually dates (`YYYY-MM-DD`, shown as `MM-DD` under the axis). */
  categories: readonly string[];
  series: readonly ChartSeries[];
  /** Header of the categories' column in the data table and the tooltip. Default 日期 / Date. */
  categoryLabel?: string;
  /** How values are written (tooltip, table, summary); the axis uses compact notation. */
  formatOptions?: Intl.NumberFormatOptions;
  /**
   * `true` (default): the value axis starts at zero, so heights compare. `false`: it spans just the
   * values, for a total that moves little against its size (fans over a month).
   */
  zeroBaseline?: boolean;
  /** Height in px; the width follows the container. Default 240. */
  height?: number;
  /** Shows a placeholder of the same size while the figures load. */
  loading?: boolean;
  /** Said when there are no categories. Default 暂无数据 / No data. */
  emptyTitle?: string;
  /** Replaces any of the built-in strings (zh-CN or en-US, from the UiProvider's locale). */
  strings?: Partial<ChartStrings>;
  data?: DataAttributes;
};

const PAD = { top: 12, right: 16, bottom: 28, left: 52 };
const FALLBACK_WIDTH = 640;
/** Minimum px between two category labels under the axis. */
const LABEL_ROOM = 72;

const autoTones: readonly ChartTone[] = ['accent', 'positive', 'critical', 'caution', 'neutral'];

/**
 * One or more series over the same categories (usually days) as lines, in SVG with no
 * dependencies. Hover or focus shows the values of one day; the chart is one tab stop, and the
 * arrow keys move the highlighted day. Screen readers get a summary, the highlighted day as it
 * moves, and every figure in a visually hidden table.
 */
export const LineChart = forwardRef<HTMLDivElement, LineChartProps>(
  (
    {
      label,
      categories,
      series,
      categoryLabel,
      formatOptions,
      zeroBaseline = true,
      height = 240,
      loading = false,
      emptyTitle,
      strings: ownStrings,
      data,
    },
    ref,
  ) => {
    const { locale } = useUiSettings();
    const strings = { ...chartStrings[locale], ...ownStrings };
    const plotRef = useRef<HTMLDivElement>(null);
    const [measure, width] = useElementWidth<HTMLDivElement>(FALLBACK_WIDTH);
    const measuredPlotRef = useComposedRefs(plotRef, measure);
    const placeholderRef = useComposedRefs(ref, measure);
    const summaryId = useId();
    const [active, setActive] = useState<number | null>(null);

    const format = useMemo(() => new Intl.NumberFormat(locale, formatOptions), [locale, formatOptions]);
    const compact = useMemo(
      () => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }),
      [locale],
    );
    const grouped = useMemo(() => new Intl.NumberFormat(locale), [locale]);
    const lines = series.map((item, index) => ({ ...item, tone: item.tone ?? autoTones[index % 5]! }));
    const count = categories.length;
    const ticks = niceTicks(
      lines.flatMap((item) => item.values),
      4,
      zeroBaseline,
    );
    // Compact axis labels (1.2万, 12K) unless that would print two gridlines the same (7.8万 ×4).
    const compactLabels = ticks.map((tick) => compact.format(tick));
    const tickLabels =
      new Set(compactLabels).size === ticks.length
        ? compactLabels
        : ticks.map((tick) => grouped.format(tick));
    const low = ticks[0]!;
    const high = ticks[ticks.length - 1]!;
    const { plotWidth, plotHeight } = plotArea(width, height, PAD);
    const x = (index: number) => PAD.left + (count <= 1 ? plotWidth / 2 : (index * plotWidth) / (count - 1));
    const y = (value: number) => PAD.top + plotHeight - ((value - low) / (high - low)) * plotHeight;

    const categoryHeader = categoryLabel ?? strings.date;

    if (loading || count === 0) {
      return (
        <ChartPlaceholder
          ref={placeholderRef}
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

    const move = (index: number) => setActive(Math.min(count - 1, Math.max(0, index)));
    const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
      const current = active ?? count - 1;
      const next: Record<string, number> = {
        ArrowLeft: current - 1,
        ArrowDown: current - 1,
        ArrowRight: current + 1,
        ArrowUp: current + 1,
        Home: 0,
        End: count - 1,
      };
      if (event.key in next) {
        event.preventDefault();
        move(next[event.key]!);
      } else if (event.key === 'Escape') {
        setActive(null);
      }
    };
    const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
      const at = pointerX(event, width);
      move(count <= 1 ? 0 : Math.round(((at - PAD.left) / plotWidth) * (count - 1)));
    };

    const list = new Intl.ListFormat(locale, { type: 'conjunction', style: 'narrow' });
    const summary = strings.summary(
      strings.range(categories[0]!, categories[count - 1]!, count),
      list.format(
        lines.map((item) =>
          strings.seriesRange(
            item.label,
            format.format(Math.min(...item.values)),
            format.format(Math.max(...item.values)),
          ),
        ),
      ),
    );
    const activeText =
      active === null
        ? ''
        : strings.point(
            categories[active]!,
            list.format(lines.map((item) => `${item.label} ${format.format(item.values[active] ?? 0)}`)),
          );
    const tooltipOnRight = active !== null && x(active) > width / 2;

    return (
      <div ref={ref} className={styles.root} data-state="ready" {...dataAttributes(data)}>
        <div
          ref={measuredPlotRef}
          className={styles.plot}
          role="group"
          tabIndex={0}
          aria-label={label}
          aria-describedby={summaryId}
          onKeyDown={onKeyDown}
          onFocus={() => setActive((current) => current ?? count - 1)}
          onBlur={() => setActive(null)}
        >
          <svg
            className={styles.svg}
            width={width}
            height={height}
            viewBox={`0 0 ${width} ${height}`}
            aria-hidden="true"
            focusable="false"
            onPointerMove={onPointerMove}
            onPointerLeave={() => {
              if (plotRef.current !== plotRef.current?.ownerDocument.activeElement) setActive(null);
            }}
          >
            <ValueAxis
              ticks={ticks}
              labels={tickLabels}
              y={y}
              left={PAD.left}
              right={width - PAD.right}
              gap={8}
              gridClassName={styles.grid}
              textClassName={styles.axisText}
            />
            <CategoryAxis
              count={count}
              plotWidth={plotWidth}
              room={LABEL_ROOM}
              x={x}
              y={height - 8}
              anchor={(index) =>
                count > 1 && index === 0 ? 'start' : count > 1 && index === count - 1 ? 'end' : 'middle'
              }
              label={(index) => shortDate(categories[index]!)}
              className={styles.axisText}
            />
            {active !== null ? (
              <line
                className={styles.guide}
                x1={x(active)}
                x2={x(active)}
                y1={PAD.top}
                y2={PAD.top + plotHeight}
              />
            ) : null}
            {lines.map((item) => (
              <path
                key={item.id}
                className={styles.line[item.tone]}
                d={item.values.map((value, index) => `${index ? 'L' : 'M'}${x(index)},${y(value)}`).join('')}
                data-series={item.id}
              />
            ))}
            {active !== null
              ? lines.map((item) => (
                  <circle
                    key={item.id}
                    className={styles.dot[item.tone]}
                    cx={x(active)}
                    cy={y(item.values[active] ?? 0)}
                    r={4}
                  />
                ))
              : null}
            {count === 1
              ? lines.map((item) => (
                  <circle
                    key={item.id}
                    className={styles.dot[item.tone]}
                    cx={x(0)}
                    cy={y(item.values[0] ?? 0)}
                    r={4}
                  />
                ))
              : null}
          </svg>
          {active !== null ? (
            <div
              className={styles.tooltip}
              aria-hidden="true"
              data-testid="chart-tooltip"
              style={
                tooltipOnRight ? { right: `${width - x(active) + 8}px` } : { left: `${x(active) + 8}px` }
              }
            >
              <p className={styles.tooltipTitle}>{categories[active]}</p>
              {lines.map((item) => (
                <p key={item.id} className={styles.tooltipRow}>
                  <span className={styles.swatch[item.tone]} />
                  {item.label}
                  <span className={styles.tooltipValue}>{format.format(item.values[active] ?? 0)}</span>
                </p>
              ))}
            </div>
          ) : null}
        </div>
        <VisuallyHidden id={summaryId}>{`${summary} ${strings.keys}`}</VisuallyHidden>
        <VisuallyHidden aria-live="polite">{activeText}</VisuallyHidden>
        {lines.length > 1 ? (
          <ChartLegend
            label={strings.legend}
            series={lines}
            className={styles.legend}
            itemClassName={styles.legendItem}
            swatchClassName={(item) => styles.swatch[item.tone]}
          />
        ) : null}
        <ChartDataTable
          caption={strings.dataTable(label)}
          categoryHeader={categoryHeader}
          categories={categories}
          series={lines}
          format={format}
        />
      </div>
    );
  },
);
LineChart.displayName = 'LineChart';

import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { forwardRef, type PointerEvent } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { Skeleton } from '../../components/Skeleton';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import { tickIndices } from './scale';

/**
 * The parts LineChart and StackedBarChart draw alike: the plot's frame, the value axis with its
 * gridlines, the category labels, the loading / empty placeholder, the legend and the visually
 * hidden data table. Each chart passes its own class names, so its styles stay its own.
 */

export type Padding = { top: number; right: number; bottom: number; left: number };

/** The plot area inside `pad` of an SVG of `width` × `height` (never below 1px). */
export const plotArea = (width: number, height: number, pad: Padding) => ({
  plotWidth: Math.max(1, width - pad.left - pad.right),
  plotHeight: Math.max(1, height - pad.top - pad.bottom),
});

/** The pointer's x in the SVG's own units (its box may be scaled). */
export const pointerX = (event: PointerEvent<SVGSVGElement>, width: number) => {
  const box = event.currentTarget.getBoundingClientRect();
  return ((event.clientX - box.left) / (box.width || width)) * width;
};

/** A gridline across the plot and its label left of it, for each tick of the value axis. */
export function ValueAxis({
  ticks,
  labels,
  y,
  left,
  right,
  gap,
  gridClassName,
  textClassName,
}: {
  ticks: readonly number[];
  labels: readonly string[];
  y: (value: number) => number;
  /** The plot's left and right edges. */
  left: number;
  right: number;
  /** Room between a label's end and the plot. */
  gap: number;
  gridClassName: string;
  textClassName: string;
}) {
  return (
    <>
      {ticks.map((tick, index) => (
        <g key={tick}>
          <line className={gridClassName} x1={left} x2={right} y1={y(tick)} y2={y(tick)} />
          <text className={textClassName} x={left - gap} y={y(tick)} dy="0.32em" textAnchor="end">
            {labels[index]}
          </text>
        </g>
      ))}
    </>
  );
}

/** The category labels under the plot: as many as fit `room` px apart, the last always shown. */
export function CategoryAxis({
  count,
  plotWidth,
  room,
  x,
  y,
  anchor,
  label,
  className,
}: {
  count: number;
  plotWidth: number;
  room: number;
  x: (index: number) => number;
  y: number;
  anchor: (index: number) => 'start' | 'middle' | 'end';
  label: (index: number) => string | undefined;
  className: string;
}) {
  return (
    <>
      {tickIndices(count, Math.max(1, Math.floor(plotWidth / room))).map((index) => (
        <text key={index} className={className} x={x(index)} y={y} textAnchor={anchor(index)}>
          {label(index)}
        </text>
      ))}
    </>
  );
}

/** What a chart shows instead of its plot while loading, or without categories. */
export const ChartPlaceholder = forwardRef<
  HTMLDivElement,
  {
    loading: boolean;
    height: number;
    /** Said while loading (after the chart's label). */
    loadingText: string;
    emptyTitle: string;
    className: string;
    placeholderClassName: string;
    data?: DataAttributes | undefined;
  }
>(({ loading, height, loadingText, emptyTitle, className, placeholderClassName, data }, ref) => (
  <div
    ref={ref}
    className={className}
    aria-busy={loading || undefined}
    data-state={loading ? 'loading' : 'empty'}
    {...dataAttributes(data)}
  >
    <div className={placeholderClassName} style={{ height }}>
      {loading ? (
        <>
          <Skeleton shape="block" height={height} />
          <VisuallyHidden>{loadingText}</VisuallyHidden>
        </>
      ) : (
        <EmptyState size="small" icon="search" title={emptyTitle} />
      )}
    </div>
  </div>
));
ChartPlaceholder.displayName = 'ChartPlaceholder';

type Named = { id: string; label: string };

/** The series' names, each after its colour's swatch. */
export function ChartLegend<Series extends Named>({
  label,
  series,
  className,
  itemClassName,
  swatchClassName,
}: {
  label: string;
  series: readonly Series[];
  className: string;
  itemClassName: string;
  swatchClassName: (series: Series) => string;
}) {
  return (
    <ul className={className} aria-label={label}>
      {series.map((item) => (
        <li key={item.id} className={itemClassName}>
          <span className={swatchClassName(item)} aria-hidden="true" />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

/** Every figure of the chart in a visually hidden table: a row a category, a column a series. */
export function ChartDataTable({
  caption,
  categoryHeader,
  categories,
  series,
  format,
}: {
  caption: string;
  categoryHeader: string;
  categories: readonly string[];
  series: readonly (Named & { values: readonly number[] })[];
  format: Intl.NumberFormat;
}) {
  return (
    <VisuallyHidden asChild>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryHeader}</th>
            {series.map((item) => (
              <th key={item.id} scope="col">
                {item.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {categories.map((category, index) => (
            <tr key={category}>
              <th scope="row">{category}</th>
              {series.map((item) => (
                <td key={item.id}>{format.format(item.values[index] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}

import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { forwardRef } from 'react';
import { useUiStrings } from '../../provider';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import { Icon } from '../Icon';
import * as styles from './Steps.css';

export const stepStatuses = ['wait', 'process', 'finish', 'error'] as const;
export type StepStatus = (typeof stepStatuses)[number];
export const stepsOrientations = ['horizontal', 'vertical'] as const;
export type StepsOrientation = (typeof stepsOrientations)[number];

export type StepItem = {
  title: string;
  description?: string;
  /** Overrides the status that follows from `current`. */
  status?: StepStatus;
};

export type StepsProps = {
  items: readonly StepItem[];
  /** Index of the current step (0-based): earlier steps are finished, later ones waiting. */
  current?: number;
  /** Status of the current step: `process` (default), or `error` when it failed. */
  status?: StepStatus;
  orientation?: StepsOrientation;
  /** Accessible name of the list; 步骤/Steps by default. */
  label?: string;
  data?: DataAttributes;
};

/** Where a multi-step process stands: finished, current and waiting steps in order. */
export const Steps = forwardRef<HTMLOListElement, StepsProps>(
  ({ items, current = 0, status = 'process', orientation = 'horizontal', label, data }, ref) => {
    const strings = useUiStrings();
    const statusText: Record<StepStatus, string> = {
      wait: strings.stepWait,
      process: strings.stepProcess,
      finish: strings.stepFinish,
      error: strings.stepError,
    };
    return (
      <ol
        ref={ref}
        aria-label={label ?? strings.steps}
        data-orientation={orientation}
        className={styles.list}
        {...dataAttributes(data)}
      >
        {items.map((item, index) => {
          const stepStatus =
            item.status ?? (index < current ? 'finish' : index === current ? status : 'wait');
          return (
            <li
              key={`${index}-${item.title}`}
              className={styles.item}
              data-status={stepStatus}
              aria-current={index === current ? 'step' : undefined}
            >
              {/* The number repeats the list position; the status is said in words below. */}
              <span className={styles.indicator} aria-hidden="true">
                {stepStatus === 'finish' ? (
                  <Icon name="check" size="small" />
                ) : stepStatus === 'error' ? (
                  <Icon name="close" size="small" />
                ) : (
                  index + 1
                )}
              </span>
              <span className={styles.body}>
                <span className={styles.title}>
                  {item.title}
                  <VisuallyHidden>{` ${statusText[stepStatus]}`}</VisuallyHidden>
                </span>
                {item.description ? <span className={styles.description}>{item.description}</span> : null}
              </span>
              {index < items.length - 1 ? <span className={styles.connector} aria-hidden="true" /> : null}
            </li>
          );
        })}
      </ol>
    );
  },
);
Steps.displayName = 'Steps';

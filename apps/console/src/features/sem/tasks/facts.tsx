import type { ReactNode } from 'react';
import { Text } from '@creator-console/ui';
import * as styles from './facts.css';

/** Read-only terms and values (a task's rules, figures) as a description list. */
export function Facts({ label, facts }: { label: string; facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl aria-label={label} className={styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term} className={styles.row}>
          <dt>
            <Text tone="muted">{term}</Text>
          </dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

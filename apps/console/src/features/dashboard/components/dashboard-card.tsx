import type { ReactNode } from 'react';
import { Card, Stack } from '@creator-console/ui';

/** A titled card of the dashboard; the title names the card's region (as the shared profile card's does). */
export function DashboardCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card as="section" titleAs="h2" title={title}>
      <Stack space="medium">{children}</Stack>
    </Card>
  );
}

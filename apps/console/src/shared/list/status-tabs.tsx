import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@creator-console/ui';

const ALL = 'all';

/**
 * A list's status filter as tabs, “all” first: choosing “all” is `null`, no filter. The list
 * (`children`) is the content of whichever tab is chosen.
 */
export function StatusTabs<Status extends string>({
  label,
  allLabel,
  value,
  statuses,
  statusLabel,
  onChange,
  children,
}: {
  label: string;
  allLabel: string;
  value: Status | null;
  statuses: readonly Status[];
  statusLabel: (status: Status) => string;
  onChange: (status: Status | null) => void;
  children: ReactNode;
}) {
  const current = value ?? ALL;
  return (
    <Tabs
      value={current}
      onValueChange={(next) => onChange(statuses.find((status) => status === next) ?? null)}
    >
      <TabsList label={label}>
        <TabsTrigger value={ALL}>{allLabel}</TabsTrigger>
        {statuses.map((status) => (
          <TabsTrigger key={status} value={status}>
            {statusLabel(status)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value={current}>{children}</TabsContent>
    </Tabs>
  );
}

import { useId, type ReactNode } from 'react';
import { Box, Heading, Stack } from '@creator-console/ui';

/** A titled card of the dashboard; the title names the card's region. */
export function DashboardCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      background="surface"
      borderRadius="large"
      boxShadow="small"
      padding="large"
    >
      <Stack space="medium">
        <Heading level={2} id={headingId}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Box>
  );
}

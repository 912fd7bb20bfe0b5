import type { ReactNode } from 'react';
import { Box } from '@creator-console/ui';
import * as styles from './centered-page.css';

/** A public page's frame outside the shell: one `main` landmark with a readable column. */
export function CenteredPage({ children }: { children: ReactNode }) {
  return (
    <Box
      as="main"
      className={styles.screen}
      display="flex"
      justifyContent="center"
      background="background"
      paddingX="large"
      paddingY="xxlarge"
    >
      <Box className={styles.column}>{children}</Box>
    </Box>
  );
}

import * as RadixDialog from '@radix-ui/react-dialog';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { OverlayHeader } from './OverlayHeader';

/** An open Radix dialog around the header, as Dialog and Drawer use it. */
const InDialog = ({ children }: { children: ReactNode }) => (
  <RadixDialog.Root defaultOpen>
    <RadixDialog.Portal>
      <RadixDialog.Content aria-describedby={undefined}>{children}</RadixDialog.Content>
    </RadixDialog.Portal>
  </RadixDialog.Root>
);

describe('OverlayHeader (internal)', () => {
  it('shows the title and description, and its × button closes the overlay', async () => {
    renderUi(
      <InDialog>
        <OverlayHeader
          title={<RadixDialog.Title>认证详情</RadixDialog.Title>}
          description={<RadixDialog.Description>提交于 3 月 2 日</RadixDialog.Description>}
          closePart={RadixDialog.Close}
        />
      </InDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: '认证详情' });
    expect(dialog).toHaveAccessibleDescription('提交于 3 月 2 日');
    await expectNoAxeViolations(dialog);
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('has no × button without a close part', () => {
    renderUi(
      <InDialog>
        <OverlayHeader title={<RadixDialog.Title>认证详情</RadixDialog.Title>} />
      </InDialog>,
    );
    expect(screen.getByRole('dialog', { name: '认证详情' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('names the × button in the provider’s language', () => {
    renderUi(
      <InDialog>
        <OverlayHeader title={<RadixDialog.Title>Details</RadixDialog.Title>} closePart={RadixDialog.Close} />
      </InDialog>,
      { locale: 'en-US' },
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});

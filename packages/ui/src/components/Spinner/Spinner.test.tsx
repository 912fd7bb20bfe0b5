import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status that says it is loading, in the locale', async () => {
    renderUi(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
    await expectNoAxeViolations();
  });

  it('announces its own label and hides the ring', () => {
    renderUi(<Spinner label="正在上传视频" size="large" />, { locale: 'en-US' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('正在上传视频');
    expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('speaks English with the en-US locale', () => {
    renderUi(<Spinner />, { locale: 'en-US' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });
});

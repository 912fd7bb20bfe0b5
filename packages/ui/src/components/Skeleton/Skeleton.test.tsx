import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology', async () => {
    const { container } = renderUi(<Skeleton />);
    const skeleton = container.querySelector('[data-shape="text"]');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expectNoAxeViolations();
  });

  it('draws the given number of text lines', () => {
    const { container } = renderUi(<Skeleton lines={3} />);
    const lines = container.querySelector('[data-shape="text"]');
    expect(lines?.children).toHaveLength(3);
  });

  it('sizes a block from width and height', () => {
    const { container } = renderUi(<Skeleton shape="block" width={120} height="4rem" />);
    const block = container.querySelector('[data-shape="block"]') as HTMLElement;
    const values = Object.values(block.style).map((name) => block.style.getPropertyValue(name));
    expect(values).toEqual(expect.arrayContaining(['120px', '4rem']));
  });

  it('renders a circle', () => {
    const { container } = renderUi(<Skeleton shape="circle" size="large" />);
    expect(container.querySelector('[data-shape="circle"]')).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { Amount, amountText, amountTone } from './Amount';

describe('Amount', () => {
  it('shows fen as CNY in zh-CN, with tabular figures', async () => {
    renderUi(<Amount fen={123_456} />);
    const amount = screen.getByText('¥1,234.56');
    expect(amount).toHaveAttribute('data-fen', '123456');
    await expectNoAxeViolations();
  });

  it('formats as the contract’s formatFen does, sign and locale included', () => {
    expect(amountText(0)).toBe('¥0.00');
    expect(amountText(5)).toBe('¥0.05');
    expect(amountText(-12_345)).toBe('-¥123.45');
    expect(amountText(100_000_000)).toBe('¥1,000,000.00');
    expect(amountText(50_000, { sign: true })).toBe('+¥500.00');
    expect(amountText(-50_000, { sign: true })).toBe('-¥500.00');
    expect(amountText(0, { sign: true })).toBe('¥0.00');
    expect(amountText(123_456, { locale: 'en-US' })).toBe('CN¥1,234.56');
    expect(amountText(Number.NaN)).toBe('—');
  });

  it('auto tone: signed credits positive, debits and unsigned amounts neutral', () => {
    expect(amountTone(1, 'auto', true)).toBe('positive');
    expect(amountTone(-1, 'auto', true)).toBe('neutral');
    expect(amountTone(0, 'auto', true)).toBe('neutral');
    expect(amountTone(1, 'auto', false)).toBe('neutral');
    expect(amountTone(1, 'critical', true)).toBe('critical');
  });

  it('passes data attributes and the locale', () => {
    renderUi(<Amount fen={-100} sign locale="en-US" data={{ testid: 'line' }} />);
    expect(screen.getByTestId('line')).toHaveTextContent('-CN¥1.00');
  });
});

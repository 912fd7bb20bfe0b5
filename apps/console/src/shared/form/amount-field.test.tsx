import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { HttpError } from '@creator-console/api-client';
import { Button, UiProvider } from '@creator-console/ui';
import { LocaleContext } from '../i18n';
import { AmountField, fenOfText, textOfFen, useContractForm, type ContractForm } from '.';

/** The withdrawal amount as money.md §10 words it (the contract's own schema reads the same). */
const amountFen = z
  .number({ error: (issue) => (issue.input === undefined ? '请输入提现金额' : '金额必须是以分为单位的整数') })
  .int('金额必须是以分为单位的整数')
  .min(1_000, '单笔提现金额不能低于 10.00 元')
  .max(5_000_000, '单笔提现金额不能超过 50,000.00 元');
const withdrawal = z.object({ amount_fen: amountFen });
/** An adjustment: signed, and a schema without its own message for a missing amount. */
const adjustment = z.object({
  amount_fen: z
    .number()
    .int()
    .refine((fen) => fen !== 0, '调整金额不能为 0'),
});

type Values = { amount_fen: number | undefined };

function Harness({
  schema = withdrawal,
  signed,
  requiredMessage,
  defaultValue,
  onValid = () => undefined,
  expose,
}: {
  schema?: typeof withdrawal | typeof adjustment;
  signed?: boolean;
  requiredMessage?: string;
  defaultValue?: number;
  onValid?: (values: unknown) => void;
  expose?: (form: ContractForm<Values, unknown>) => void;
}) {
  const form = useContractForm<Values, unknown>(schema, { defaultValues: { amount_fen: defaultValue } });
  expose?.(form);
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <AmountField
        control={form.control}
        name="amount_fen"
        label="提现金额"
        required
        signed={signed}
        requiredMessage={requiredMessage}
        action={
          <Button variant="ghost" onClick={() => form.setValue('amount_fen', 288_000)}>
            全部提现
          </Button>
        }
      />
      <button type="submit">申请提现</button>
    </form>
  );
}

function renderHarness(props: Parameters<typeof Harness>[0] = {}, locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  let form: ContractForm<Values, unknown> | undefined;
  render(
    <LocaleContext.Provider value={{ locale, setLocale: () => undefined }}>
      <UiProvider>
        <Harness {...props} expose={(exposed) => (form = exposed)} />
      </UiProvider>
    </LocaleContext.Provider>,
  );
  return {
    form: () => form!,
    input: () => screen.getByRole('textbox', { name: '提现金额' }),
    submit: () => userEvent.click(screen.getByRole('button', { name: '申请提现' })),
  };
}

describe('fenOfText / textOfFen', () => {
  it('reads yuan text with the contract’s parseYuan: empty is undefined, not an amount is NaN', () => {
    expect(fenOfText('12.3')).toBe(1230);
    expect(fenOfText(' 1,000.05 ')).toBe(100_005);
    expect(fenOfText('')).toBeUndefined();
    expect(fenOfText('  ')).toBeUndefined();
    expect(fenOfText('12.345')).toBeNaN();
    expect(fenOfText('1e3')).toBeNaN();
    expect(fenOfText('-20')).toBeNaN();
    expect(fenOfText('-20', { signed: true })).toBe(-2000);
    expect(textOfFen(288_000)).toBe('2880.00');
    expect(textOfFen(-2000)).toBe('-20.00');
    expect(textOfFen(undefined)).toBe('');
    expect(textOfFen(Number.NaN)).toBe('');
  });
});

describe('AmountField', () => {
  it('keeps the yuan text as typed and submits fen', async () => {
    const onValid = vi.fn();
    const { input, submit, form } = renderHarness({ onValid });
    await userEvent.type(input(), '12.3');
    expect(input()).toHaveValue('12.3');
    expect(form().getValues('amount_fen')).toBe(1230);
    await submit();
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]![0]).toEqual({ amount_fen: 1230 });
    expect(input()).toHaveValue('12.3');
  });

  it('an empty field says what the schema says (请输入提现金额)', async () => {
    const onValid = vi.fn();
    const { input, submit } = renderHarness({ onValid });
    await submit();
    expect(await screen.findByText('请输入提现金额')).toBeVisible();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('请输入提现金额');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('or the requiredMessage it is given, over the schema’s generic one', async () => {
    const { submit } = renderHarness({ schema: adjustment, signed: true, requiredMessage: '请输入调整金额' });
    await submit();
    expect(await screen.findByText('请输入调整金额')).toBeVisible();
  });

  it('text that is not an amount says so once the user leaves the field, and blocks the submit', async () => {
    const onValid = vi.fn();
    const { input, submit, form } = renderHarness({ onValid });
    await userEvent.type(input(), '12.');
    // Not while typing: 12. is on its way to 12.5.
    expect(screen.queryByText('请输入正确的金额，最多两位小数')).not.toBeInTheDocument();
    await userEvent.type(input(), '345');
    await userEvent.tab();
    expect(await screen.findByText('请输入正确的金额，最多两位小数')).toBeVisible();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(form().getValues('amount_fen')).toBeNaN();
    await submit();
    await waitFor(() => expect(input()).toHaveAccessibleDescription('请输入正确的金额，最多两位小数'));
    expect(onValid).not.toHaveBeenCalled();
    // Corrected, the schema's own rules speak (after the first submit the form checks as one types).
    await userEvent.clear(input());
    await userEvent.type(input(), '5');
    expect(await screen.findByText('单笔提现金额不能低于 10.00 元')).toBeVisible();
    await userEvent.type(input(), '0');
    await waitFor(() => expect(input()).not.toHaveAttribute('aria-invalid'));
    await submit();
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ amount_fen: 5000 }, expect.anything()));
  });

  it('shows a value set from outside (全部提现, reset, the default) as yuan', async () => {
    const { input, form } = renderHarness({ defaultValue: 1_000 });
    expect(input()).toHaveValue('10.00');
    // Cleared, it stays empty (the form's value is undefined, not the default).
    await userEvent.clear(input());
    expect(input()).toHaveValue('');
    expect(form().getValues('amount_fen')).toBeUndefined();
    await userEvent.type(input(), '5');
    expect(input()).toHaveValue('5');
    await userEvent.click(screen.getByRole('button', { name: '全部提现' }));
    expect(input()).toHaveValue('2880.00');
    expect(form().getValues('amount_fen')).toBe(288_000);
    act(() => form().reset());
    expect(input()).toHaveValue('10.00');
    act(() => form().setValue('amount_fen', undefined));
    expect(input()).toHaveValue('');
  });

  it('signed: a debit is typed with a minus; unsigned, a minus is not an amount', async () => {
    const onValid = vi.fn();
    const { input, submit } = renderHarness({ schema: adjustment, signed: true, onValid });
    expect(input()).toHaveAttribute('inputmode', 'text');
    await userEvent.type(input(), '-20');
    await submit();
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ amount_fen: -2000 }, expect.anything()));
  });

  it('shows the server’s refusal of the amount under the field', async () => {
    const { input, form } = renderHarness();
    await userEvent.type(input(), '60000');
    act(() => {
      form().setServerErrors(
        new HttpError(
          400,
          '单笔提现金额不能超过 50,000.00 元',
          { issues: [{ path: ['amount_fen'], message: '单笔提现金额不能超过 50,000.00 元' }] },
          { method: 'POST', url: '/api/wallet/withdrawals', headers: {} },
        ),
      );
    });
    expect(await screen.findByText('单笔提现金额不能超过 50,000.00 元')).toBeVisible();
  });

  it('says the format message in English in en-US', async () => {
    const { input } = renderHarness({}, 'en-US');
    await userEvent.type(input(), 'abc');
    await userEvent.tab();
    expect(await screen.findByText('Enter a valid amount with at most two decimals')).toBeVisible();
  });
});

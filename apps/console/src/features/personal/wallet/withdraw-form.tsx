import { useState } from 'react';
import { useController } from 'react-hook-form';
import {
  formatFen,
  withdrawalInput,
  type Wallet,
  type WalletWithdrawalType,
} from '@creator-console/contract';
import {
  Amount,
  Button,
  Card,
  ConfirmDialog,
  Inline,
  Popover,
  PopoverContent,
  PopoverTrigger,
  Stack,
  Text,
} from '@creator-console/ui';
import { TextLink } from '../../../shared/components/text-link';
import { idempotencyOutcome, useIdempotencyKey } from '../../../shared/idempotency';
import { AmountField, FormError, FormSelect, FormTextField, useContractForm } from '../../../shared/form';
import { useLocale, useMessages } from '../../../shared/i18n';
import { toaster } from '../../../shared/notices';
import { useCreateWithdrawal, useWithdrawalQuote, type WithdrawalBody } from './api';
import { allAmountFen, checkAmount, maxFenOf, useDebounced } from './form-state';
import { InvoiceFileField } from './invoice-file-field';
import { Fields } from './entries-section';
import { walletMessages } from './messages';

/** The amounts are fen as `AmountField` keeps them: `undefined` when empty, `NaN` when not an amount. */
export interface WithdrawValues {
  amount_fen: number | undefined;
  invoice: {
    type: string;
    number: string;
    code: string;
    issue_date: string;
    amount_fen: number | undefined;
    tax_rate: string;
    file: string;
  };
}

const EMPTY_INVOICE: WithdrawValues['invoice'] = {
  type: '',
  number: '',
  code: '',
  issue_date: '',
  amount_fen: undefined,
  tax_rate: '',
  file: '',
};

/** The form's values as the contract reads them: the amounts in fen, empty choices left out. */
export function withdrawInput(type: WalletWithdrawalType, values: WithdrawValues) {
  const amount = values.amount_fen;
  if (type === 'personal') return { type, amount_fen: amount };
  const invoice = values.invoice;
  return {
    type,
    amount_fen: amount,
    invoice: {
      type: invoice.type || undefined,
      number: invoice.number,
      code: invoice.code || undefined,
      issue_date: invoice.issue_date,
      amount_fen: invoice.amount_fen,
      tax_rate: invoice.tax_rate === '' ? undefined : Number(invoice.tax_rate),
      file: invoice.file,
    },
  };
}

/** 个人提现 / 企业提现 (money.md §9.2): amount, account, the live quote, the invoice, then confirm. */
export function WithdrawForm({ type, wallet }: { type: WalletWithdrawalType; wallet: Wallet }) {
  const t = useMessages(walletMessages);
  const { locale } = useLocale();
  const money = (fen: number) => formatFen(fen, { locale });
  const account = wallet.accounts[type];
  const reasons = wallet.eligibility[type].reasons;
  const form = useContractForm<WithdrawValues, WithdrawalBody>(withdrawalInput as never, {
    defaultValues: { amount_fen: undefined, invoice: EMPTY_INVOICE },
    toInput: (values) => withdrawInput(type, values),
  });
  const amount = form.watch('amount_fen');
  const checked = checkAmount(amount, type, wallet.available_fen);
  const quoted = useDebounced(checked.fen, 300);
  const quote = useWithdrawalQuote(type, quoted);
  const [confirming, setConfirming] = useState<{ body: WithdrawalBody } | null>(null);
  const { trigger } = useCreateWithdrawal();
  const file = useController({ control: form.control, name: 'invoice.file' });
  const numberText = form.watch('invoice.number');
  const idempotency = useIdempotencyKey(`wallet.withdraw.${type}`);

  const submit = form.handleSubmit((body) => {
    idempotency.begin(body);
    setConfirming({ body });
  });

  const send = async () => {
    if (!confirming) return;
    const { body } = confirming;
    try {
      await idempotency.run((idempotencyKey) => trigger({ body, idempotencyKey }), body);
      toaster.show({ tone: 'positive', message: t('submitted') });
      form.reset();
      setConfirming(null);
    } catch (failure) {
      // A final answer spends the key; without one (timeout, network) the retry sends it again.
      if (idempotencyOutcome(failure) === 'final') {
        setConfirming(null);
        form.setServerErrors(failure);
      }
    }
  };

  const q = quote.data && quoted !== null ? quote.data : null;

  return (
    <Card as="section">
      <form
        noValidate
        onSubmit={(event) => {
          if (checked.problem && amount !== undefined) {
            event.preventDefault();
            form.setError('amount_fen', { type: 'client', message: checked.problem });
            return;
          }
          void submit(event);
        }}
      >
        <Stack space="medium">
          <Inline space="small" alignY="center">
            <Text tone="muted">{t('available')}</Text>
            <Text weight="strong">
              <Amount fen={wallet.available_fen} locale={locale} />
            </Text>
          </Inline>
          <AmountField
            control={form.control}
            name="amount_fen"
            label={t('amount')}
            hint={t('amountHint', { min: money(wallet.limits.min_fen), max: money(maxFenOf(type)) })}
            action={
              <Button
                variant="soft"
                onClick={() =>
                  form.setValue('amount_fen', allAmountFen(wallet.available_fen, type), {
                    shouldValidate: false,
                  })
                }
              >
                {t('all_')}
              </Button>
            }
          />
          <Inline space="small" alignY="center">
            <Text tone="muted">{t('account')}</Text>
            <Text>{account ? `${account.bank_name} ${account.account_masked}` : t('noAccount')}</Text>
            {wallet.acting ? null : (
              <TextLink to={`/personal/wallet?bind=${type}`}>
                {account ? t('change') : type === 'personal' ? t('bindCard') : t('bindCompany')}
              </TextLink>
            )}
          </Inline>
          {type === 'personal' ? (
            <Stack space="xsmall">
              <Inline space="large" alignY="center">
                <Text>
                  {t('estimatedTax')}：{q ? <Amount fen={q.tax_fen} locale={locale} /> : '—'}
                </Text>
                <Text weight="strong">
                  {t('estimatedNet')}：{q ? <Amount fen={q.net_fen} locale={locale} /> : '—'}
                </Text>
                <Popover>
                  <PopoverTrigger>
                    <Button variant="ghost" size="small" disabled={!q}>
                      {t('explain')}
                    </Button>
                  </PopoverTrigger>
                  {q ? (
                    <PopoverContent title={t('explainTitle')}>
                      <Fields
                        fields={[
                          [
                            t('monthPaid', { month: q.month }),
                            <Amount fen={q.month_paid_fen} locale={locale} />,
                          ],
                          [t('monthTax'), <Amount fen={q.month_tax_fen} locale={locale} />],
                          [
                            t('monthIncome'),
                            <Amount fen={q.month_paid_fen + q.amount_fen} locale={locale} />,
                          ],
                          [t('deduction'), <Amount fen={q.breakdown.deduction_fen} locale={locale} />],
                          [t('taxable'), <Amount fen={q.breakdown.taxable_fen} locale={locale} />],
                          [t('rate'), `${q.breakdown.rate_pct}%`],
                          [t('quick'), <Amount fen={q.breakdown.quick_deduction_fen} locale={locale} />],
                          [t('estimatedTax'), <Amount fen={q.tax_fen} locale={locale} />],
                        ]}
                      />
                      <Text tone="muted" as="p">
                        {t('thisTax')}
                      </Text>
                    </PopoverContent>
                  ) : null}
                </Popover>
              </Inline>
              <Text tone="muted">{t('taxNote')}</Text>
            </Stack>
          ) : (
            <InvoiceFields form={form} wallet={wallet} numberText={numberText} file={file} />
          )}
          <FormError control={form.control} />
          <Inline space="small">
            <Button type="submit" disabled={reasons.length > 0 || wallet.acting === 1}>
              {t('submit')}
            </Button>
          </Inline>
        </Stack>
      </form>
      {confirming ? (
        <ConfirmDialog
          open
          title={t('confirmTitle')}
          confirmLabel={t('confirm')}
          cancelLabel={t('cancel')}
          onOpenChange={(open) => (open ? undefined : setConfirming(null))}
          onConfirm={send}
        >
          <Fields
            fields={[
              [t('amount'), <Amount fen={confirming.body.amount_fen} locale={locale} />],
              ...(type === 'personal'
                ? ([
                    [t('estimatedTax'), q ? <Amount fen={q.tax_fen} locale={locale} /> : '—'],
                    [t('estimatedNet'), q ? <Amount fen={q.net_fen} locale={locale} /> : '—'],
                  ] as [string, React.ReactNode][])
                : ([[t('estimatedNet'), <Amount fen={confirming.body.amount_fen} locale={locale} />]] as [
                    string,
                    React.ReactNode,
                  ][])),
              [
                t('account'),
                account ? `${account.account_name} · ${account.bank_name} ${account.account_masked}` : '—',
              ],
            ]}
          />
        </ConfirmDialog>
      ) : null}
    </Card>
  );
}

function InvoiceFields({
  form,
  wallet,
  numberText,
  file,
}: {
  form: ReturnType<typeof useContractForm<WithdrawValues, WithdrawalBody>>;
  wallet: Wallet;
  numberText: string;
  file: ReturnType<typeof useController<WithdrawValues, 'invoice.file'>>;
}) {
  const t = useMessages(walletMessages);
  const paper = numberText.trim().length === 8;
  return (
    <Stack space="medium">
      <Text weight="strong">{t('invoice')}</Text>
      <Text tone="muted">
        {t('invoiceTitle', { name: wallet.invoice_title.name, taxId: wallet.invoice_title.tax_id })}
      </Text>
      <FormSelect
        control={form.control}
        name="invoice.type"
        label={t('invoiceType')}
        options={[
          { value: 'special', label: t('invoiceSpecial') },
          { value: 'general', label: t('invoiceNormal') },
        ]}
      />
      <FormTextField
        control={form.control}
        name="invoice.number"
        label={t('invoiceNumber')}
        inputMode="numeric"
        maxLength={20}
      />
      {paper ? (
        <FormTextField
          control={form.control}
          name="invoice.code"
          label={t('invoiceCode')}
          inputMode="numeric"
          maxLength={12}
        />
      ) : null}
      <FormTextField
        control={form.control}
        name="invoice.issue_date"
        label={t('issueDate')}
        placeholder="YYYY-MM-DD"
        maxLength={10}
      />
      <AmountField control={form.control} name="invoice.amount_fen" label={t('invoiceAmount')} />
      <FormSelect
        control={form.control}
        name="invoice.tax_rate"
        label={t('taxRate')}
        options={[
          { value: '6', label: '6%' },
          { value: '3', label: '3%' },
          { value: '1', label: '1%' },
          { value: '0', label: t('exempt') },
        ]}
      />
      <InvoiceFileField
        label={t('invoiceFile')}
        hint={t('invoiceFileHint')}
        error={file.fieldState.error?.message}
        onChange={(reference) => file.field.onChange(reference)}
      />
    </Stack>
  );
}

import {
  BANKS,
  companyPayoutAccountInput,
  personalPayoutAccountInput,
  type Wallet,
  type WalletWithdrawalType,
} from '@creator-console/contract';
import { Text, TextField } from '@creator-console/ui';
import { FormDialog, FormSelect, FormTextField, useContractForm } from '../../../shared/form';
import { useMessages } from '../../../shared/i18n';
import { toaster } from '../../../shared/notices';
import { useBindPayoutAccount } from './api';
import { walletMessages } from './messages';

interface AccountValues {
  bank_name: string;
  bank_branch: string;
  account_number: string;
  taxpayer_type: string;
}

/**
 * 绑定银行卡 / 绑定对公账户 (money.md §9.1): the holder is the approved real name or entity name,
 * read only; the number is checked by the contract (16–19 digits and Luhn, or 8–30 digits).
 */
export function AccountDialog({
  type,
  wallet,
  onClose,
}: {
  type: WalletWithdrawalType;
  wallet: Wallet;
  onClose: () => void;
}) {
  const t = useMessages(walletMessages);
  const personal = type === 'personal';
  const current = wallet.accounts[type];
  const form = useContractForm<AccountValues, unknown>(
    personal ? personalPayoutAccountInput : companyPayoutAccountInput,
    {
      defaultValues: {
        bank_name: current?.bank_name ?? '',
        bank_branch: current?.bank_branch ?? '',
        account_number: '',
        taxpayer_type: current?.taxpayer_type ?? '',
      },
      toInput: (values) => ({
        bank_name: values.bank_name || undefined,
        bank_branch: values.bank_branch,
        account_number: values.account_number,
        ...(personal ? {} : { taxpayer_type: values.taxpayer_type || undefined }),
      }),
    },
  );
  const { trigger, isMutating } = useBindPayoutAccount();
  return (
    <FormDialog
      title={personal ? t('dialogPersonal') : t('dialogCompany')}
      form={form}
      submitting={isMutating}
      submitLabel={t('save')}
      cancelLabel={t('cancel')}
      onClose={onClose}
      submit={async (body) => {
        await trigger({ type, body: body as Record<string, string> });
        toaster.show({ tone: 'positive', message: t('bound') });
        onClose();
      }}
    >
      <TextField
        label={personal ? t('payee') : t('companyPayee')}
        value={personal ? wallet.real_name : wallet.entity_name}
        readOnly
      />
      <FormSelect
        control={form.control}
        name="bank_name"
        label={t('bank')}
        options={BANKS.map((bank) => ({ value: bank, label: bank }))}
      />
      <FormTextField
        control={form.control}
        name="bank_branch"
        label={personal ? t('branchOptional') : t('branch')}
        maxLength={50}
      />
      <FormTextField
        control={form.control}
        name="account_number"
        label={personal ? t('cardNumber') : t('companyNumber')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={40}
      />
      {personal ? null : (
        <FormSelect
          control={form.control}
          name="taxpayer_type"
          label={t('taxpayerType')}
          options={[
            { value: 'general', label: t('taxpayerGeneral') },
            { value: 'small', label: t('taxpayerSmall') },
          ]}
        />
      )}
      <Text tone="caution">{t('lockWarning')}</Text>
    </FormDialog>
  );
}

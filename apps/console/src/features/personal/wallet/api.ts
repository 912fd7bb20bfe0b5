import { endpoints, type BodyOf, type QueryOf, type WalletWithdrawalType } from '@creator-console/contract';
import { useEndpoint, useEndpointMutation } from '../../../shared/use-endpoint';

/** Balances, payout accounts, blocking reasons and limits of the signed-in user. */
export const useWallet = () => useEndpoint(endpoints.myWallet);

export type EntriesQuery = NonNullable<QueryOf<typeof endpoints.myWalletEntries>>;
export const useWalletEntries = (query: EntriesQuery) =>
  useEndpoint(endpoints.myWalletEntries, { query }, { keepPreviousData: true });

export type WithdrawalsQuery = NonNullable<QueryOf<typeof endpoints.myWithdrawals>>;
export const useMyWithdrawals = (query: WithdrawalsQuery) =>
  useEndpoint(endpoints.myWithdrawals, { query }, { keepPreviousData: true });

export const useWithdrawalDetail = (id: number | null) =>
  useEndpoint(endpoints.myWithdrawalDetail, id === null ? null : { params: { id } });

/** The withholding estimate of a valid amount; nothing is asked while there is none. */
export const useWithdrawalQuote = (type: WalletWithdrawalType, amountFen: number | null) =>
  useEndpoint(
    endpoints.withdrawalQuote,
    amountFen === null ? null : { query: { type, amount_fen: String(amountFen) } },
    { keepPreviousData: true },
  );

const money = [
  endpoints.myWallet,
  endpoints.myWalletEntries,
  endpoints.myWithdrawals,
  endpoints.myWithdrawalDetail,
];

export type PayoutAccountBody = BodyOf<typeof endpoints.bindPayoutAccount>;
export const useBindPayoutAccount = () =>
  useEndpointMutation(endpoints.bindPayoutAccount, {
    input: ({ type, body }: { type: WalletWithdrawalType; body: PayoutAccountBody }) => ({
      params: { type },
      body,
    }),
    refresh: money,
  });

export type WithdrawalBody = BodyOf<typeof endpoints.createWithdrawal>;
export const useCreateWithdrawal = () =>
  useEndpointMutation(endpoints.createWithdrawal, {
    input: ({ body, idempotencyKey }: { body: WithdrawalBody; idempotencyKey: string }) => ({
      body,
      idempotencyKey,
    }),
    refresh: money,
  });

export const useCancelWithdrawal = () =>
  useEndpointMutation(endpoints.cancelWithdrawal, {
    input: ({ id, idempotencyKey }: { id: number; idempotencyKey: string }) => ({
      params: { id },
      idempotencyKey,
    }),
    refresh: money,
  });

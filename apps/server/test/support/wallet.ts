/**
 * The wallet settings of the wallet tests: the per-account rate limits raised out of the way (tests
 * send many requests a minute) and the demo's buyer company for invoices. `withdrawDailyLimit` is
 * each file's own (0: none).
 */
export const walletTestConfig = (withdrawDailyLimit: number) => ({
  wallet: {
    withdrawDailyLimit,
    withdrawLimit: { max: 10_000, windowMs: 60_000 },
    payoutAccountLimit: { max: 10_000, windowMs: 60_000 },
    invoiceTitle: { name: '星河互娱科技有限公司', taxId: '91330106MA2B7Q5X3K' },
  },
});

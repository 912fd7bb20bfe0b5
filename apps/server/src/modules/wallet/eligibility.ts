import {
  WALLET_LIMITS,
  WALLET_MESSAGES,
  type WalletBlockReason,
  type WalletWithdrawalType,
} from '@creator-console/contract';

/** What decides whether a user may withdraw now (money.md §8.5). */
export interface WalletFacts {
  frozen: boolean;
  realNameApproved: boolean;
  enterpriseApproved: boolean;
  mcn: boolean;
  accounts: Record<WalletWithdrawalType, { status: string; usableFrom: Date } | null>;
  usedToday: number;
  /** 0 = no daily limit. */
  dailyLimit: number;
  availableFen: number;
}

const TIME = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `MM-DD HH:mm` in Asia/Shanghai, as the 24 h lock message says it. */
export function shanghaiMinute(at: Date): string {
  const parts = Object.fromEntries(TIME.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

export const bindLink = (type: WalletWithdrawalType) => `/personal/wallet?bind=${type}`;

/**
 * Every reason a withdrawal of `type` is refused, in the order of money.md §8.5 (the first is the
 * POST's 202). `amountFen` is the requested amount; without one (the wallet's own list) the balance
 * reason appears only when less than the minimum is available.
 */
export function blockingReasons(
  type: WalletWithdrawalType,
  facts: WalletFacts,
  now: Date,
  amountFen?: number,
): WalletBlockReason[] {
  const reasons: WalletBlockReason[] = [];
  if (facts.frozen) reasons.push({ code: 'frozen', message: WALLET_MESSAGES.frozen, link: null });
  if (type === 'personal' && !facts.realNameApproved) {
    reasons.push({ code: 'real_name', message: WALLET_MESSAGES.realName, link: '/certification/personal' });
  }
  if (type === 'company' && !facts.enterpriseApproved) {
    reasons.push({
      code: 'enterprise',
      message: WALLET_MESSAGES.enterprise,
      link: '/certification/enterprise',
    });
  }
  if (type === 'personal' && facts.mcn) {
    reasons.push({ code: 'mcn_company_only', message: WALLET_MESSAGES.mcnCompanyOnly, link: null });
  }
  const account = facts.accounts[type];
  if (!account) {
    reasons.push({
      code: 'no_account',
      message: type === 'personal' ? WALLET_MESSAGES.noPersonalAccount : WALLET_MESSAGES.noCompanyAccount,
      link: bindLink(type),
    });
  } else if (account.status !== 'active') {
    reasons.push({ code: 'account_invalid', message: WALLET_MESSAGES.accountInvalid, link: bindLink(type) });
  } else if (account.usableFrom.getTime() > now.getTime()) {
    reasons.push({
      code: 'account_locked',
      message: WALLET_MESSAGES.accountLocked(shanghaiMinute(account.usableFrom)),
      link: null,
    });
  }
  if (facts.dailyLimit > 0 && facts.usedToday >= facts.dailyLimit) {
    reasons.push({ code: 'daily_limit', message: WALLET_MESSAGES.dailyLimit(facts.dailyLimit), link: null });
  }
  const needed = amountFen ?? WALLET_LIMITS.minFen;
  if (facts.availableFen < needed) {
    reasons.push({ code: 'balance', message: WALLET_MESSAGES.insufficient(facts.availableFen), link: null });
  }
  return reasons;
}

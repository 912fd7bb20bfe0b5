import { randomBytes } from 'node:crypto';
import { USER_STATUS } from '@creator-console/contract';
import fp from 'fastify-plugin';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { BusinessRuleError, TooManyRequestsError } from '../../http/errors.js';

const WRONG_CREDENTIALS = '账号或密码错误';
const ACCOUNT_DISABLED = '账号已被禁用，请联系平台运营';

export interface Credentials {
  /**
   * Counts one attempt of a client address on the budget every credential route shares (login,
   * a-login, my_user_token; config `loginLimits.perIp`); throws 429 past it.
   */
  spend(ip: string): Promise<void>;
  /**
   * Checks an account (username or phone, or only phone) and its password from a client address;
   * answers the user id. Throws 202 `账号或密码错误` alike for an unknown account and a wrong
   * password, 202 for a disabled account (only once the password was right), and 429 while the
   * account is in backoff for that address (config `loginLimits.perAccountFailures`: after `max`
   * failures within `windowMs` of each other, each failure doubles the wait).
   *
   * Failures count per account AND address: someone who knows a user name slows only their own
   * address down, and the owner logs in from theirs. Guessing from many addresses is held back by
   * the per-address budget and by argon2's cost.
   */
  verify(identifier: string, password: string, by: 'account' | 'phone', ip: string): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    credentials: Credentials;
  }
}

export default fp(
  async (app) => {
    const { perIp, perAccountFailures } = app.config.loginLimits;
    // Verified against for unknown accounts, so both answers take the time of one argon2 verify.
    const dummyHash = await hashPassword(randomBytes(16).toString('hex'));

    app.decorate('credentials', {
      async spend(ip) {
        const retryAfter = await app.throttles.hit(`credential-ip:${ip}`, perIp);
        if (retryAfter > 0) throw new TooManyRequestsError(retryAfter);
      },

      async verify(identifier, password, by, ip) {
        const account = await app.users.findForLogin(identifier, by);
        const accountKey = account ? `user:${account.id}` : `unknown:${identifier.toLowerCase()}`;
        const key = `login:${accountKey}|${ip}`;
        const retryAfter = await app.throttles.retryAfter(key);
        if (retryAfter > 0) throw new TooManyRequestsError(retryAfter);

        const valid = await verifyPassword(account?.passwordHash ?? dummyHash, password);
        if (!account || !valid) {
          await app.throttles.fail(key, perAccountFailures);
          throw new BusinessRuleError(WRONG_CREDENTIALS);
        }
        await app.throttles.clear(key);
        if (account.status === USER_STATUS.disabled) throw new BusinessRuleError(ACCOUNT_DISABLED);
        return account.id;
      },
    } satisfies Credentials);
  },
  { name: 'credentials', dependencies: ['users-repository', 'throttles'] },
);

import { randomBytes } from 'node:crypto';
import { USER_STATUS } from '@creator-console/contract';
import fp from 'fastify-plugin';
import { FailureWindow } from '../../auth/failure-window.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { BusinessRuleError, TooManyRequestsError } from '../../http/errors.js';

const WRONG_CREDENTIALS = '账号或密码错误';
const ACCOUNT_DISABLED = '账号已被禁用，请联系平台运营';

export interface Credentials {
  /**
   * Checks an account (username or phone, or only phone) and its password; answers the user id.
   * Throws 202 `账号或密码错误` alike for an unknown account and a wrong password, 202 for a disabled
   * account (only once the password was right), and 429 once the account has had too many
   * failures in the window (config `loginLimits.perAccountFailures`).
   */
  verify(identifier: string, password: string, by: 'account' | 'phone'): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    credentials: Credentials;
  }
}

export default fp(
  async (app) => {
    const failures = new FailureWindow(app.config.loginLimits.perAccountFailures);
    // Verified against for unknown accounts, so both answers take the time of one argon2 verify.
    const dummyHash = await hashPassword(randomBytes(16).toString('hex'));

    app.decorate('credentials', {
      async verify(identifier, password, by) {
        const account = await app.users.findForLogin(identifier, by);
        const key = account ? `user:${account.id}` : `unknown:${identifier.toLowerCase()}`;
        const retryAfter = failures.retryAfterSeconds(key);
        if (retryAfter > 0) throw new TooManyRequestsError(retryAfter);

        const valid = await verifyPassword(account?.passwordHash ?? dummyHash, password);
        if (!account || !valid) {
          failures.recordFailure(key);
          throw new BusinessRuleError(WRONG_CREDENTIALS);
        }
        failures.reset(key);
        if (account.status === USER_STATUS.disabled) throw new BusinessRuleError(ACCOUNT_DISABLED);
        return account.id;
      },
    } satisfies Credentials);
  },
  { name: 'credentials', dependencies: ['users-repository'] },
);

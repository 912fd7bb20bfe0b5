import { BUSY_CLIENT_WARNING } from '../../src/db/database.js';

/**
 * Collects node-postgres warnings about what pg 9 removes — above all a query issued on a client
 * still executing another, which `BusyClientWarningClient` reports with both queries' SQL (pg 8's
 * own warning comes once per process and says neither where nor what). `stop` answers their
 * messages.
 */
export function collectPgWarnings(): { stop(): Promise<string[]> } {
  const warnings: string[] = [];
  const onWarning = (warning: Error & { code?: string }) => {
    if (warning.code === BUSY_CLIENT_WARNING || warning.message.includes('pg@9')) {
      warnings.push(warning.message);
    }
  };
  process.on('warning', onWarning);
  return {
    async stop() {
      // process.emitWarning delivers on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
      process.off('warning', onWarning);
      return warnings;
    },
  };
}

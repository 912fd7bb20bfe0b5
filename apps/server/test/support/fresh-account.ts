import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database.js';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
let made = 0;

/**
 * A new account like the demo account `username` (same role, name, password and certifications)
 * but with no money, payout accounts or withdrawals: the demo seed gives the demo accounts a money
 * history (money.md §11), and tests of money start from nothing. Answers its username and id.
 */
export async function freshAccountLike(
  db: Database,
  username: string,
): Promise<{ username: string; id: number }> {
  made += 1;
  const fresh = `${username}_t${process.pid % 10_000}_${made}`;
  const phone = `19${String(process.pid % 100_000).padStart(5, '0')}${String(made).padStart(4, '0')}`;
  const [user] = rowsOf<{ id: number; source: number }>(
    await db.execute(sql`
      insert into users (username, phone, password_hash, name, avatar, real_name, entity_name, status)
      select ${fresh}, ${phone}, password_hash, name, avatar, real_name, entity_name, status
      from users where username = ${username}
      returning id, (select id from users where username = ${username}) as source`),
  );
  if (!user) throw new Error(`no demo account ${username}`);
  const id = Number(user.id);
  const source = Number(user.source);
  await db.execute(sql`
    insert into user_roles (user_id, role_id, position)
    select ${id}, role_id, position from user_roles where user_id = ${source}`);
  const columns = rowsOf<{ column_name: string }>(
    await db.execute(sql`
      select column_name from information_schema.columns
      where table_name = 'certification_applications' and column_name not in ('id', 'user_id')
        and is_generated = 'NEVER'`),
  ).map((row) => sql.identifier(row.column_name));
  const list = sql.join(columns, sql`, `);
  await db.execute(sql`
    insert into certification_applications (user_id, ${list})
    select ${id}, ${list} from certification_applications where user_id = ${source} order by id`);
  return { username: fresh, id };
}

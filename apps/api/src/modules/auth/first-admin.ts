import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashPassword } from './passwords';
import { countAdmins, findUserByLogin, insertUser } from './repository';
import type { Database } from '../../db/schema';

export interface FirstAdminResult {
  created: boolean;
  missing: boolean;
  username?: string;
  generatedPassword?: string;
}

/**
 * The first admin: from ADMIN_USERNAME / ADMIN_PASSWORD, or (embedded database only) with a generated password the
 * caller prints once and the admin must change at the first login. Never a fixed default password. Nothing happens
 * once any admin exists.
 */
export async function ensureFirstAdmin(
  db: Kysely<Database>,
  settings: { username?: string; password?: string; email?: string },
  options: { canGenerate: boolean },
): Promise<FirstAdminResult> {
  if ((await countAdmins(db)) > 0) return { created: false, missing: false };
  const fromEnvironment = Boolean(settings.username && settings.password);
  if (!fromEnvironment && !options.canGenerate) return { created: false, missing: true };
  const username = settings.username || 'admin';
  if (await findUserByLogin(db, username)) return { created: false, missing: true };
  const password = fromEnvironment ? settings.password! : randomBytes(12).toString('base64url');
  await insertUser(db, {
    username,
    email: (settings.email || `${username}@kalkulator.local`).toLowerCase(),
    full_name: 'Administrator',
    password_hash: await hashPassword(password),
    role: 'admin',
    // A generated password stood in a log: the admin changes it at the first login before anything else.
    must_change_password: !fromEnvironment,
  });
  return {
    created: true,
    missing: false,
    username,
    ...(!fromEnvironment && { generatedPassword: password }),
  };
}

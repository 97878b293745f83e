import pg from 'pg';

// A whole PostgreSQL database of a test's own, for tests that start server processes (which migrate and seed it
// themselves, in its public schema); dropped at the end, connections or not.

export const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function run(statement: string) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates `kalkulator_<purpose>_<pid>_<time>`; answers its URL and the function that drops it. */
export async function createTestDatabase(
  purpose: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `kalkulator_${purpose}_${process.pid}_${Date.now()}`;
  await run(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

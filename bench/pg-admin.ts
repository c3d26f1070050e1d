import pg from 'pg';

/** The URL of database `db` on the server of `serverUrl`. */
export const databaseUrl = (serverUrl: string, db: string) =>
  Object.assign(new URL(serverUrl), { pathname: `/${db}` }).toString();

/** One statement on its own connection (create and drop the benches' databases). */
export async function adminStatement(serverUrl: string, statement: string) {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}

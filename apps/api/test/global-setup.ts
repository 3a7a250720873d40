import { adminQuery, testDatabasePrefix } from './test-database.js';

/** With PostgreSQL, drops databases that an interrupted earlier run left behind. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  const dropLeftovers = async () => {
    if (!serverUrl) return;
    const prefix = testDatabasePrefix(serverUrl);
    await adminQuery(serverUrl, `DO $$ DECLARE name text; BEGIN
      FOR name IN SELECT datname FROM pg_database WHERE datname LIKE '${prefix}%' LOOP
        EXECUTE format('DROP DATABASE IF EXISTS %I WITH (FORCE)', name);
      END LOOP; END $$;`);
  };
  await dropLeftovers();
  return dropLeftovers;
}

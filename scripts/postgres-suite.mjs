// The test files that run a second time on the PostgreSQL server in `npm test`. The first run is on
// PGlite, which is PostgreSQL itself (the same SQL, planner, constraints and migrations) in one
// connection inside the process. A file belongs here when what it proves depends on what only a
// server has: several connections at once (concurrency, locks, the pool), statement and lock
// timeouts, several instances on one database, the `pg` driver's own types and errors, or the
// server's collation. `npm run test:full` runs every server file on PostgreSQL.
export const POSTGRES_SUITE = [
  // One broad pass of the `pg` driver through every route, as every kind of user.
  ['apps/server/test/authorization-matrix.test.ts', 'every route once through the pg driver'],
  // Connections, locks and timeouts.
  ['apps/server/test/database-pool.test.ts', 'the pool: a busy pool answers 503, never hangs'],
  ['apps/server/test/database-timeouts.test.ts', 'statement and lock timeouts (server settings)'],
  ['apps/server/test/crash-safety.test.ts', 'kill -9 mid-transaction: all or none on a server'],
  // Races: parallel requests on their own connections, where PGlite would queue them.
  ['apps/server/test/sign-in-throttling.test.ts', 'parallel sign-ins against one counter'],
  ['apps/server/test/product-updates.test.ts', 'parallel product updates'],
  ['apps/server/test/honest-statistics.test.ts', 'parallel views and Buy clicks counted once'],
  ['apps/server/test/buy-clicks.test.ts', 'parallel Buy calls counted once, as the seller sees'],
  ['apps/server/test/google-sign-in.test.ts', 'one sign-in code exchanged twice at once'],
  ['apps/server/test/csv-import.test.ts', "an import's one transaction on a pooled client"],
  ['apps/server/test/look-alike-usernames.test.ts', 'parallel look-alike sign-ups and renames'],
  // Several instances on one database.
  ['apps/server/test/several-instances.test.ts', 'two instances, one database, one Redis'],
  ['apps/server/test/several-instances-s3.test.ts', 'two instances sharing S3 media'],
  ['apps/server/test/catalog-sync.test.ts', "one server sees another's commits in order"],
  ['apps/server/test/page-cache.test.ts', "a cached page follows another server's change"],
  // What differs on a server by its settings.
  ['apps/server/test/dashboard-sort-search.test.ts', "sorting by name in the server's collation"],
  ['apps/server/test/http-contract.test.ts', 'health reports the PostgreSQL database'],
  [
    'apps/server/test/catalog-snapshot.test.ts',
    "the index snapshot's database identity and change-log position on a server",
  ],
  // The benchmarks load their catalogues into PostgreSQL.
  ['bench/smoke.test.ts', 'the benchmark commands, small, against a server'],
  ['bench/search-smoke.test.ts', 'the search benchmarks, small, against a server'],
];

// Writes dist/pglite-template/: an empty Curio database for PGlite, initialised and migrated. The
// first start of the embedded database copies it instead of running initdb and every migration
// in the server (initdb alone holds two PostgreSQL instances and a copy of one's memory at once:
// about 700 MB resident; bench/memory.ts). Migrations added after the build still run at start.
// Made again only when the installed PGlite or the migrations change.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const require = createRequire(import.meta.url);
const packageJson = join(dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
const pgliteVersion = JSON.parse(readFileSync(packageJson, 'utf8')).version;
const migrationsFolder = new URL('./drizzle', import.meta.url).pathname;
const journal = readFileSync(join(migrationsFolder, 'meta', '_journal.json'));
const stampText = `${pgliteVersion} ${createHash('sha256').update(journal).digest('hex')}`;

const template = new URL('./dist/pglite-template', import.meta.url).pathname;
const stamp = `${template}.version`;
if (existsSync(template) && existsSync(stamp) && readFileSync(stamp, 'utf8') === stampText) {
  process.exit(0);
}
const started = Date.now();
rmSync(template, { recursive: true, force: true });
const client = await PGlite.create(template, { extensions: { pg_trgm, fuzzystrmatch } });
await migrate(drizzle({ client }), { migrationsFolder });
await client.close();
rmSync(join(template, 'postmaster.pid'), { force: true });
writeFileSync(stamp, stampText);
console.log(`empty PGlite ${pgliteVersion} database written in ${Date.now() - started} ms`);

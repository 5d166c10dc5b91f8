// The cheap checks the embedded database gets before it serves (decision 020). Two processes on
// one folder left an index that disagreed with its table and rows whose parent was gone
// (issue 14); PostgreSQL's amcheck finds the first (bt_index_check with heapallindexed: every
// heap tuple must be in the index, plus the B-tree's own invariants; verify_heapam: the heap's
// pages and tuple headers), a NOT EXISTS probe per foreign key the second.
// https://www.postgresql.org/docs/17/amcheck.html

type Query = (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;

export type Damage = { check: "index" | "heap" | "foreign key"; relation: string; detail: string };

/** Every B-tree index outside the system catalogs that PostgreSQL considers usable. */
const INDEXES = `
  select c.oid::int as oid, c.oid::regclass::text as name
  from pg_index i
  join pg_class c on c.oid = i.indexrelid
  join pg_am am on am.oid = c.relam
  join pg_namespace n on n.oid = c.relnamespace
  where am.amname = 'btree' and i.indisvalid and i.indisready and c.relpersistence = 'p'
    and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'`;

const TABLES = `
  select c.oid
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = 'r' and c.relpersistence = 'p'
    and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'`;

/** One probe per foreign key: how many child rows (all key columns set) have no parent. */
const FOREIGN_KEY_PROBES = `
  select format('select %L::text as name, count(*)::int as orphans from %s c where %s and not exists (select 1 from %s p where %s)',
      con.conname,
      con.conrelid::regclass,
      (select string_agg(format('c.%I is not null', a.attname), ' and ')
         from unnest(con.conkey) k join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k),
      con.confrelid::regclass,
      (select string_agg(format('p.%I = c.%I', pa.attname, ca.attname), ' and ')
         from unnest(con.conkey, con.confkey) u(ck, pk)
         join pg_attribute ca on ca.attrelid = con.conrelid and ca.attnum = u.ck
         join pg_attribute pa on pa.attrelid = con.confrelid and pa.attnum = u.pk)) as probe
  from pg_constraint con where con.contype = 'f'`;

/**
 * Runs every check; an empty list means nothing was found. Each check is one statement over
 * all relations (a round trip to the database thread costs more than a small index's check);
 * only when the indexes' statement fails are they checked one by one, to name the broken one.
 */
export async function findDamage(query: Query): Promise<Damage[]> {
  await query("create extension if not exists amcheck");
  return [...(await checkIndexes(query)), ...(await checkHeaps(query)), ...(await checkForeignKeys(query))];
}

async function checkIndexes(query: Query): Promise<Damage[]> {
  try {
    await query(`select count(bt_index_check(oid::regclass, true)) from (${INDEXES}) i`);
    return [];
  } catch {
    const damage: Damage[] = [];
    for (const { oid, name } of (await query(INDEXES)).rows as { oid: number; name: string }[]) {
      await query("select bt_index_check($1::oid::regclass, true)", [oid]).catch((error: unknown) => {
        damage.push({ check: "index", relation: name, detail: messageOf(error) });
      });
    }
    return damage;
  }
}

async function checkHeaps(query: Query): Promise<Damage[]> {
  const { rows } = await query(
    `select t.oid::regclass::text as relation, v.msg as detail
     from (${TABLES}) t cross join lateral verify_heapam(t.oid::regclass) v limit 5`,
  );
  return (rows as { relation: string; detail: string }[]).map((row) => ({ check: "heap", ...row }));
}

async function checkForeignKeys(query: Query): Promise<Damage[]> {
  const probes = ((await query(FOREIGN_KEY_PROBES)).rows as { probe: string }[]).map((row) => row.probe);
  if (probes.length === 0) return [];
  const { rows } = await query(probes.join(" union all "));
  return (rows as { name: string; orphans: number }[])
    .filter((row) => row.orphans > 0)
    .map((row) => ({
      check: "foreign key",
      relation: row.name,
      detail: `${row.orphans} rows without parent / Zeilen ohne Elternzeile`,
    }));
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class DataFolderDamagedError extends Error {
  readonly damage: Damage[];
  constructor(folder: string, damage: Damage[]) {
    const found = damage.slice(0, 5).map((d) => `  - ${d.check} ${d.relation}: ${d.detail}`);
    if (damage.length > 5) found.push(`  - … ${damage.length - 5} more / weitere`);
    super(
      [
        `Die Datenbank im Datenordner ${folder} ist beschädigt; Lernfunke startet nicht, damit nicht mehr verloren geht.`,
        "Stelle eine Sicherung des Ordners wieder her (ein beschädigter Index allein lässt sich mit REINDEX neu aufbauen).",
        `The database in the data folder ${folder} is damaged; Lernfunke does not start, so that nothing more is lost.`,
        "Restore a backup of the folder (a damaged index alone can be rebuilt with REINDEX).",
        ...found,
      ].join("\n"),
    );
    this.name = "DataFolderDamagedError";
    this.damage = damage;
  }
}

// The PostgreSQL the two-instance bench sections use: BENCH_DATABASE_URL, else
// TEST_DATABASE_URL, else the machine's own; each run makes a throwaway database on it.

export function benchPostgresAdminUrl(): string {
  return (
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    "postgres://postgres@127.0.0.1:5432/postgres"
  );
}

/** A fresh database name for one run (dropped by the section afterwards). */
export function benchDatabaseName(): string {
  return `lernfunke_bench_${crypto.randomUUID().replaceAll("-", "").slice(0, 12)}`;
}

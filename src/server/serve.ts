import { lockDataFolder } from "#server/db/data-folder-lock.ts";
import { EnvError, parseEnv } from "#server/env.ts";
import { collectGarbage } from "#server/lib/collect-garbage.ts";
import { startupReason } from "#server/lib/log-scrub.ts";
import { createLogger, routeConsoleTo } from "#server/lib/logger.ts";
import { tuneRuntime } from "#server/lib/runtime-tuning.ts";

// The server's start, after main.ts: environment → the data folder's lock → database (checked,
// migrated) → app → listen. Stops cleanly on SIGINT/SIGTERM.
async function main() {
  // Before the app's modules load: their compile cache and a small young generation
  // (docs/decisions/057-server-memory.md).
  tuneRuntime();
  const env = parseEnv();
  // The lock comes before the app's modules are loaded (about 2 s): a second server on the same
  // folder stops at once (decision 020).
  const lock = embeddedOnDisk(env) ? lockDataFolder(env.DATA_DIR) : undefined;
  // Whatever fails goes through the scrubbing logger (decision 022): what libraries print, and
  // an error nothing caught, which Node would print whole (a failed query's values included).
  const logger = createLogger(env);
  routeConsoleTo(logger);
  const fatal = (err: unknown) => {
    logger.fatal({ err }, "uncaught error");
    process.exit(1);
  };
  process.on("uncaughtException", fatal);
  process.on("unhandledRejection", fatal);
  // The database opens while the app's modules load: its thread (on a new folder PGlite's
  // initdb, about 2 s) works on the second core meanwhile (decision 057).
  // On a folder on disk its thread starts even before Drizzle loads (db/client.ts, 0.6 s).
  const pglite = lock
    ? import("#server/db/pglite-remote.ts").then(({ RemotePGlite }) => RemotePGlite.open(env.DATA_DIR))
    : undefined;
  pglite?.then(
    // A new folder: loaded from the build's seed, or initdb and why (decision 061).
    ({ opened }) =>
      logger[opened === "existing folder" ? "debug" : "info"]({ opened }, "embedded database opened"),
    () => undefined, // awaited by openDatabase, which reports a failure
  );
  const opening = import("#server/db/client.ts").then(({ openDatabaseFor }) =>
    openDatabaseFor(env, { lock, logger, pglite }),
  );
  const [{ compose, DEFAULT_CLIENT_DIR }, opened] = await Promise.all([
    import("#server/compose.ts"),
    opening,
  ]);
  const { openAdminChannel } = await import("#server/admin/admin-channel.ts");
  const { listen, auth, database, worker, autoEnd, retention, voiceAgent } = await compose(env, {
    database: opened,
    clientDir: DEFAULT_CLIENT_DIR,
    dataFolderLock: lock,
    logger,
  });
  const admin = lock && auth ? await openAdminChannel({ dataDir: env.DATA_DIR, auth, logger }) : null;
  const server = listen({ port: env.PORT, ...(env.HOST ? { hostname: env.HOST } : {}) }, (info) => {
    logger.info(
      {
        port: info.port,
        database: database.driver,
        auth: env.SUPABASE_URL ? "supabase" : "embedded",
        signup: env.ALLOW_SIGNUP,
      },
      `Lernfunke läuft auf http://localhost:${info.port}`,
    );
    // Loading the modules left tens of MB of garbage an idle server would keep (decision 057).
    setTimeout(collectGarbage, 1000).unref();
  });
  const stop = (code: number) => {
    logger.info("shutting down");
    // Open voice conversations hold their sockets: they end first (1001, German reason).
    void voiceAgent?.close();
    void admin?.close();
    // A job still being analysed is left to its lease and resumed by the next worker.
    server.close(
      () =>
        void Promise.all([worker.stop(), autoEnd.stop(), retention.stop()]).then(() =>
          database.close().then(() => process.exit(code)),
        ),
    );
    setTimeout(() => process.exit(code), 5000).unref();
  };
  lock?.keepAlive(() => {
    // Someone removed or replaced the lock file: another process may open the folder now.
    logger.fatal("the data folder's lock file was removed or taken over; stopping to protect the data");
    stop(1);
  });
  process.on("SIGINT", () => stop(0));
  process.on("SIGTERM", () => stop(0));
}

function embeddedOnDisk(env: { DATABASE_URL?: string | undefined; DATA_DIR: string }) {
  return !env.DATABASE_URL && !env.DATA_DIR.startsWith("memory://");
}

main().catch((err) => {
  if (err instanceof EnvError || isDataFolderRefusal(err)) {
    // Plain text for the operator: console.* may already go to the log.
    process.stderr.write(`${err.message}\n`);
  } else {
    // Plain text for the operator, also when console.* already goes to the log.
    process.stderr.write(`Lernfunke could not start: ${startupReason(err)}\n`);
  }
  process.exit(1);
});

function isDataFolderRefusal(err: unknown): err is Error {
  return (
    err instanceof Error && (err.name === "DataFolderLockedError" || err.name === "DataFolderDamagedError")
  );
}

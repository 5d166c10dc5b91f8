import { serve } from "@hono/node-server";
import { compose, DEFAULT_CLIENT_DIR } from "#server/compose.ts";
import { EnvError, parseEnv } from "#server/env.ts";
import { startupReason } from "#server/lib/log-scrub.ts";
import { createLogger, routeConsoleTo } from "#server/lib/logger.ts";

// Start: environment → database (migrated) → app → listen. Stops cleanly on SIGINT/SIGTERM.
async function main() {
  const env = parseEnv();
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
  const { app, database, worker, voiceAgent } = await compose(env, { clientDir: DEFAULT_CLIENT_DIR, logger });
  const server = serve(
    { fetch: app.fetch, port: env.PORT, ...(env.HOST ? { hostname: env.HOST } : {}) },
    (info) => {
      logger.info(
        {
          port: info.port,
          database: database.driver,
          auth: env.SUPABASE_URL ? "supabase" : "embedded",
          signup: env.ALLOW_SIGNUP,
        },
        `Lernfunke läuft auf http://localhost:${info.port}`,
      );
    },
  );
  const agent = voiceAgent.attach(server);
  const stop = () => {
    logger.info("shutting down");
    // Open voice conversations hold their sockets: they end first (1001, German reason).
    void agent?.close();
    // A job still being analysed is left to its lease and resumed by the next worker.
    server.close(() => void worker.stop().then(() => database.close().then(() => process.exit(0))));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((err) => {
  if (err instanceof EnvError) {
    console.error(err.message);
  } else {
    // Plain text for the operator, also when console.* already goes to the log.
    process.stderr.write(`Lernfunke could not start: ${startupReason(err)}\n`);
  }
  process.exit(1);
});

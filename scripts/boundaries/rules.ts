// The architecture's boundaries as data (docs/architecture.md, "Boundaries"; decision 025).
// Each rule looks at one import edge: the importing file, the specifier as written, and the file
// TypeScript resolved it to (paths relative to the project root, "/"-separated).

export interface ImportEdge {
  from: string;
  specifier: string;
  to: string;
}

export interface Violation {
  rule: string;
  edge: ImportEdge;
  message: string;
}

// The server's engines: code that turns input into output (models, analysis, file reading,
// speech and the voice agent) and knows nothing of storage, HTTP or the features that use it.
const ENGINE = /^src\/server\/(ai|analysis|files|voice)\//;
// What an engine may not reach: storage, the HTTP framework, and the layers that use engines
// (features, the job queue, the admin socket, the app's wiring). auth/ is not listed yet: it is a
// feature outside features/ whose generic RateLimiter ai/model-limits.ts borrows; once auth
// moves into features/ (issue 15) this rule covers it.
const ENGINE_FORBIDDEN_FILES =
  /^src\/server\/(db|features|jobs|admin)\/|^src\/server\/(app|compose|main)\.ts$/;
const ENGINE_FORBIDDEN_PACKAGES = new Set(["drizzle-orm", "pg", "@electric-sql/pglite", "hono", "@hono"]);

const CLIENT_FEATURE = /^src\/client\/features\/([^/]+)\//;
// A feature's public entry: the one file another feature may import from it.
const PUBLIC_ENTRY = /^src\/client\/features\/[^/]+\/index\.tsx?$/;

// "drizzle-orm/pg-core" → "drizzle-orm", "@hono/node-server" → "@hono" (the whole scope: every
// @hono package is Hono), relative and "#…" specifiers → undefined.
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith(".") || specifier.startsWith("#") || specifier.startsWith("/")) return undefined;
  const [first] = specifier.split("/");
  if (first === "@hono") return first;
  return first?.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : first;
}

export function findViolations(edges: readonly ImportEdge[]): Violation[] {
  const violations: Violation[] = [];
  for (const edge of edges) {
    const { from, to, specifier } = edge;
    if (!from.startsWith("src/")) continue;

    if (ENGINE.test(from)) {
      const pkg = packageOf(specifier);
      if (ENGINE_FORBIDDEN_FILES.test(to) || (pkg !== undefined && ENGINE_FORBIDDEN_PACKAGES.has(pkg))) {
        violations.push({
          rule: "engine-stays-pure",
          edge,
          message:
            "An engine (src/server/ai, analysis, files, voice) imports neither the database, Hono, " +
            "a feature, the job queue nor the app's wiring; the feature passes in what the engine needs.",
        });
      }
    }

    const fromFeature = CLIENT_FEATURE.exec(from)?.[1];
    const toFeature = CLIENT_FEATURE.exec(to)?.[1];
    if (fromFeature && toFeature && fromFeature !== toFeature && !PUBLIC_ENTRY.test(to)) {
      violations.push({
        rule: "feature-public-entry",
        edge,
        message: `A client feature imports another only through its public entry (src/client/features/${toFeature}/index.ts).`,
      });
    }

    if (from.startsWith("src/client/") && to.startsWith("src/server/")) {
      violations.push({
        rule: "client-without-server",
        edge,
        message: "The browser's code never imports the server's; what both need lives in src/shared.",
      });
    }

    if (from.startsWith("src/shared/") && (to.startsWith("src/server/") || to.startsWith("src/client/"))) {
      violations.push({
        rule: "shared-stands-alone",
        edge,
        message: "src/shared is imported by server and client alike and imports neither.",
      });
    }
  }
  return violations;
}

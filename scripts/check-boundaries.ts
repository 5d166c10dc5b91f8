// npm run lint's second step: fails when an import crosses one of the architecture's boundaries
// (docs/architecture.md, "Boundaries"; decision 025). Usage: node scripts/check-boundaries.ts [root]
import path from "node:path";
import { importEdges } from "./boundaries/import-edges.ts";
import { findViolations } from "./boundaries/rules.ts";

const root = path.resolve(process.argv[2] ?? ".");
const edges = importEdges(root);
const violations = findViolations(edges);

for (const { rule, edge, message } of violations) {
  console.error(`${edge.from}: imports "${edge.specifier}" (${edge.to})\n  ${rule}: ${message}`);
}
if (violations.length > 0) {
  console.error(`\n${violations.length} boundary violation(s). See docs/architecture.md, "Boundaries".`);
  process.exit(1);
}
console.log(`Boundaries hold (${edges.length} imports checked).`);

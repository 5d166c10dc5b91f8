// The server's entry point (npm start, npm run serve). glibc's allocator settings take effect
// only when a process starts, so this process first starts once more with them when they are
// missing (decision 062), before the server's modules load: only this file and
// malloc-settings.ts are read twice. Then serve.ts starts the server.
import { applyMallocSettings } from "#server/lib/malloc-settings.ts";

applyMallocSettings();
await import("#server/serve.ts");

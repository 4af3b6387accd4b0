// Loads the project's TypeScript modules (the content folder, server-side settings) from a
// plain Node script: Vite compiles them as the app's own build would, with the same "~" alias.
import { fileURLToPath } from "node:url";
import { createServer } from "vite";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/**
 * Imports each of `ids` (paths from the project root, e.g. "/app/content/index.ts") and hands
 * the modules to `run`. The compiler stays open until `run` settles, because the modules may
 * import more on demand.
 */
export async function withTypeScript(ids, run) {
  const vite = await createServer({
    configFile: false,
    root: ROOT,
    resolve: { alias: { "~": `${ROOT}app` } },
    // Nothing to serve or watch: the modules are only run.
    server: { middlewareMode: true, watch: null, hmr: false },
    optimizeDeps: { noDiscovery: true },
    appType: "custom",
    logLevel: "error",
  });
  try {
    const modules = [];
    for (const id of ids) modules.push(await vite.ssrLoadModule(id));
    return await run(modules);
  } finally {
    await vite.close();
  }
}

import type { Plugin } from "vite";
import type { SiteContent } from "../app/content/types";
import { contentProblems } from "./content-rules";
import { withTypeScript } from "./import-typescript.mjs";

const CONTENT = "/app/content/index.ts";

/**
 * What the dev server last said. Process-wide: Remix starts a second Vite server that loads this
 * plugin again, and one save must be reported once.
 */
const memory = globalThis as { portfolioContentSaid?: string };

function report(problems: string[]): string {
  return `The content in app/content/ has ${problems.length === 1 ? "a mistake" : `${problems.length} mistakes`}:\n  ${problems.join("\n  ")}`;
}

/**
 * Checks app/content/ before every build, which fails with one sentence per mistake naming
 * the file and the field; `npm run dev` says the same in its log whenever a content file changes.
 */
export function contentCheck(): Plugin {
  let publicDir = "";
  let serverBuild = false;
  return {
    name: "portfolio-content-check",
    configResolved(config) {
      publicDir = config.publicDir;
      serverBuild = Boolean(config.build.ssr);
    },
    async buildStart() {
      // Once per build: the client build runs first.
      if (serverBuild || this.meta.watchMode) return;
      // A module loaded at run time: the rules check its shape rather than trust the types.
      const problems = await withTypeScript([CONTENT], ([content]) => contentProblems(content as unknown as SiteContent, publicDir));
      if (problems.length) {
        // The sentences alone: an owner fixing a field needs no stack trace of the bundler.
        console.error(`\n${report(problems)}\n`);
        process.exit(1);
      }
    },
    configureServer(server) {
      server.watcher.on("change", (file) => {
        if (!file.includes("/app/content/") || file.endsWith(".test.ts")) return;
        server
          .ssrLoadModule(CONTENT)
          .then((content) => {
            const problems = contentProblems(content as unknown as SiteContent, publicDir);
            const text = problems.length ? report(problems) : "";
            if (text === (memory.portfolioContentSaid ?? "")) return;
            if (text) server.config.logger.error(text);
            else server.config.logger.info("The content in app/content/ is fine again.");
            memory.portfolioContentSaid = text;
          })
          .catch(() => undefined); // A syntax error: Vite reports it itself.
      });
    },
  };
}

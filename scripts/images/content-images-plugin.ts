import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin, ViteDevServer } from "vite";
import type { Picture } from "../../app/lib/picture";
import { OPTIMIZED_DIR, optimizeImage, type OptimizedFile } from "./optimize-image";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const CONTENT_DIR = join(ROOT, "app", "content");
const CACHE_DIR = join(ROOT, ".cache", "content-images");
const MODULE_ID = "virtual:content-pictures";
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * Every image path written in the content folder ("/images/portrait.jpg"). Read as text, like
 * the icons, so an edit to the content is picked up by the dev server without a restart.
 */
function contentImageSources(): string[] {
  const files = readdirSync(CONTENT_DIR).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));
  const sources = files.flatMap((file) =>
    [...readFileSync(join(CONTENT_DIR, file), "utf8").matchAll(/\bsrc:\s*["'`](\/[^"'`]+)["'`]/g)].map((match) => match[1] ?? ""),
  );
  return [...new Set(sources)].sort();
}

interface Optimized {
  pictures: Record<string, Picture>;
  files: OptimizedFile[];
}

async function optimizeContentImages(publicDir: string): Promise<Optimized> {
  const optimized: Optimized = { pictures: {}, files: [] };
  for (const src of contentImageSources()) {
    // A missing file is a content mistake, which the content check names.
    if (!existsSync(join(publicDir, src))) continue;
    const { picture, files } = await optimizeImage(src, publicDir, CACHE_DIR);
    optimized.pictures[src] = picture;
    optimized.files.push(...files);
  }
  return optimized;
}

/**
 * Optimizes the portraits and screenshots the content names, as the build's own step: each raster
 * image becomes AVIF, WebP and JPEG (or PNG) copies at a few widths, fingerprinted under
 * /assets/images/, and `virtual:content-pictures` tells the page their sizes and srcsets. SVGs
 * stay as they are. sharp runs here only, never in the Worker.
 */
export function contentImages(): Plugin {
  let publicDir = join(ROOT, "public");
  let serverBuild = false;
  let optimized: Promise<Optimized> | undefined;
  const current = () => (optimized ??= optimizeContentImages(publicDir));

  function refresh(server: ViteDevServer) {
    optimized = undefined;
    const module = server.moduleGraph.getModuleById(RESOLVED_ID);
    if (module) server.moduleGraph.invalidateModule(module);
  }

  return {
    name: "portfolio-content-images",
    configResolved(config) {
      publicDir = config.publicDir;
      serverBuild = Boolean(config.build.ssr);
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return `export default ${JSON.stringify((await current()).pictures)};`;
    },
    async generateBundle() {
      // The copies are static files of build/client; the Worker only needs their names.
      if (serverBuild) return;
      for (const { path, file } of (await current()).files) {
        this.emitFile({ type: "asset", fileName: path.slice(1), source: readFileSync(file) });
      }
    },
    configureServer(server) {
      server.watcher.on("change", (file) => {
        if (file.startsWith(CONTENT_DIR) || file.startsWith(publicDir)) refresh(server);
      });
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split("?")[0] ?? "";
        if (!path.startsWith(OPTIMIZED_DIR)) return next();
        current()
          .then(({ files }) => {
            const found = files.find((candidate) => candidate.path === path);
            if (!found) return next();
            res.setHeader("Cache-Control", "no-store");
            res.end(readFileSync(found.file));
          })
          .catch(next);
      });
    },
  };
}

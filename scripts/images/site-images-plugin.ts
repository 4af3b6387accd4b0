import type { Plugin } from "vite";
import type { Profile } from "../../app/content/types";
import { withTypeScript } from "../import-typescript.mjs";
import { readPortrait, renderSiteImages, SITE_IMAGE_PATHS, type SiteImage } from "./site-images";

const CONTENT = "/app/content/index.ts";

/** The profile the content folder exports (a module loaded at run time; app/content/types.ts checks its shape at build). */
function profileOf(content: Record<string, unknown>): Profile {
  return content.profile as Profile;
}

/**
 * Draws the social card and the favicons from app/content/ into every client build, and
 * serves them from memory in `npm run dev`. They are build output, never committed, so
 * they cannot show an old name.
 */
export function siteImages(): Plugin {
  let serverBuild = false;
  let publicDir = "";
  /** The dev server's copy, drawn again only when the profile or the portrait changed. */
  let drawn: { key: string; images: Promise<SiteImage[]> } | undefined;

  async function draw(content: Record<string, unknown>): Promise<SiteImage[]> {
    const profile = profileOf(content);
    const portrait = await readPortrait(publicDir, profile.portraits.default.src);
    const key = JSON.stringify([profile, portrait && Buffer.from(portrait.bytes).toString("base64")]);
    if (drawn?.key !== key) drawn = { key, images: renderSiteImages(profile, portrait) };
    return drawn.images;
  }

  return {
    name: "portfolio-site-images",
    configResolved(config) {
      serverBuild = Boolean(config.build.ssr);
      publicDir = config.publicDir;
    },
    async generateBundle() {
      // The Worker's own build needs no images: build/client is what gets served.
      if (serverBuild) return;
      const images = await withTypeScript([CONTENT], ([content = {}]) => draw(content));
      for (const image of images) this.emitFile({ type: "asset", fileName: image.path.slice(1), source: image.bytes });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split("?")[0] ?? "";
        if (!SITE_IMAGE_PATHS.includes(path)) return next();
        server
          .ssrLoadModule(CONTENT)
          .then(draw)
          .then((images) => {
            const image = images.find((candidate) => candidate.path === path);
            if (!image) return next();
            res.setHeader("Content-Type", image.type);
            res.setHeader("Cache-Control", "no-store");
            res.end(image.bytes);
          })
          .catch(next);
      });
    },
  };
}

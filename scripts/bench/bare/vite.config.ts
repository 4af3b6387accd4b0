import { vitePlugin as remix } from "@remix-run/dev";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { REMIX_FUTURE } from "../../../remix-future";

// The bare page beside the site in `npm run bench:page`: Remix's plugin alone, with the site's
// future flags, and none of its styles, icons or images.
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  // The project's root, so the build runs the same from any working directory.
  root: here("../../.."),
  // The site's static files, for their _headers: the bare page's scripts get the same caching and headers.
  publicDir: here("../../../public"),
  plugins: [
    remix({
      appDirectory: here("app"),
      buildDirectory: here("build"),
      future: REMIX_FUTURE,
    }),
  ],
  resolve: {
    // The site's entry.server.tsx, which the bare one re-exports, imports through "~".
    alias: { "~": here("../../../app") },
  },
});

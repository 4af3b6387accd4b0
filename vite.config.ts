import { vitePlugin as remix, cloudflareDevProxyVitePlugin as remixCloudflareDevProxy } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { getLoadContext } from "./load-context";
import { REMIX_FUTURE } from "./remix-future";
import { contentCheck } from "./scripts/content-check-plugin";
import { iconSprite } from "./scripts/icon-sprite-plugin";
import { contentImages } from "./scripts/images/content-images-plugin";
import { siteImages } from "./scripts/images/site-images-plugin";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ command }) => ({
  server: { host: "127.0.0.1" },
  plugins: [
    // Bindings from wrangler.toml for `npm run dev` only: a build needs none, and starting
    // the platform proxy there only prints warnings about the Durable Object it cannot serve.
    command === "serve" && remixCloudflareDevProxy({ getLoadContext }),
    contentCheck(),
    tailwindcss(),
    iconSprite(),
    contentImages(),
    siteImages(),
    remix({
      future: REMIX_FUTURE,
    }),
  ],
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname },
  },
}));

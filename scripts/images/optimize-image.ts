import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, extname, join } from "node:path";
import sharp, { type Sharp } from "sharp";
import type { Picture } from "../../app/lib/picture";

/** Widths of the copies: a portrait shows at up to 224 px and a screenshot at up to 448, on screens of 1x to 3x. */
export const WIDTHS: readonly number[] = [320, 640, 960, 1280];
/** Where the copies are served from: fingerprinted, so cached for a year like the rest of /assets. */
export const OPTIMIZED_DIR = "/assets/images/";
/** Raster files the build optimizes; anything else (SVG) is served as it is. */
export const RASTER = /\.(jpe?g|png|webp)$/i;
/** Bumped when the encoding changes, so no copy made with the old settings is reused. */
const SETTINGS = "avif-q50 webp-q72 jpeg-q78 png-256 opaque-alpha-as-jpeg";

type Format = "avif" | "webp" | "jpeg" | "png";
const MIME: Record<Format, string> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg", png: "image/png" };

function encode(image: Sharp, format: Format): Sharp {
  switch (format) {
    case "avif":
      return image.avif({ quality: 50, effort: 4 });
    case "webp":
      return image.webp({ quality: 72 });
    case "jpeg":
      return image.jpeg({ quality: 78, mozjpeg: true });
    case "png":
      return image.png({ palette: true, colours: 256 });
  }
}

/** An optimized copy: its served path and where the build keeps its bytes. */
export interface OptimizedFile {
  path: string;
  file: string;
}

/**
 * The picture of one file in public/ (`src` as the content names it): its size read from the
 * file, and for a raster image, copies at WIDTHS no wider than the file in AVIF, WebP and a
 * fallback (JPEG, or PNG when it has transparency). Copies are encoded once and kept in
 * `cacheDir` under a hash of the file's bytes.
 */
export async function optimizeImage(src: string, publicDir: string, cacheDir: string): Promise<{ picture: Picture; files: OptimizedFile[] }> {
  const bytes = readFileSync(join(publicDir, src));
  const metadata = await sharp(bytes).metadata();
  const { width, height } = metadata.autoOrient;
  if (!RASTER.test(src)) return { picture: { src, width, height, sources: [] }, files: [] };

  const hash = createHash("sha256").update(SETTINGS).update(bytes).digest("hex").slice(0, 10);
  const name = basename(src, extname(src)).replace(/[^\w-]/g, "-");
  const widths = WIDTHS.filter((candidate) => candidate < width);
  if (widths.length < WIDTHS.length) widths.push(Math.min(width, WIDTHS[WIDTHS.length - 1] ?? width));
  // An alpha channel that is opaque everywhere (common in exported photos) needs no PNG.
  const transparent = metadata.hasAlpha && !(await sharp(bytes).stats()).isOpaque;
  const fallback: Format = transparent ? "png" : "jpeg";
  mkdirSync(cacheDir, { recursive: true });

  const files: OptimizedFile[] = [];
  const srcSet = async (format: Format) => {
    const entries: string[] = [];
    for (const copyWidth of widths) {
      const fileName = `${name}-${copyWidth}w-${hash}.${format === "jpeg" ? "jpg" : format}`;
      const file = join(cacheDir, fileName);
      if (!existsSync(file)) writeFileSync(file, await encode(sharp(bytes).rotate().resize({ width: copyWidth }), format).toBuffer());
      files.push({ path: `${OPTIMIZED_DIR}${fileName}`, file });
      entries.push(`${OPTIMIZED_DIR}${fileName} ${copyWidth}w`);
    }
    return entries.join(", ");
  };
  const sources = [
    { type: MIME.avif, srcSet: await srcSet("avif") },
    { type: MIME.webp, srcSet: await srcSet("webp") },
  ];
  const fallbackSet = await srcSet(fallback);
  // The plain src, for browsers without srcset: the copy closest to twice a portrait's size.
  const plain = fallbackSet.split(", ").find((entry) => entry.endsWith(" 640w")) ?? fallbackSet.split(", ").at(-1) ?? "";
  return { picture: { src: plain.split(" ")[0] ?? src, width, height, srcSet: fallbackSet, sources }, files };
}

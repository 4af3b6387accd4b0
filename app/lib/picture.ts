/**
 * An image of the content as the build optimized it: the width and height read from the file,
 * and for a photo or screenshot, smaller copies in modern formats for the browser to choose from.
 * An SVG stays as it is (`src` only).
 */
export interface Picture {
  src: string;
  width: number;
  height: number;
  /** The fallback format's copies, "path 320w, path 640w", when the file is a raster image. */
  srcSet?: string;
  /** AVIF, then WebP: the browser takes the first it can show. */
  sources: { type: string; srcSet: string }[];
}

/** A picture with the words that describe it: what a page shows. */
export type ShownPicture = Picture & { alt: string };

import pictures from "virtual:content-pictures";
import type { Image } from "~/content/types";
import type { ShownPicture } from "~/lib/picture";

/** The optimized picture of a content image: its size from the file, its copies and formats. */
export function pictureOf(image: Image): ShownPicture {
  const picture = pictures[image.src];
  // Only a file the content check would refuse has no picture; the build has stopped before.
  if (!picture) throw new Error(`${image.src} was not optimized: is it in public/?`);
  return { ...picture, alt: image.alt };
}

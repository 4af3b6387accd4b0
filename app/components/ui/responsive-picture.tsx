import type { ShownPicture } from "~/lib/picture";

/**
 * A content image in the formats and widths the build made of it: the browser takes AVIF or
 * WebP when it can, at the width `sizes` asks for. Width and height come from the file, so
 * nothing moves while it loads.
 */
export function ResponsivePicture({
  picture,
  sizes,
  className,
  lazy = false,
}: {
  picture: ShownPicture;
  sizes: string;
  className?: string;
  lazy?: boolean;
}) {
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={picture.src}
        srcSet={picture.srcSet}
        sizes={picture.srcSet ? sizes : undefined}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        loading={lazy ? "lazy" : undefined}
        decoding="async"
        draggable={false}
        className={className}
      />
    </picture>
  );
}

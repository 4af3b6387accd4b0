import type { IconId } from "~/content/types";
import spriteHref from "~/generated/icon-sprite.svg?url";

/**
 * An icon drawn from the build-time sprite: no path data in the JavaScript bundle.
 * Decorative by default: the control or text beside it carries the name.
 */
export function Icon({ id, className = "icon" }: { id: IconId; className?: string }) {
  return (
    <svg className={className} aria-hidden="true" focusable="false">
      <use href={`${spriteHref}#${id.replace(":", "-")}`} />
    </svg>
  );
}

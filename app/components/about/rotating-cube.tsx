import { Icon } from "~/components/ui/icon";
import type { CubeFace } from "~/lib/cube-faces";

/** A decorative CSS 3D cube; it turns slowly, and stands still for visitors who prefer less motion. */
export function RotatingCube({ faces }: { faces: CubeFace[] }) {
  return (
    <div aria-hidden="true" className="cube-scene">
      <div className="cube">
        {faces.map((face, index) => (
          <span key={index} className={`cube-face cube-face-${index + 1}`}>
            {face.kind === "text" ? face.text : <Icon id={face.icon} className="size-12" />}
          </span>
        ))}
      </div>
    </div>
  );
}

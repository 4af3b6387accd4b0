import type { Profile } from "~/content/types";

/** A decorative CSS 3D cube; it turns slowly, and stands still for visitors who prefer less motion. */
export function RotatingCube({ profile }: { profile: Profile }) {
  const faces = [profile.initials, "</>", "{ }", "TS", "=>", "JS"];
  return (
    <div aria-hidden="true" className="cube-scene">
      <div className="cube">
        {faces.map((face, index) => (
          <span key={index} className={`cube-face cube-face-${index + 1}`}>
            {face}
          </span>
        ))}
      </div>
    </div>
  );
}

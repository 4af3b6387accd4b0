import type { Profile } from "~/content/types";

export function AboutSection({ profile }: { profile: Profile }) {
  return (
    <section id="about" aria-labelledby="about-heading" className="scroll-mt-24">
      <h1 id="about-heading">{profile.role}</h1>
      <p>{profile.bio}</p>
    </section>
  );
}

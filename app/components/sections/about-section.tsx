import { ContactLinks } from "~/components/about/contact-links";
import { HireMe } from "~/components/about/hire-dialog";
import { Portrait } from "~/components/about/portrait";
import { RotatingCube } from "~/components/about/rotating-cube";
import type { Profile } from "~/content/types";
import type { CubeFace } from "~/lib/cube-faces";
import type { ShownPicture } from "~/lib/picture";

interface AboutProps {
  profile: Profile;
  portraits: { default: ShownPicture; alternate: ShownPicture };
  whatsapp: string | null;
  cube: CubeFace[];
}

export function AboutSection({ profile, portraits, whatsapp, cube }: AboutProps) {
  return (
    <section id="about" aria-labelledby="about-heading" className="scroll-mt-24">
      <div className="flex flex-col items-center gap-10 md:flex-row md:items-center md:gap-14">
        <Portrait portraits={portraits} />
        <div className="flex-1 text-center md:text-left">
          <p className="font-mono text-accent">
            Hi, I&apos;m {profile.firstName} {profile.lastName} 👋
          </p>
          <h1 id="about-heading" className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">
            {profile.role}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-muted">{profile.bio}</p>
          <div className="mt-7 flex flex-col items-center gap-5 sm:flex-row md:items-center">
            <HireMe profile={profile} />
            <ContactLinks profile={profile} whatsapp={whatsapp} />
          </div>
        </div>
        <RotatingCube faces={cube} />
      </div>
    </section>
  );
}

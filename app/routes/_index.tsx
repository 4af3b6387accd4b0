import type { HeadersFunction, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { SiteHeader } from "~/components/layout/site-header";
import { SiteFooter } from "~/components/layout/site-footer";
import { SkipLink } from "~/components/layout/skip-link";
import { NewTabHint } from "~/components/ui/new-tab-hint";
import { Spotlight } from "~/components/layout/spotlight";
import { AboutSection } from "~/components/sections/about-section";
import { ExperienceSection } from "~/components/sections/experience-section";
import { ProjectsSection } from "~/components/sections/projects-section";
import { SkillsSection } from "~/components/sections/skills-section";
import { experience, profile, projects, skillGroups } from "~/content";
import { useConsoleGreeting } from "~/lib/use-console-greeting";
import { homeMeta } from "~/lib/seo";

export function loader() {
  return { profile, skillGroups, experience, projects };
}

export const headers: HeadersFunction = () => ({
  // The page is the same for every visitor of a theme; browsers revalidate, the edge keeps it.
  "Cache-Control": "public, max-age=0, must-revalidate",
});

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? homeMeta(data.profile) : []);

export default function Home() {
  const content = useLoaderData<typeof loader>();
  useConsoleGreeting(content.profile);
  return (
    <>
      <SkipLink />
      <Spotlight />
      <SiteHeader profile={content.profile} />
      <main id="main" tabIndex={-1} className="relative z-10 mx-auto grid max-w-6xl grid-cols-1 gap-24 px-4 pb-24 pt-32 sm:px-6 sm:pt-28">
        <AboutSection profile={content.profile} />
        <SkillsSection groups={content.skillGroups} />
        <ExperienceSection entries={content.experience} />
        <ProjectsSection projects={content.projects} />
      </main>
      <SiteFooter profile={content.profile} />
      <NewTabHint />
    </>
  );
}

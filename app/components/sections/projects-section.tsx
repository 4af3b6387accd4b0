import type { Project } from "~/content/types";
import { SectionHeading } from "./section-heading";

export function ProjectsSection({ projects }: { projects: Project[] }) {
  return (
    <section id="projects" aria-labelledby="projects-heading" className="scroll-mt-24">
      <SectionHeading id="projects-heading">Projects</SectionHeading>
      <ul>
        {projects.map((project) => (
          <li key={project.name}>{project.name}</li>
        ))}
      </ul>
    </section>
  );
}

import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";
import { projects as contentProjects } from "~/content";
import type { Project } from "~/content/types";
import { ProjectsSection } from "./projects-section";

/** `count` projects, named apart, from the content's first one. */
function projectsOf(count: number): Project[] {
  const [first] = contentProjects;
  if (!first) throw new Error("app/content/projects.ts has no project");
  return Array.from({ length: count }, (_, index) => ({ ...first, name: `${first.name} ${index + 1}` }));
}

/** Each slide as the server renders it: its label and where it stands. */
function slides(html: string): { label: string; position: string }[] {
  return [...html.matchAll(/aria-roledescription="slide" aria-label="([^"]+)"[^>]*data-position="([^"]+)"/g)].map(
    ([, label = "", position = ""]) => ({
      label,
      position,
    }),
  );
}

test("one project: its card alone, with no buttons and no count to move through", () => {
  const html = renderToString(<ProjectsSection projects={projectsOf(1)} />);
  expect(slides(html)).toEqual([{ label: "1 of 1", position: "current" }]);
  expect(html).not.toContain("Previous project");
  expect(html).not.toContain("Next project");
});

test("two projects: the other one waits at the next side, and the buttons move between them", () => {
  const html = renderToString(<ProjectsSection projects={projectsOf(2)} />);
  expect(slides(html)).toEqual([
    { label: "1 of 2", position: "current" },
    { label: "2 of 2", position: "next" },
  ]);
  expect(html).toContain('aria-label="Previous project"');
  expect(html).toContain('aria-label="Next project"');
});

test("many projects: the last waits at the previous side, the second at the next, the rest hidden", () => {
  const count = Math.max(3, contentProjects.length);
  const html = renderToString(<ProjectsSection projects={projectsOf(count)} />);
  expect(slides(html)).toEqual(
    Array.from({ length: count }, (_, index) => ({
      label: `${index + 1} of ${count}`,
      position: index === 0 ? "current" : index === 1 ? "next" : index === count - 1 ? "prev" : "hidden",
    })),
  );
});

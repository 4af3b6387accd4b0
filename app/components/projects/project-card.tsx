import { Icon } from "~/components/ui/icon";
import type { Project } from "~/content/types";
import { codeHostOf } from "~/lib/code-host";
import { shownDeploys } from "~/lib/deploy-line";
import { NEW_TAB_HINT_ID } from "~/components/ui/new-tab-hint";
import { ResponsivePicture } from "~/components/ui/responsive-picture";
import type { ShownPicture } from "~/lib/picture";

/**
 * One project. The name's link stretches over the whole card (live site, else the code);
 * the code (GitHub, GitLab…) and Live buttons sit above it. `interactive` is false for the side cards,
 * which are previews: out of the tab order and hidden from assistive technology.
 */
const BUTTON = "inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold";

/** A card's width: the slide's 28rem less its padding, or the screen less the carousel's margins. */
const IMAGE_SIZES = "(min-width: 512px) 400px, calc(100vw - 6rem)";

export function ProjectCard({ project, picture, interactive }: { project: Project; picture?: ShownPicture; interactive: boolean }) {
  const href = project.live || project.github;
  const code = codeHostOf(project.github);
  const deploys = shownDeploys(project.deploy);
  const tabIndex = interactive ? undefined : -1;
  // The buttons are named by their visible text; the card's heading tells which project.
  const headingId = `project-${project.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  const describedBy = `${headingId} ${NEW_TAB_HINT_ID}`;
  const external = { target: "_blank", rel: "noopener noreferrer", draggable: false, tabIndex } as const;
  return (
    <article className="project-card relative flex flex-col rounded-2xl border border-line bg-card p-6 shadow-lg">
      {picture ? (
        // Below the fold, so lazy.
        <ResponsivePicture picture={picture} sizes={IMAGE_SIZES} lazy className="mb-5 h-auto w-full rounded-xl border border-line object-cover" />
      ) : null}
      <h3 id={headingId} className="text-xl font-bold">
        <a href={href} {...external} aria-describedby={NEW_TAB_HINT_ID} className="after:absolute after:inset-0 after:rounded-2xl after:content-['']">
          {project.name}
        </a>
      </h3>
      <p className="mt-3 flex-1 leading-relaxed text-muted">{project.description}</p>
      <p className="mt-4 text-sm">
        <span className="font-semibold text-accent">Stack:</span> {project.stack.join(", ")}
      </p>
      {deploys.length ? (
        // Above the card's stretched link, so a deploy link is a link of its own.
        <p className="relative mt-1 text-sm">
          Deploy —{" "}
          {deploys.map(({ key, label, name, href }, index) => (
            <span key={key}>
              {index > 0 ? " · " : null}
              {label}:{" "}
              {href ? (
                <a
                  href={href}
                  {...external}
                  // Named with its label: a package often shares the project's name, which the card's own link has.
                  aria-label={`${label}: ${name}`}
                  aria-describedby={NEW_TAB_HINT_ID}
                  className="underline decoration-line underline-offset-2 hover:text-accent"
                >
                  {name}
                </a>
              ) : (
                name
              )}
            </span>
          ))}
        </p>
      ) : null}
      <div className="relative mt-5 flex gap-3">
        {project.github ? (
          <a
            href={project.github}
            {...external}
            aria-describedby={describedBy}
            className={`${BUTTON} border border-line hover:border-accent hover:text-accent`}
          >
            <Icon id={code.icon} className="size-4" />
            {code.label}
          </a>
        ) : null}
        {project.live ? (
          <a href={project.live} {...external} aria-describedby={describedBy} className={`${BUTTON} bg-accent text-accent-ink`}>
            <Icon id="lu:external-link" className="size-4" />
            Live
          </a>
        ) : null}
      </div>
    </article>
  );
}

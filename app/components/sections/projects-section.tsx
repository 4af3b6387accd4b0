import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from "react";
import { ProjectCard } from "~/components/projects/project-card";
import { Icon } from "~/components/ui/icon";
import type { Project } from "~/content/types";
import type { ShownPicture } from "~/lib/picture";
import { step, swipeDirection, type Direction } from "~/lib/carousel";
import { useHydrated } from "~/lib/use-hydrated";
import { SectionHeading } from "./section-heading";

/** Pointer travel under this still counts as a click (hands shake, trackpads drift). */
const CLICK_SLOP_PX = 6;
/** How long after a tap on a side card its click may still come (touch browsers send it late). */
const CLICK_AFTER_TAP_MS = 700;

type Position = "current" | "prev" | "next" | "hidden";

/** Where a card stands; with two projects the other one is always the next. */
function positionOf(slide: number, index: number, count: number): Position {
  if (slide === index) return "current";
  if (slide === step(index, "next", count)) return "next";
  if (slide === step(index, "prev", count)) return "prev";
  return "hidden";
}

/** Resolves once the page's scroll position has held for two frames: no scroll is under way. */
async function scrollStopped(): Promise<void> {
  let last = Number.NaN;
  let held = 0;
  while (held < 2) {
    // Read at each frame, not in between: the page's scroll is brought up to date once a frame.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    held = window.scrollY === last ? held + 1 : 0;
    last = window.scrollY;
  }
}

/**
 * The projects carousel (WAI-ARIA carousel pattern). Before JavaScript runs the CSS shows every
 * card in a horizontal scroller; once hydrated it shows one card with its neighbours at the sides
 * (inert previews: a click or tap on one brings it to the centre), and buttons, arrow keys, Home,
 * End and swipes of more than 40 px move it, wrapping at both ends. Focus in a card follows the move.
 */
export function ProjectsSection({ projects, pictures = {} }: { projects: Project[]; pictures?: Readonly<Record<string, ShownPicture>> }) {
  const count = projects.length;
  const [index, setIndex] = useState(0);
  const hydrated = useHydrated();
  const dragStart = useRef<number | null>(null);
  const dragged = useRef(false);
  const swallowClicksUntil = useRef(0);
  const track = useRef<HTMLDivElement>(null);
  const focusFollows = useRef(false);

  useEffect(() => {
    if (!focusFollows.current) return;
    focusFollows.current = false;
    const link = track.current?.querySelector<HTMLElement>('[data-position="current"] h3 a');
    const card = link?.closest<HTMLElement>("[data-position]");
    if (!link || !card) return;
    // Focus at once, so the next key works; but the card is still sliding in, smaller and aside,
    // so it is brought into view where it comes to rest (under the sticky header, above the chat).
    link.focus({ preventScroll: true });
    let moved = false;
    void (async () => {
      await Promise.allSettled(card.getAnimations().map((transition) => transition.finished));
      // A scroll still under way (the browser's own, to the card focused before) ends first:
      // judged in passing, the link may look in view just before that scroll carries it off.
      await scrollStopped();
      if (!moved) link.scrollIntoView({ block: "nearest", inline: "nearest" });
    })();
    return () => {
      moved = true;
    };
  }, [index]);

  function show(to: number | ((current: number) => number)) {
    // A card that had focus is about to turn into an inert side card: focus goes to the new one.
    focusFollows.current = track.current?.contains(document.activeElement) ?? false;
    setIndex(to);
  }

  function go(to: Direction) {
    show((current) => step(current, to, count));
  }

  const keys: Record<string, () => void> = {
    ArrowLeft: () => go("prev"),
    ArrowRight: () => go("next"),
    Home: () => show(0),
    End: () => show(count - 1),
  };

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const move = keys[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  }

  /** The side card under a click or tap that did not drag, if any (inert cards take no events of their own). */
  function sideCardAt(x: number, y: number): Direction | null {
    const inside = (element: Element | null | undefined) => {
      const area = element?.getBoundingClientRect();
      return area !== undefined && x >= area.left && x <= area.right && y >= area.top && y <= area.bottom;
    };
    const slides = track.current;
    if (!slides || inside(slides.querySelector('[data-position="current"]'))) return null;
    if (inside(slides.querySelector('[data-position="next"]'))) return "next";
    if (inside(slides.querySelector('[data-position="prev"]'))) return "prev";
    return null;
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    dragStart.current = event.clientX;
    dragged.current = false;
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    if (dragStart.current === null) return;
    const distance = event.clientX - dragStart.current;
    const to = swipeDirection(dragStart.current, event.clientX);
    dragStart.current = null;
    // Any real drag, even one too short to change the card, is not a click on the card's link.
    dragged.current = Math.abs(distance) > CLICK_SLOP_PX;
    const tapped = to || dragged.current ? null : sideCardAt(event.clientX, event.clientY);
    const chosen = to ?? tapped;
    if (!chosen) return;
    // The click that follows a tap on a side card lands on that card, which is the current one by
    // then, with its link live under the finger: it must only bring the card in, never open it.
    if (tapped) swallowClicksUntil.current = event.timeStamp + CLICK_AFTER_TAP_MS;
    go(chosen);
  }

  function swallowClickAfterDrag(event: MouseEvent) {
    // A drag that ends over a card's link must not also open it.
    if (dragged.current || event.timeStamp <= swallowClicksUntil.current) {
      event.preventDefault();
      event.stopPropagation();
      dragged.current = false;
      swallowClicksUntil.current = 0;
    }
  }

  return (
    <section id="projects" className="below-fold scroll-mt-24">
      <SectionHeading id="projects-heading">Projects</SectionHeading>
      {/* Arrow keys work while focus is on its buttons, the card, or the region itself after a click
          on it. The region is no tab stop of its own: taller than the room the header and the chat
          box leave on a short screen, it could never be scrolled clear of them. */}
      <div
        role="region"
        aria-roledescription="carousel"
        aria-labelledby="projects-heading"
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="carousel outline-none"
      >
        {/* One project has nowhere to go: no buttons, no count. */}
        {count > 1 ? (
          <div className="carousel-controls">
            <button type="button" aria-label="Previous project" onClick={() => go("prev")} className="carousel-button">
              <Icon id="lu:chevron-left" />
            </button>
            <p className="font-mono text-sm text-muted" aria-hidden="true">
              {index + 1} / {count}
            </p>
            <button type="button" aria-label="Next project" onClick={() => go("next")} className="carousel-button">
              <Icon id="lu:chevron-right" />
            </button>
          </div>
        ) : null}
        <div
          ref={track}
          className="carousel-track"
          aria-live="polite"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (dragStart.current = null)}
          onClickCapture={swallowClickAfterDrag}
        >
          {projects.map((project, slide) => {
            const position = positionOf(slide, index, count);
            // Until hydration every card is a full, reachable item of the scroller.
            const preview = hydrated && position !== "current";
            return (
              <div
                key={project.name}
                role="group"
                aria-roledescription="slide"
                aria-label={`${slide + 1} of ${count}`}
                aria-hidden={preview ? true : undefined}
                inert={preview ? "" : undefined}
                data-position={position}
                className="carousel-slide"
              >
                <ProjectCard project={project} picture={project.image && pictures[project.image.src]} interactive={!preview} />
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}

import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from "react";
import { Icon } from "~/components/ui/icon";
import type { Profile } from "~/content/types";
import { hireMailto } from "~/lib/contact";

const HIRE_DIALOG_ID = "hire-dialog";
const SWORD_SOUND = "/sounds/sword.wav";

/** Plays the sword sound; a browser that refuses (no audio device, blocked media) stays silent. */
function playSwordSound() {
  try {
    void new Audio(SWORD_SOUND).play().catch(() => undefined);
  } catch {
    // Audio is unavailable in this browser: the dialog still opens.
  }
}

const FOCUSABLE = "a[href], button:not([disabled])";

/**
 * 'Hire Me!' and its dialog. The HTML invoker attributes (`commandfor`, `command`,
 * `closedby`) open and close the native modal without JavaScript in current browsers;
 * the handlers add the sound, the overlay click and a focus loop, and cover older browsers.
 */
export function HireMe({ profile }: { profile: Profile }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const fullName = `${profile.firstName} ${profile.lastName}`;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // Focus returns to 'Hire Me!' however the dialog closes (button, overlay, Escape).
    const returnFocus = () => opener.current?.focus();
    element.addEventListener("close", returnFocus);
    return () => element.removeEventListener("close", returnFocus);
  }, []);

  function open() {
    playSwordSound();
    // Browsers that know `command` open the dialog themselves before this runs.
    if (!dialog.current?.open) dialog.current?.showModal();
  }

  function close() {
    dialog.current?.close();
  }

  function closeOnOverlay(event: MouseEvent<HTMLDialogElement>) {
    // The dialog box fills the <dialog> element, so a click that lands on the element itself is on the overlay.
    if (event.target === event.currentTarget) close();
  }

  function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Tab") return;
    const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <>
      <button
        ref={opener}
        type="button"
        commandfor={HIRE_DIALOG_ID}
        command="show-modal"
        onClick={open}
        className="rounded-full bg-accent px-6 py-3 font-semibold text-accent-ink shadow-lg transition-transform hover:-translate-y-0.5 active:translate-y-0"
      >
        Hire Me!
      </button>
      {/* Overlay clicks and Escape are handled by the dialog element itself. */}
      <dialog
        ref={dialog}
        id={HIRE_DIALOG_ID}
        aria-labelledby="hire-dialog-title"
        closedby="any"
        onClick={closeOnOverlay}
        onKeyDown={keepFocusInside}
        className="hire-dialog m-auto max-w-[calc(100vw-2rem)] bg-transparent p-0 text-ink"
      >
        <div className="w-[26rem] max-w-full rounded-2xl border border-line bg-card p-8 text-center shadow-2xl">
          <p aria-hidden="true" className="text-5xl">
            ⚔️
          </p>
          <h2 id="hire-dialog-title" className="mt-4 text-2xl font-bold">
            you have summoned {fullName.toLowerCase()}!
          </h2>
          <p className="mt-3 text-muted">Tell me about the role, and I&apos;ll get back to you within a day.</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <a href={hireMailto(profile)} className="inline-flex items-center gap-2 rounded-full bg-accent px-5 py-2.5 font-semibold text-accent-ink">
              <Icon id="lu:mail" />
              Send Email
            </a>
            <button
              type="button"
              commandfor={HIRE_DIALOG_ID}
              command="close"
              onClick={close}
              className="rounded-full border border-line px-5 py-2.5 font-semibold hover:border-accent"
            >
              Close
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
}

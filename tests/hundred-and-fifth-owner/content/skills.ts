import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Angular",
    items: [
      { label: "Angular (standalone components, signals)", icon: "si:angular" },
      { label: "NgRx (Store, Effects, Component Store)", icon: "si:ngrx" },
      { label: "RxJS", icon: "si:reactivex" },
      { label: "Angular Reactive Forms", icon: "lu:layers" },
    ],
  },
  {
    title: "Languages",
    items: [
      { label: "TypeScript", icon: "si:typescript" },
      { label: "JavaScript", icon: "si:javascript" },
      { label: "HTML", icon: "si:html5" },
      { label: "CSS and Sass", icon: "si:sass" },
      { label: "C# (a little: reading and small fixes)", icon: "lu:code" },
    ],
  },
  {
    title: "Other Front-End",
    items: [
      { label: "Svelte and SvelteKit", icon: "si:svelte" },
      { label: "Ionic", icon: "si:ionic" },
      { label: "Capacitor", icon: "si:capacitor" },
    ],
  },
  {
    title: "Testing",
    items: [
      { label: "Jest", icon: "si:jest" },
      { label: "Cypress", icon: "si:cypress" },
      { label: "Storybook", icon: "si:storybook" },
    ],
  },
  {
    title: "Tooling & Delivery",
    items: [
      { label: "Nx monorepos", icon: "si:nx" },
      { label: "Azure DevOps (repos and pipelines)", icon: "lu:server" },
      { label: "Git", icon: "si:git" },
      { label: "Publishing to npm", icon: "si:npm" },
    ],
  },
  {
    title: "Accessibility & Design",
    items: [
      { label: "WCAG 2.1 AA", icon: "lu:accessibility" },
      { label: "Screen-reader testing (NVDA and VoiceOver)", icon: "lu:accessibility" },
      { label: "Figma handoff", icon: "si:figma" },
    ],
  },
  {
    title: "Back End (light touch)",
    items: [
      { label: ".NET and ASP.NET Core (reading, small API fixes)", icon: "si:dotnet" },
      { label: "REST APIs", icon: "lu:code" },
      { label: "Firebase (Firestore and Auth)", icon: "si:firebase" },
    ],
  },
];

import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "ng-holiday-range",
    github: "https://github.com/vula-dp/ng-holiday-range",
    live: "https://vula-dp.github.io/ng-holiday-range",
    description:
      "An open-source, accessible date-range picker for Angular that knows the South African public-holiday calendar. It marks public holidays, " +
      "applies the rule that a holiday falling on a Sunday moves to the Monday, can count working days in a range, and takes custom calendars such as " +
      "school terms. It works fully with the keyboard and with screen readers (tested with NVDA and VoiceOver), to WCAG 2.1 AA. I started it in 2023 " +
      "because every leave and claims form I built needed one. MIT licensed, published on npm, with about 1,900 downloads a week and 240 GitHub stars; " +
      "the docs are a Storybook on GitHub Pages.",
    stack: ["Angular", "TypeScript", "RxJS", "Jest", "Storybook", "Nx"],
    deploy: {
      npm: { name: "ng-holiday-range", href: "https://www.npmjs.com/package/ng-holiday-range" },
      docs: { name: "Storybook on GitHub Pages", href: "https://vula-dp.github.io/ng-holiday-range" },
    },
  },
  {
    name: "Protea Mutual Claims Portal",
    github: "",
    live: "https://vuladp.example.com/blog/claims-portal",
    description:
      "My main work at Protea Mutual since 2023: the web portal where policyholders and brokers lodge and track claims for car, home and funeral cover. " +
      "It's an Angular app in an Nx monorepo, with NgRx for claim state, RxJS for the multi-step claim forms and document uploads, a Storybook component " +
      "library shared with two other teams, Jest and Cypress tests, and Azure DevOps pipelines; it talks to a .NET back end owned by another team. " +
      "A claim that took a 40-minute phone call now takes about 12 minutes online, the portal handles about 18,000 claims a month, and it passed an " +
      "external WCAG 2.1 AA audit in 2024. The portal is behind a login for Protea Mutual's customers and the code is private, so this links to my " +
      "write-up on my blog.",
    stack: ["Angular", "NgRx", "RxJS", "TypeScript", "Nx", "Storybook", "Jest", "Cypress", "Azure DevOps", "C#"],
    deploy: { "write-up": { name: "Case study on Calm Streams", href: "https://vuladp.example.com/blog/claims-portal" } },
  },
  {
    name: "Soweto Voices Choir website",
    github: "https://github.com/vula-dp/soweto-voices",
    live: "https://sowetovoices.example.org",
    description:
      "The website of the Soweto Voices Choir, a community choir of about 60 singers in Soweto. I'm a volunteer, not paid: I rebuilt the site in " +
      "October 2022 in Svelte with SvelteKit and still look after it. It has the concert calendar, recordings of the choir, a page for joining the choir " +
      "and a donations page, and the choir's secretary updates the concert dates herself from Markdown files. It is a static site on Netlify and loads in " +
      "under two seconds on a cheap phone on a 3G connection.",
    stack: ["Svelte", "SvelteKit", "TypeScript", "Markdown", "Netlify"],
    deploy: { frontend: "Netlify", domain: { name: "sowetovoices.example.org", href: "https://sowetovoices.example.org" } },
  },
  {
    name: "RxJS Without Tears (talk and workshop)",
    github: "https://github.com/vula-dp/rxjs-without-tears",
    live: "https://vuladp.example.com/talks/rxjs-without-tears",
    description:
      "A talk and a hands-on workshop that teach RxJS to Angular developers who are scared of it, with marble diagrams and small exercises. " +
      "I first gave it as a 40-minute talk at the Angular Joburg meetup in March 2024, to about 60 people, and then ran it as a three-hour workshop at " +
      "Jozi Frontend Day in August 2024. It covers switchMap versus mergeMap versus concatMap, unsubscribing without leaks, and when to use signals " +
      "instead. The slides are on my site and the exercises are on GitHub, ready to open in StackBlitz.",
    stack: ["RxJS", "Angular", "TypeScript", "StackBlitz"],
    deploy: { slides: { name: "Slides", href: "https://vuladp.example.com/talks/rxjs-without-tears" } },
  },
  {
    name: "Lift Club",
    github: "https://github.com/vula-dp/lift-club",
    live: "",
    description:
      "A small personal app for the lift club at my son's preschool: 14 families take turns to do the school run, and the app shows whose turn it is " +
      "each day, lets parents swap days, and sends a push notification when a swap is asked for. I built it in 2024 with Ionic and Angular, wrapped it " +
      "with Capacitor for Android, and keep the data in Firebase (Firestore and Auth). It isn't in any app store: the families install it from a link " +
      "I share with them. The code is on GitHub.",
    stack: ["Ionic", "Angular", "Capacitor", "Firebase", "TypeScript"],
    deploy: { Android: "Shared with the families as an Android app (not in the Play Store)", database: "Firebase" },
  },
];

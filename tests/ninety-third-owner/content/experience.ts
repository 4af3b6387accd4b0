import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Full-Stack Developer",
    employmentType: "Full-time",
    company: "Well Formed Studio",
    date: "Sep 2023 – Present",
    location: "Leeds · Hybrid (two days a week in the studio)",
    description:
      "Well Formed Studio is an eleven-person web agency in Leeds that builds websites and web apps for charities, universities and small businesses " +
      "in the North of England. I joined as a mid-level developer: I build Laravel back ends with Vue 3 front ends joined by Inertia.js, use Livewire for " +
      "admin panels, style everything with Tailwind CSS, store it in MySQL, test it with Pest and Cypress, and deploy through Laravel Forge and Envoyer. " +
      "I'm also the studio's accessibility lead: every project is audited against WCAG 2.2 AA before launch, and in 2024 I brought three older client sites up to AA. " +
      "My biggest build so far is the booking system for a group of climbing walls in the North, which takes about 4,000 bookings a week.",
    url: "https://wellformed.example.com",
  },
  {
    title: "Junior Developer, Digital Team",
    employmentType: "Full-time",
    company: "Kirkgate Community Trust",
    date: "Jan 2022 – Aug 2023",
    location: "Leeds · Hybrid",
    description:
      "Kirkgate Community Trust is a Leeds charity that runs three community centres, a youth service and a volunteering programme. My first developer job " +
      "after the bootcamp, in a digital team of four. I built a volunteer-booking app in Laravel and MySQL that replaced the paper sign-up sheets and is used by " +
      "about 300 volunteers, and I looked after the Trust's WordPress websites: themes, plugins, updates and a donations page. It's where I learnt to write tests, " +
      "first with PHPUnit and then with Pest, and to review other people's code.",
    url: "https://kirkgatetrust.example.org",
  },
  {
    title: "Chemistry Teacher (Second in Science from 2019)",
    employmentType: "Full-time",
    company: "Moor Lane High School",
    date: "Sep 2015 – Jul 2021",
    location: "Leeds · On-site",
    description:
      "Moor Lane High School is an 11–16 comprehensive school in Leeds. For six years I taught chemistry and combined science to students from Year 7 to " +
      "Year 11, up to GCSE, and from 2019 I was Second in Science, running the department's assessments and training new teachers. I built a bank of " +
      "revision quizzes for my classes and a results tracker for the department, and enjoyed that so much that it led me into coding.",
  },
  {
    title: "Volunteer Organiser",
    employmentType: "Volunteer",
    company: "Saturday Code Club",
    date: "Mar 2022 – Present",
    location: "Leeds · Harehills Community Hub, Saturday mornings",
    description:
      "A free code club for 11- to 16-year-olds that I started in March 2022 and run with three other volunteers, every Saturday from 10:00 to 12:00 in term time. " +
      "About twenty young people come each week; they learn HTML, CSS and JavaScript and publish their own web pages. The club's notices and attendance run " +
      "on Notice, a small app I built for it.",
  },
];

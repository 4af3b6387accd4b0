import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card; keys are frontend, backend, database, domain and npm.
 */
export const projects: Project[] = [
  {
    name: "VanLife",
    github: "https://github.com/arun-kumar-example/vanlife",
    live: "https://vanlife.example.com",
    description: "A campervan rental marketplace with filters, host dashboards and nested routes for every van.",
    stack: ["React", "React Router", "Firebase", "CSS Modules"],
    deploy: { frontend: "Netlify", backend: "Firebase", database: "Firestore", domain: "TBD" },
  },
  {
    name: "Job Board",
    github: "https://github.com/arun-kumar-example/job-board",
    live: "https://jobs.example.com",
    description: "A job board where companies post roles and candidates search, save and apply in a few clicks.",
    stack: ["Next.js", "TypeScript", "PostgreSQL", "Prisma", "Tailwind CSS"],
    deploy: { frontend: "Vercel", backend: "Vercel", database: "Neon", domain: "jobs.example.com" },
  },
  {
    name: "Auth Service",
    github: "https://github.com/arun-kumar-example/auth-service",
    live: "",
    description: "A drop-in authentication API with sessions, refresh tokens, e-mail verification and rate limiting.",
    stack: ["Node.js", "Express", "Redis", "PostgreSQL", "JWT"],
    deploy: { frontend: "None", backend: "Render", database: "Render PostgreSQL", domain: "TBD", npm: "None" },
  },
  {
    name: "Billing App",
    github: "https://github.com/arun-kumar-example/billing-app",
    live: "https://billing.example.com",
    description: "Invoices, recurring payments and tax reports for small shops, with PDF export and reminders.",
    stack: ["React", "Node.js", "Express", "MongoDB", "Stripe"],
    deploy: { frontend: "Netlify", backend: "Railway", database: "MongoDB Atlas", domain: "billing.example.com" },
  },
  {
    name: "Todo",
    github: "https://github.com/arun-kumar-example/todo",
    live: "https://todo.example.com",
    description: "A keyboard-first todo list with drag-and-drop ordering, offline storage and dark mode.",
    stack: ["React", "TypeScript", "Vite", "IndexedDB"],
    deploy: { frontend: "Cloudflare Pages", backend: "None", database: "None", domain: "TBD" },
  },
  {
    name: "UI Template",
    github: "https://github.com/arun-kumar-example/ui-template",
    live: "",
    description: "A themeable component kit of accessible buttons, dialogs and forms, published as an npm package.",
    stack: ["React", "TypeScript", "Tailwind CSS", "Storybook"],
    deploy: { frontend: "TBD", npm: "@arun-kumar-example/ui-template" },
  },
  {
    name: "School Scoop",
    github: "https://github.com/arun-kumar-example/school-scoop",
    live: "https://schoolscoop.example.com",
    description: "A news and events board for schools where teachers publish and parents follow their classes.",
    stack: ["Remix", "TypeScript", "SQLite", "Tailwind CSS"],
    deploy: { frontend: "Fly.io", backend: "Fly.io", database: "SQLite on Fly volumes", domain: "TBD" },
  },
  {
    name: "CareerTechPro",
    github: "https://github.com/arun-kumar-example/careertechpro",
    live: "https://careertechpro.example.com",
    description: "An AI career coach that reviews résumés, suggests skills to learn and drafts cover letters.",
    stack: ["Next.js", "Hugging Face", "LangChain", "PostgreSQL"],
    deploy: { frontend: "Vercel", backend: "Cloudflare Workers", database: "Supabase", domain: "careertechpro.example.com" },
  },
  {
    name: "RiaxPrime",
    github: "https://github.com/arun-kumar-example/riaxprime",
    live: "",
    description: "A landing page and booking flow for a fitness studio, built while its backend is being planned.",
    stack: ["React", "Vite", "Tailwind CSS"],
    deploy: { frontend: "TBD", backend: "TBD", database: "TBD", domain: "TBD" },
  },
  {
    name: "Old Portfolio",
    github: "https://github.com/arun-kumar-example/old-portfolio",
    live: "https://old.portfolio.example.com",
    description: "The first version of this site: a hand-written single page with CSS animations and no framework.",
    stack: ["HTML", "CSS", "JavaScript"],
    deploy: { frontend: "GitHub Pages", backend: "None", domain: "old.portfolio.example.com" },
  },
  {
    name: "Hangman Game in React",
    github: "https://github.com/arun-kumar-example/hangman-react",
    live: "https://hangman.example.com",
    description: "The classic word game with an on-screen keyboard, physical-key support and a streak counter.",
    stack: ["React", "TypeScript", "Vite"],
    deploy: { frontend: "Netlify", backend: "none", database: "None" },
  },
];

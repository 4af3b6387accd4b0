import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Fix-It Letter",
    github: "",
    live: "https://fixitletter.example.org",
    description:
      "A guided online form that helps renters in Victoria write a repair request to their landlord or agent. It asks plain questions, one per page, " +
      "about what is broken, whether it is an urgent repair (no hot water, a gas leak, a broken heater) and what has been tried, then writes a letter that " +
      "cites the right section of the Residential Tenancies Act and can be downloaded as a PDF or sent by e-mail. I built it at Plain Terms with " +
      "Merri Creek Community Legal Centre; it launched in March 2024 and more than 9,400 letters had been written with it by June 2025. It works in English " +
      "and Vietnamese, on a cheap phone and with a screen reader. It won the 2024 Access to Justice Technology Award of the Victorian Legal Innovation Forum. " +
      "The code belongs to Plain Terms and is not public.",
    stack: ["Next.js", "TypeScript", "React", "Tailwind CSS", "PostgreSQL", "Prisma", "AWS Lambda", "Playwright"],
    deploy: { app: "AWS Lambda (Sydney region)", letters: "Amazon S3" },
  },
  {
    name: "Clause Compare",
    github: "https://github.com/tam-huynh/clause-compare",
    live: "",
    description:
      "A tool for comparing lease agreements clause by clause. Upload a lease as a PDF or Word document and it splits it into clauses, lines each one up " +
      "with the matching clause of the standard residential lease or of another lease, and highlights what was added, removed or changed, so a community " +
      "lawyer can spot an unusual clause in minutes instead of reading 30 pages. Python scripts do the splitting and matching with plain text similarity " +
      "(no machine learning yet); the interface is React and TypeScript on Node.js. I'm building it at Plain Terms; it has been in a pilot with three " +
      "community legal centres since February 2025 and is not public yet. The prototype's code is on GitHub.",
    stack: ["Python", "TypeScript", "React", "Node.js", "PostgreSQL"],
    deploy: { pilot: "Three community legal centres (private)" },
  },
  {
    name: "Plainly",
    github: "https://github.com/tam-huynh/plainly",
    live: "https://plainly.example.org",
    description:
      "An open-source plain-language readability checker for legal and government writing. Paste in a letter, a form or a policy and it flags long sentences, " +
      "the passive voice and more than 600 legalese terms (hereinafter, notwithstanding, pursuant to) with plainer words to use instead, and estimates the " +
      "school year needed to read it. It is an npm package with a small web demo, MIT licensed, with about 480 stars on GitHub. Plain Terms and " +
      "Banksia Vale City Council's web team both use it.",
    stack: ["TypeScript", "Node.js", "React", "Tailwind CSS"],
    deploy: {
      npm: { name: "plainly-check", href: "https://www.npmjs.com/package/plainly-check" },
      demo: "Amazon S3",
    },
  },
  {
    name: "Forms Are Legal Help Too (talk)",
    github: "",
    live: "https://tamhuynh.example.com/talks/forms-are-legal-help-too",
    description:
      "A 20-minute talk I gave at the Legal Innovation Meetup Melbourne in August 2024, about what three years on a tenancy advice line taught me about " +
      "online legal forms: ask one question per page, write for a Year 7 reading level, never ask for what you already know, and test with screen reader " +
      "users and on old phones. The page has the slides and the recording.",
    stack: ["Plain language", "Accessibility"],
    deploy: { slides: { name: "Slides and recording", href: "https://tamhuynh.example.com/talks/forms-are-legal-help-too" } },
  },
  {
    name: "CourtText",
    github: "https://github.com/tam-huynh/courttext",
    live: "",
    description:
      "An SMS bot that reminded clients of community legal centres about their court and tribunal dates. A lawyer enters the hearing once, and the client " +
      "gets a text message a week before, the day before and on the morning, in English or Vietnamese, with the address and what to bring; replying HELP " +
      "asks the centre to call them. In a 2024 pilot with two legal centres it sent about 2,100 reminders to 380 clients, and missed hearings among those " +
      "clients fell from about one in six to one in fourteen. It has been paused since December 2024 because the pilot's funding ran out. The code is open " +
      "source, and I'd gladly restart it if a funder turns up.",
    stack: ["Python", "AWS Lambda", "PostgreSQL", "Twilio"],
    deploy: { status: "Paused: no funding since December 2024" },
  },
  {
    name: "Bếp Nhà",
    github: "https://github.com/tam-huynh/bep-nha",
    live: "https://bepnha.example.com",
    description:
      "My personal recipe site (bếp nhà means home kitchen in Vietnamese): about 70 recipes, most of them my grandmother's from her kitchen in Footscray, " +
      "from canh chua to her Christmas lamingtons, written down with metric measurements and a cook mode that keeps the screen awake while your hands are wet. " +
      "A static Next.js site with Tailwind CSS; the recipes are Markdown files. No ads, no life stories before the ingredients.",
    stack: ["Next.js", "TypeScript", "Tailwind CSS", "Markdown"],
    deploy: { site: "Amazon S3" },
  },
];

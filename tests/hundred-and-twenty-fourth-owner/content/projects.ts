import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Tres Fogones",
    github: "",
    live: "https://tresfogones.example.com",
    description:
      "The website of Tres Fogones, a restaurant group with three restaurants in Guadalajara, built by Casa Nube Studio in 2023: menus in Spanish and English " +
      "that the staff update themselves, an events page and online table reservations for all three restaurants. Mariana designed it in Figma; " +
      "I built it with Next.js and a small MySQL database for the reservations. Within a year, online reservations went from none to about 40% of all bookings. " +
      "The code belongs to the client, so it is not public.",
    stack: ["Next.js", "TypeScript", "Tailwind CSS", "MySQL", "Prisma"],
    deploy: { site: "Vercel", database: "DigitalOcean" },
  },
  {
    name: "Sonrisa Norte",
    github: "",
    live: "https://sonrisanorte.example.com",
    description:
      "The website and appointment booking of Sonrisa Norte, a dental clinic in Zapopan with four dentists, built in 2022. Patients choose a dentist and a " +
      "time, pay a small deposit with Mercado Pago and get a reminder e-mail the day before; the receptionists manage the calendar from an admin panel. " +
      "No-shows fell from about 18% of appointments to about 7% in the first six months. The code belongs to the client and is private.",
    stack: ["Laravel", "PHP", "MySQL", "Mercado Pago", "Tailwind CSS"],
    deploy: { site: "DigitalOcean" },
  },
  {
    name: "Envío Claro",
    github: "",
    live: "https://envioclaro.example.com",
    description:
      "Casa Nube Studio's own Shopify app, launched in 2023: it shows shoppers an estimated delivery date on the product page, worked out from their " +
      "Mexican postal code, the shop's carriers and public holidays. It is a paid app with a free plan, installed by about 420 shops, and has a rating of " +
      "4.8 out of 5 on the Shopify App Store. The code is private.",
    stack: ["TypeScript", "React", "Node.js", "Shopify Admin API", "MySQL"],
    deploy: {
      "App Store": { name: "Envío Claro on the Shopify App Store", href: "https://envioclaro.example.com" },
      backend: "DigitalOcean",
    },
  },
  {
    name: "fechita",
    github: "https://github.com/lalo-quintanar/fechita",
    live: "",
    description:
      'My open-source library for formatting dates in Spanish: "lunes 5 de mayo", "hace 3 días", "dentro de 2 semanas", with the small differences ' +
      "between Mexico, Spain and Argentina. It is written in TypeScript with no dependencies, weighs about 3 kB and is MIT licensed. I started it in 2021 " +
      "because every client project needed the same thing; it now has about 650 stars on GitHub and about 9,000 downloads a week on npm.",
    stack: ["TypeScript", "Vitest", "GitHub Actions"],
    deploy: { npm: { name: "fechita on npm", href: "https://www.npmjs.com/package/fechita" } },
  },
  {
    name: "Álgebra Diaria",
    github: "https://github.com/lalo-quintanar/algebra-diaria",
    live: "https://algebradiaria.example.com",
    description:
      "A free maths-practice web app for high-school students, the project that brings my two careers together. Every day it gives each student ten algebra " +
      "exercises generated at their level, with step-by-step hints when they get stuck, and shows teachers which topics their class struggles with. " +
      "I built it in 2020 and keep it running on my own time; about 2,300 students in 17 schools in Jalisco use it. The code is open source.",
    stack: ["Next.js", "TypeScript", "Node.js", "MySQL", "Prisma"],
    deploy: { app: "Vercel", database: "DigitalOcean" },
  },
  {
    name: "Factura Nube",
    github: "",
    live: "https://casanube.example.com/notas/factura-nube",
    description:
      "The studio's internal invoicing tool: it records our hours per project, turns them into invoices and issues the electronic invoices (CFDI 4.0) " +
      "that Mexico's tax authority requires, through a certified provider's API. It saves us about a day of paperwork every month. It is for Casa Nube Studio " +
      "only, so the app and its code are private; the link goes to my write-up about how it works.",
    stack: ["Laravel", "PHP", "Livewire", "MySQL"],
    deploy: {
      app: "DigitalOcean (internal)",
      "write-up": { name: "Factura Nube write-up", href: "https://casanube.example.com/notas/factura-nube" },
    },
  },
  {
    name: "Código de Sábado",
    github: "https://github.com/lalo-quintanar/codigo-de-sabado",
    live: "https://codigodesabado.example.com",
    description:
      "The lessons of Código de Sábado, the free coding workshop I run on the first Saturday of every month at a public library in Guadalajara, for teenagers " +
      "aged 14 to 18 who have never programmed. In three hours they build and publish a small web page with HTML, CSS and a little JavaScript. " +
      "Since 2022 about 380 teenagers have come. The lessons are in Spanish, open source, and free for any teacher to reuse.",
    stack: ["HTML", "CSS", "JavaScript"],
    deploy: { site: "Vercel" },
  },
];

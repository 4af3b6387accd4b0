import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Gatanga Hills Coffee",
    github: "",
    live: "https://gatangahillscoffee.example.com",
    description:
      "The online shop of the Gatanga Hills Coffee Farmers' Cooperative in Murang'a, about 1,800 smallholder farmers who now sell their own roasted " +
      "beans and ground coffee in 250 g and 1 kg bags. It's WooCommerce with a custom theme, and customers pay with M-Pesa through an STK Push I wrote " +
      "against Safaricom's Daraja API: they type their number, approve the payment on their phone, and the order is marked paid when Safaricom's callback " +
      "arrives. Orders are delivered across Kenya by courier. We launched it in March 2023; it takes about 450 orders a month, 85% of them paid with M-Pesa, " +
      "and the cooperative's online sales tripled in its first year.",
    stack: ["WordPress", "WooCommerce", "PHP", "M-Pesa Daraja API", "MySQL", "Tailwind CSS"],
    deploy: {
      hosting: "DigitalOcean droplet",
      payments: "M-Pesa (Daraja STK Push)",
      domain: { name: "gatangahillscoffee.example.com", href: "https://gatangahillscoffee.example.com" },
    },
  },
  {
    name: "Sauti Yetu Trust website",
    github: "https://github.com/bk-wanjala/sauti-yetu-web",
    live: "https://sautiyetu.example.org",
    description:
      "A headless WordPress site for Sauti Yetu Trust, a Kisumu NGO that runs reading clubs for girls in western Kenya. The team writes stories and " +
      "reports in the WordPress editor they already knew; the public site is a Next.js front end that reads them through the WordPress REST API and " +
      "builds static pages, so it loads in about 2 seconds on a 3G phone. Every page has an English and a Swahili version. We built it in 2024, and " +
      "it's our only Next.js project so far.",
    stack: ["WordPress (headless)", "WordPress REST API", "Next.js", "React", "Tailwind CSS"],
    deploy: {
      frontend: "DigitalOcean App Platform",
      CMS: "DigitalOcean droplet",
      domain: { name: "sautiyetu.example.org", href: "https://sautiyetu.example.org" },
    },
  },
  {
    name: "Jibu Blocks",
    github: "https://github.com/bk-wanjala/jibu-blocks",
    live: "https://wordpress.org/plugins/jibu-blocks/",
    description:
      "My free plugin on WordPress.org (jibu is Swahili for answer): three Gutenberg blocks, an FAQ accordion, tabs and a step-by-step how-to list. " +
      "The FAQ block writes FAQ schema markup, so Google can show the questions right in the search results. The blocks are written in React with " +
      "a small PHP side for rendering and settings. First released in August 2022; it has about 3,000 active installs and a 4.8-star rating, and " +
      "volunteers have translated it into Swahili and French. GPL-2.0 licensed, like WordPress.",
    stack: ["PHP", "JavaScript", "React", "Gutenberg (block editor)", "WordPress"],
    deploy: {
      "WordPress.org": { name: "jibu-blocks", href: "https://wordpress.org/plugins/jibu-blocks/" },
    },
  },
  {
    name: "Tembo Springs Bookings",
    github: "",
    live: "https://tembosprings.example.com/book",
    description:
      "The booking system of Tembo Springs Lodge, a 24-tent safari lodge near Amboseli. Bookings used to live in a shared spreadsheet and a lot of e-mail; " +
      "now guests and tour operators see live availability by tent and date, rates change by season and for East African residents, and a booking is held " +
      "for 48 hours until its deposit arrives: by M-Pesa for residents, by bank transfer for tour operators abroad. Tour operators get their own portal with " +
      "their net rates and an invoice for every booking. Built in Laravel with MySQL in 2023; double bookings went from a few every season to none.",
    stack: ["Laravel", "PHP", "MySQL", "Tailwind CSS", "JavaScript", "M-Pesa Daraja API"],
    deploy: {
      backend: "DigitalOcean droplet",
      database: "MySQL",
      domain: { name: "tembosprings.example.com", href: "https://tembosprings.example.com/book" },
    },
  },
  {
    name: "Market Day",
    github: "",
    live: "https://marketday.example.com",
    description:
      "The website of Market Day, the farmers' and makers' market held on the first Saturday of every month on a school ground off Ngong Road in Nairobi. " +
      "Each of its 120 or so vendors has their own page, which they update themselves through a simple front-end form, and visitors can see this month's " +
      "stall map and who is coming. It's a custom WordPress block theme with Advanced Custom Fields, on ordinary cPanel shared hosting to keep the " +
      "market's costs down. I shop there every month, so we built it at cost in 2024.",
    stack: ["WordPress", "PHP", "Advanced Custom Fields", "Tailwind CSS", "JavaScript", "MySQL"],
    deploy: {
      hosting: "cPanel shared hosting",
      domain: { name: "marketday.example.com", href: "https://marketday.example.com" },
    },
  },
];

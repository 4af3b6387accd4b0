import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Lead Developer",
    employmentType: "Full-time",
    company: "Cumbre Commerce",
    date: "Mar 2022 – Present",
    location: "Medellín · Remote",
    description:
      "Cumbre Commerce is a Shopify Plus agency that builds and runs online stores for fashion, coffee and beauty brands in the United States and Latin America. " +
      "I lead a team of six developers (four in Colombia, one in Mexico and one in Argentina), review every pull request, estimate projects with our account managers " +
      "and set our technical standards. We build custom Online Store 2.0 themes in Liquid, Hydrogen headless storefronts and private Shopify apps in Remix. " +
      "In 2024 I led the migration of 14 Shopify Plus stores from checkout.liquid to Checkout Extensibility, with Shopify Functions and checkout UI extensions, " +
      "all finished before Shopify's deadline, and I brought our average mobile Lighthouse performance score from 54 to 86.",
    url: "https://cumbrecommerce.example.com",
    teamSize: 6,
  },
  {
    title: "Freelance WooCommerce Developer",
    employmentType: "Freelance",
    company: "Self-employed",
    date: "Jun 2019 – Feb 2022",
    location: "Medellín · Remote",
    description:
      "Built and looked after WooCommerce stores for about 30 small Colombian businesses, among them Flores del Oriente, a flower shop in Rionegro; " +
      "Mochilas Kanaspa, a Wayuu bag maker from La Guajira that now ships to Europe; Librería Palabra Viva, an independent bookstore in Envigado; " +
      "and Pedaleo, a bike shop in Laureles. Custom themes, payment and shipping integrations, speed work and monthly maintenance plans. " +
      "When the 2020 lockdown pushed shops online, I took 12 of them from selling only on Instagram to their own stores, each in under a month. " +
      "My plugin Pasarelas Colombia started here, as the payment code I kept rewriting for each client.",
  },
  {
    title: "Back-End PHP Developer",
    employmentType: "Full-time",
    company: "Mercaplaza",
    date: "Apr 2017 – May 2019",
    location: "Medellín · On-site",
    description:
      "Mercaplaza is a Medellín start-up marketplace where small producers and shops from all over Colombia sell food and home goods. " +
      "On a back-end team of four, I built the seller payouts and commission engine in PHP with Laravel and MySQL, the order splitting for carts with several sellers, " +
      "and the REST API behind the mobile app. I integrated PayU and PSE bank transfers and cut the checkout API's response time from 1.8 s to 400 ms with Redis caching. " +
      "The marketplace grew from 300 to 2,500 sellers while I was there.",
    url: "https://mercaplaza.example.com",
  },
  {
    title: "IT Support Analyst",
    employmentType: "Full-time",
    company: "Banco Cordillera",
    date: "Feb 2015 – Mar 2017",
    location: "Medellín · On-site",
    description:
      "My first job after university, on the help desk of Banco Cordillera, a regional Colombian bank: I supported about 40 branches in Antioquia, " +
      "set up workstations and branch printers, managed user accounts and wrote a small PHP and MySQL web app that replaced the spreadsheet " +
      "used for the yearly inventory of 1,200 computers. Building that tool is what made me want to write software full time.",
  },
  {
    title: "Volunteer Web Developer and Workshop Teacher",
    employmentType: "Volunteer",
    company: "Fundación Semillas de Moravia",
    date: "Aug 2020 – Present",
    location: "Medellín",
    description:
      "Built and maintain the foundation's WordPress website, and teach a free eight-week workshop twice a year in which women entrepreneurs " +
      "from the Moravia neighbourhood open their first online store on WooCommerce. More than 90 women have taken it so far.",
    url: "https://semillasmoravia.example.org",
  },
];

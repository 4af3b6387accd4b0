import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Founder and Lead Developer",
    employmentType: "Self-employed",
    company: "Casa Nube Studio",
    date: "Jan 2022 – Present",
    location: "Guadalajara · Hybrid (a shared office in Colonia Americana, and remote)",
    description:
      "Casa Nube Studio is the small web studio I started in January 2022: Mariana Robles designs, Iván Guerrero and I build. " +
      "We make websites, online shops and small web apps for businesses in Mexico and a few in the US: the site and reservations of the restaurant group " +
      "Tres Fogones, the booking site of the dental clinic Sonrisa Norte, and our own Shopify app, Envío Claro. I find the clients, write the proposals, " +
      "build most of the back ends in Laravel or Node.js and review every pull request. We have finished 31 client projects so far, " +
      "and more than half of our work comes from clients who came back or recommended us.",
    url: "https://casanube.example.com",
    teamSize: 2,
  },
  {
    title: "Freelance Full-Stack Developer",
    employmentType: "Freelance",
    company: "Self-employed",
    date: "Mar 2021 – Dec 2021",
    location: "Guadalajara · Remote",
    description:
      "After leaving Tianguis Online I freelanced on my own for ten months: Shopify themes for small shops, a few Laravel sites and my first " +
      "Next.js projects. By the end of the year I had more work than one person could do, so I asked Mariana and Iván to join me and we became Casa Nube Studio.",
  },
  {
    title: "Junior Full-Stack Developer",
    employmentType: "Full-time",
    company: "Tianguis Online",
    date: "Jan 2019 – Feb 2021",
    location: "Guadalajara · On-site, remote from March 2020",
    description:
      "Tianguis Online is an online marketplace where Mexican artisans sell crafts, clothes and homeware; I joined its team of eight developers straight " +
      "from the bootcamp. I worked on the Laravel and MySQL back end and the React storefront: the seller dashboard, the order e-mails and the Mercado Pago " +
      "checkout. My biggest piece of work was rewriting the product search, which cut its response time from about 2 seconds to under 300 milliseconds. " +
      "I also wrote the first PHPUnit tests of the order code.",
    url: "https://tianguisonline.example.com",
  },
  {
    title: "Mathematics Teacher",
    employmentType: "Full-time",
    company: "Colegio Altamira",
    date: "Aug 2012 – Jul 2018",
    location: "Zapopan, Jalisco · On-site",
    description:
      "Colegio Altamira is a private high school (preparatoria) in Zapopan. For six years I taught algebra, geometry, calculus and statistics to students " +
      "aged 15 to 18, about 150 of them each year, and coached the school's team for the Jalisco Mathematics Olympiad. I started writing small programs " +
      "to generate practice exercises for my classes, liked that more than marking them, and in 2018 left teaching to learn web development.",
  },
];

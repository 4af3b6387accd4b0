import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Green Roller Surf School",
    github: "",
    live: "https://greenrollersurf.example.com",
    description:
      "The booking site of Green Roller Surf School on Inch Beach: surf lessons, board and wetsuit hire and summer surf camps, booked and paid for online. " +
      "I wrote a small PHP plugin that opens lesson slots around the tide times, so nobody can book a lesson at dead low tide, " +
      "and WooCommerce with Stripe takes the payments. Built in 2021; in 2024 about 4,200 lessons were booked online, three quarters of them on a phone. " +
      "The code is the client's, so there is no public repository.",
    stack: ["WordPress", "WooCommerce", "PHP", "JavaScript", "MySQL", "Stripe"],
    deploy: { hosting: "Blue Door Web managed hosting", CDN: "Cloudflare", domain: "greenrollersurf.example.com" },
  },
  {
    name: "Carraig Dubh Distillery shop",
    github: "",
    live: "https://carraigdubh.example.com",
    description:
      "The online shop of Carraig Dubh Distillery, a small gin and whiskey distillery near Waterville. A Shopify store with a custom theme written in " +
      "Shopify Liquid and Sass: an age check before anyone sees a bottle, shipping rules that only offer the countries a spirit can legally be sent to " +
      "(Ireland, Northern Ireland and 12 EU countries), gift boxes, and distillery tour tickets. Aoife designed it in Figma. Launched in 2022; " +
      "online sales in its first year were three times those of the old shop.",
    stack: ["Shopify", "Shopify Liquid", "Sass", "JavaScript", "Figma"],
    deploy: { shop: "Shopify", domain: "carraigdubh.example.com" },
  },
  {
    name: "Ionad an Chuain",
    github: "",
    live: "https://ionadanchuain.example.org",
    description:
      "A bilingual Irish and English website for Ionad an Chuain, the community centre in Baile an Sceilg (Ballinskelligs) in the Kerry Gaeltacht: " +
      "events, room bookings for clubs, and the timetable of its Irish classes for adults. The site is Irish first, with every page paired with its " +
      "English version by my Dátheangach plugin. Before launch I ran a full accessibility audit against WCAG 2.2 level AA and fixed every issue it found. " +
      "Built in 2023 on WordPress with a custom theme, with Matomo analytics instead of cookies-and-banners tracking.",
    stack: ["WordPress", "PHP", "Dátheangach", "Sass", "JavaScript", "WCAG 2.2", "Matomo"],
    deploy: { hosting: "Blue Door Web managed hosting", analytics: "Matomo", domain: "ionadanchuain.example.org" },
  },
  {
    name: "Sea Road B&Bs",
    github: "",
    live: "https://searoadbandbs.example.com",
    description:
      "One booking site for Sea Road, a group of nine family-run B&Bs along the Skellig Ring. Each house has its own pages and rooms, and walkers on the " +
      "Kerry Way can put nights in several houses into one basket and pay once; each B&B gets its own share and its own booking e-mail. " +
      "First built in 2016 and rebuilt in 2024 on WooCommerce with a custom PHP plugin for room availability, with jQuery on the booking calendar and " +
      "Cloudflare in front. Direct bookings now make up more than half of the group's nights, up from about a fifth.",
    stack: ["WordPress", "WooCommerce", "PHP", "MySQL", "jQuery", "Cloudflare"],
    deploy: { hosting: "Blue Door Web managed hosting", CDN: "Cloudflare", domain: "searoadbandbs.example.com" },
  },
  {
    name: "Dátheangach",
    github: "https://github.com/declan-moynihan/datheangach",
    live: "https://wordpress.org/plugins/datheangach/",
    description:
      "A free, open-source WordPress plugin for bilingual Irish and English sites (dátheangach means bilingual). It pairs each post or page with its " +
      "translation, adds a language switcher and the hreflang tags search engines need, writes dates with Irish month and day names, and keeps " +
      "the síneadh fada out of trouble in web addresses. I wrote it in 2019 because nothing else handled Irish well. GPL-2.0 licensed, " +
      "about 1,400 active installs, used by Gaeltacht schools, clubs and co-ops.",
    stack: ["PHP", "WordPress", "JavaScript", "MySQL"],
    deploy: {
      "WordPress.org": { name: "datheangach", href: "https://wordpress.org/plugins/datheangach/" },
      source: { name: "GitHub", href: "https://github.com/declan-moynihan/datheangach" },
    },
  },
  {
    name: "Sums by the Sea",
    github: "https://github.com/declan-moynihan/sums-by-the-sea",
    live: "https://sumsbythesea.example.org",
    description:
      "A free Leaving Certificate maths revision site I started in 2004, while I was still teaching: worked solutions to past exam questions, " +
      "written the way I explained them in class. Plain HTML, CSS and JavaScript for years; in 2020 I rewrote its practice quizzes in React, " +
      "my first go at it. Still online, and used by about 3,000 students a month around exam time.",
    stack: ["HTML", "CSS", "JavaScript", "React"],
    deploy: { hosting: "Blue Door Web managed hosting", domain: "sumsbythesea.example.org" },
  },
];

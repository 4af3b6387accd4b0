import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Founder & Sole Developer",
    employmentType: "Freelance",
    company: "Open Late Studio",
    date: "Jun 2020 – Present",
    location: "Amman, Jordan · Remote for clients",
    description:
      "Open Late Studio is my one-person Shopify studio: I design nothing and build everything, working remotely from Amman for brands in Jordan, " +
      "the Gulf and Europe, directly or white-label for agencies. Three engagements I'm proud of: for Oud & Amber, a Dubai perfume brand, I moved the " +
      "store from WooCommerce to Shopify Plus in 2021 (3,800 products, 52,000 customer accounts and eight years of orders, with no downtime), and checkout " +
      "conversion went up 18% in the first three months. For Kalimat Books, an independent bookshop in Amman, I built a headless storefront on Hydrogen " +
      "in 2023 with search across 40,000 Arabic and English titles; pages load in under a second and online orders doubled in the first year. " +
      "For Raw Bean Roastery, a specialty coffee roaster in Amman, I set up coffee subscriptions with Recharge in 2022: 1,200 active subscribers within " +
      "a year, about 40% of their online revenue. Before I opened the studio I took a three-month sabbatical, from March to May 2020, after leaving Dubai: " +
      "I moved back to Amman, rested, and taught myself Shopify app development. New projects, recruiters and agencies go through my e-mail or the " +
      "studio's contact form (openlatestudio.example.com/contact); my phone number is for current clients only, and there are no calls on Fridays, " +
      "not even from clients.",
    url: "https://openlatestudio.example.com",
  },
  {
    title: "Co-organiser, Amman Shopify Meetup",
    employmentType: "Volunteer",
    company: "Amman Shopify Meetup",
    date: "Jan 2022 – Present",
    location: "Amman, Jordan · In person",
    description:
      "I co-organise a meetup for Shopify developers, designers and merchants in Amman, four evenings a year with about 60 people each. " +
      "I find the speakers, give a talk now and then (the last one was on building right-to-left themes without hacks) and keep the slides online.",
  },
  {
    title: "Front-end Developer",
    employmentType: "Full-time",
    company: "Souk Digital",
    date: "Sep 2017 – Feb 2020",
    location: "Dubai, United Arab Emirates · On-site",
    description:
      "Souk Digital is a Dubai e-commerce agency of about 40 people. I built Shopify themes in Liquid and JavaScript for fashion, beauty and homeware " +
      "brands across the Gulf, most of them bilingual Arabic and English with right-to-left layouts, and React front ends for two of the agency's bigger " +
      "clients. I turned the designers' Figma files into themes and led the agency's move from hand-edited themes to Shopify's Online Store 2.0 sections.",
    url: "https://soukdigital.example.com",
  },
  {
    title: "WordPress Developer",
    employmentType: "Full-time",
    company: "Petra Web",
    date: "Jul 2015 – Aug 2017",
    location: "Amman, Jordan · On-site",
    description:
      "Petra Web is a small Amman web studio. Straight out of university I built WordPress sites and WooCommerce shops for local businesses, " +
      "restaurants and hotels in PHP and MySQL: custom themes, a few small plugins, and a lot of speeding up slow sites. " +
      "It's where I built my first online shop, and where I learned that I liked e-commerce more than anything else.",
  },
];

import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Staff Backend Engineer",
    employmentType: "Full-time",
    company: "Copper Till",
    date: "Mar 2022 – Present",
    location: "Gdańsk · Hybrid",
    description:
      "Copper Till makes point-of-sale and kitchen software for about 4,200 restaurants, bars and cafés in Poland, Lithuania and Czechia. " +
      "I joined as a senior backend engineer and was promoted to staff in January 2024; I lead the Orders platform team of six engineers. " +
      "I designed the Kafka-based order pipeline that replaced the old polling monolith: Python and Go services on Kubernetes (GKE) in Google Cloud, " +
      "provisioned with Terraform, with PostgreSQL and a transactional outbox. It carries about 2.5 million orders a week, and the time from till to kitchen screen " +
      "dropped from about 4 seconds to under 300 ms at p99. I also designed the allergen model for dishes and modifiers, built the dbt models on BigQuery " +
      "that feed restaurant owners' sales reports, and have run the on-call rotation for the order services since 2023.",
    url: "https://coppertill.example.com",
    teamSize: 6,
  },
  {
    title: "Backend Engineer",
    employmentType: "Full-time",
    company: "Futterwerk",
    date: "Mar 2019 – Feb 2022",
    location: "Berlin, Germany · Remote from Gdańsk",
    description:
      "Futterwerk was a Berlin food-delivery startup working with about 1,300 partner restaurants in nine German cities; I worked fully remote from Gdańsk " +
      "and flew to Berlin once a quarter. I built the restaurant integration API that pushed orders to the restaurants' tablets and tills in Python and Django, " +
      "then rewrote the courier dispatch service in Go with PostgreSQL and Redis, which cut the average wait for a courier at the restaurant from 9 minutes to 4. " +
      "Futterwerk was acquired by the Dutch delivery group Snelbord in November 2021; I stayed through the integration until February 2022.",
  },
  {
    title: "Junior Python Developer",
    employmentType: "Contract",
    company: "Pixel Harbour",
    date: "Sep 2017 – Feb 2019",
    location: "Gdańsk · On-site",
    description:
      "My first job in software, on a B2B contract at a Gdańsk digital agency. I built Django websites and REST APIs for hotel and restaurant clients, " +
      "including a table-reservation widget that about 40 restaurants in the Tricity embedded on their sites, and wrote the agency's first automated tests with pytest.",
    url: "https://pixelharbour.example.com",
  },
  {
    title: "Sous-Chef",
    employmentType: "Full-time",
    company: "Mąka i Sól",
    date: "May 2014 – Aug 2017",
    location: "Gdańsk · On-site",
    description:
      "Second in command at Mąka i Sól, an 80-cover modern Polish restaurant in Gdańsk's Old Town. I ran a brigade of nine cooks, wrote the prep lists and rotas, " +
      "ordered from suppliers and kept the HACCP food-safety records. Our food cost was a spreadsheet nobody trusted, so I taught myself Python to rebuild it: " +
      "the scripts brought food cost down from 34% to 29% of sales, and they later became my recipe-costing tool Platecost.",
    teamSize: 9,
  },
  {
    title: "Line Cook",
    employmentType: "Full-time",
    company: "Stara Gdynia",
    date: "Sep 2010 – Apr 2014",
    location: "Gdynia · On-site",
    description:
      "Line cook at Stara Gdynia, a seafood restaurant on the Gdynia waterfront, on the grill and fish stations. " +
      "Summer weekends meant up to 250 covers a night, which is where I learned that a kitchen is a distributed system with a printer in the middle.",
  },
];

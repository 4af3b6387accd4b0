import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Sports Data Engineer",
    employmentType: "Full-time",
    company: "Open Field Data",
    date: "Feb 2021 – Present",
    location: "Lisbon · Hybrid, three days a week in the office",
    description:
      "Open Field Data is a football analytics company of about 60 people in Lisbon that sells match data and live statistics to broadcasters, clubs " +
      "and media in Portugal and Spain. I'm one of five engineers on its data platform team. I built and run the live expected-goals (xG) pipeline " +
      "behind the TV graphics of Primeira Liga broadcasts: match events arrive through Kafka and Pub/Sub, a Python model scores every shot, and a small " +
      "Go service sends the number to the broadcaster's graphics system in under two seconds. I also moved our nightly batch jobs from cron scripts " +
      "to Airflow and dbt on BigQuery (62 dbt models, tested on every pull request), and I look after the Grafana dashboards the on-call engineer " +
      "watches on match days. I don't build the apps or the website; my side is the data.",
    url: "https://openfielddata.example.com",
  },
  {
    title: "Back-End Developer",
    employmentType: "Full-time",
    company: "Lugar Marcado",
    date: "Jul 2017 – Jan 2021",
    location: "Lisbon · On-site",
    description:
      "Lugar Marcado was a Lisbon ticketing start-up of about 25 people that sold tickets for concerts, theatre and second-division football matches. " +
      "I was one of four back-end developers, writing Java with Spring Boot and PostgreSQL: the checkout, the payment callbacks and, my favourite, " +
      "the seat-map service that showed which seats were still free and held them for ten minutes while you paid. In 2020 the German ticketing group " +
      "Kartenwerk bought Lugar Marcado; I stayed to help move its venues and customers onto Kartenwerk's platform and left in January 2021, when the " +
      "Lugar Marcado site was switched off. It's the last job where I wrote Java.",
  },
  {
    title: "Data Analyst",
    employmentType: "Full-time",
    company: "Palpite Certo",
    date: "Sep 2015 – Jun 2017",
    location: "Lisbon · On-site",
    description:
      "Palpite Certo is an online sports-betting company. I wrote SQL against PostgreSQL and built reports in Python and pandas on football odds, " +
      "customer activity and marketing campaigns. It's where I first worked with football event data at scale, and where I learned that I didn't " +
      "want to spend my career helping people lose money: I left in 2017 because I didn't like the industry, and I don't work for betting or gambling companies any more.",
  },
  {
    title: "Physics Teacher",
    employmentType: "Full-time",
    company: "Colégio Vale do Tejo",
    date: "Sep 2013 – Jul 2015",
    location: "Oeiras · On-site",
    description:
      "Colégio Vale do Tejo is a private secondary school in Oeiras, near Lisbon. For two years I taught physics (and some chemistry) to students " +
      "aged 15 to 18, prepared them for the national physics and chemistry exam and ran the school's astronomy club. I did my master's in data science " +
      "at night during those same two years. Teaching taught me to explain a number to people who don't care about numbers, which is most of my job now.",
  },
];

import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Digital Collections Developer",
    employmentType: "Full-time",
    company: "The Long Gallery",
    date: "Feb 2023 – Present",
    location: "Edinburgh · Hybrid, three days a week in the gallery",
    description:
      "The Long Gallery is an independent museum of art and design in Edinburgh's Old Town, with about 86,000 objects in its collection. " +
      "I'm one of a digital team of four and the only developer on the collections side. I built and run Collections Online, the museum's public " +
      "collection search (Django, PostgreSQL and Elasticsearch, with every image served through IIIF), and Folio, our IIIF viewer for the medieval manuscripts. " +
      "I also look after the nightly export from the collections management system, our Cantaloupe IIIF image server and the Linux servers, all set up with Ansible, " +
      "and I mentor the museum's digital apprentice.",
    url: "https://thelonggallery.example.org",
  },
  {
    title: "Research Software Engineer, Clyde Letters project",
    employmentType: "Fixed-term contract",
    company: "University of Glasgow",
    date: "Sep 2020 – Dec 2022",
    location: "Glasgow · Mostly remote",
    description:
      "I was the only research software engineer on Clyde Letters, a digital-humanities project in the School of Humanities that gathered the letters " +
      "emigrants sent home after leaving the Clyde between 1830 and 1914. I built Clyde Letters Transcribe, the tool where volunteers typed up the letters, " +
      "and the pipeline that turned their transcriptions into TEI XML and, with XSLT, into the project's online edition. I also wrote tei2manifest there. " +
      "The post was fixed-term: when the research funding ended in December 2022, so did the job.",
  },
  {
    title: "Freelance Web Developer",
    employmentType: "Self-employed",
    company: "Freelance (theatres and festivals)",
    date: "Oct 2016 – Aug 2020",
    location: "Edinburgh · Freelance",
    description:
      "Websites for small theatres, festivals and arts charities around Scotland: about 15 clients in four years, mostly Django and plain JavaScript. " +
      "I did everything from the first meeting to the hosting, and learned to explain a database to a stage manager. My biggest job was the " +
      "Wee Stages Box Office, the ticketing site for Saltire Street Theatre's festival, which I built in 2018 and which still runs.",
  },
  {
    title: "Archivist and Cataloguer",
    employmentType: "Full-time",
    company: "Dundee Central Library",
    date: "Sep 2012 – Aug 2016",
    location: "Dundee · On-site",
    description:
      "Four years cataloguing the city library's local history archive: council minute books, jute-mill and shipping records, photographs and family papers, " +
      "described to ISAD(G) in the library's catalogue. I cleared a backlog of about 1,900 boxes, answered researchers' enquiries in the searchroom and " +
      "ran monthly family-history drop-ins. Catalogue spreadsheets that wouldn't behave are why I wrote my first Python here.",
  },
];

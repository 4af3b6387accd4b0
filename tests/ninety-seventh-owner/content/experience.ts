import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Staff Search Engineer",
    employmentType: "Full-time, permanent",
    company: "Well Made Market",
    date: "Sep 2022 – Present",
    location: "Melbourne · Hybrid",
    description:
      "Well Made Market is an online marketplace where about 40,000 independent makers and vintage dealers in Australia and New Zealand sell " +
      "around 2.5 million listings. I joined as Senior Search Engineer and was promoted to Staff Search Engineer in July 2024; I now lead the " +
      "search relevance team of five engineers. In 2023 I moved our search from a self-managed Elasticsearch cluster to Amazon OpenSearch Service, " +
      "then built Ladder, our learning-to-rank pipeline (Python and XGBoost on the OpenSearch LTR plugin), and Hintline, our typo-tolerant " +
      "autocomplete service in Rust. Click and purchase events reach the ranking models through Kafka, small jobs run on AWS Lambda, " +
      "and every ranking change goes through interleaving first and an A/B test second.",
    url: "https://wellmademarket.example.com",
    teamSize: 5,
  },
  {
    title: "Data Engineer",
    employmentType: "Full-time, permanent",
    company: "Stockpot Recipes",
    date: "Jul 2021 – Aug 2022",
    location: "Melbourne · Remote",
    description:
      "Stockpot Recipes is an Australian recipe website with about 38,000 recipes and 3 million visitors a month. This was my first job back after " +
      "my career break. I built the Python pipelines that carry page and search events through Kafka into PostgreSQL, and I rebuilt recipe search on " +
      "Elasticsearch with ingredient-aware tokenisation and stemming, so that a search for chillies also finds chili and a search for chicken thighs " +
      "finds thigh fillets. Searches that ended in a recipe click went up from 41% to 58%.",
    url: "https://stockpotrecipes.example.com",
  },
  {
    title: "Career break: full-time carer",
    employmentType: "Career break",
    company: "Family",
    date: "Jul 2019 – Jun 2021",
    location: "Melbourne",
    description:
      "I stepped away from work for two years to care for my mum full time after she had a stroke. She recovered well, and I returned to work " +
      "in July 2021. I kept reading about information retrieval along the way, but mostly I learned to plan, to stay calm and to explain things simply.",
  },
  {
    title: "Backend Developer",
    employmentType: "Full-time, permanent",
    company: "Bayside Library Consortium",
    date: "Feb 2016 – Jun 2019",
    location: "Melbourne · On-site",
    description:
      "Bayside Library Consortium runs the shared catalogue for 31 public library branches across six councils in Melbourne's south-east, about " +
      "1.2 million items. I wrote the catalogue's backend services in Java with Spring Boot and rebuilt its search on Apache Solr, writing custom " +
      "Lucene analysers for author names, series titles and call numbers. Searches that returned no results at all fell from 14% to 5%.",
    url: "https://baysidelibraries.example.org",
  },
  {
    title: "Graduate Developer",
    employmentType: "Full-time, graduate program",
    company: "Harbourline Bank",
    date: "Feb 2014 – Jan 2016",
    location: "Melbourne · On-site",
    description:
      "My first job after university, on Harbourline Bank's two-year graduate program. My first rotation was on the payments team, writing Java " +
      "and SQL for batch payment files. In my second rotation, on internal tools, I built an Apache Solr search over the bank's 20,000 policy " +
      "documents for branch staff, and that is where I fell for search.",
    url: "https://harbourlinebank.example.com",
  },
];

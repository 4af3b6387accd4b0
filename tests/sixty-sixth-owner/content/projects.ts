import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Rush Hour",
    github: "https://github.com/taina-araujo-sa/rush-hour",
    live: "https://rushhour.example.com",
    description:
      "A public dashboard that shows, line by line, how late São Paulo's buses are running right now and how crowded the last trips were. " +
      "It reads the authority's GTFS-Realtime feed through Kafka, keeps 90 days of bus positions in PostGIS, and draws a map and a delay chart for each of " +
      "about 1,300 bus lines. The front end is React and TypeScript. I built it in 2023 so that riders and journalists see the same numbers as the control room; " +
      "it gets about 60,000 visits a month.",
    stack: ["TypeScript", "React", "Python", "Kafka", "PostGIS", "GTFS-Realtime"],
    deploy: { frontend: "Authority web servers", backend: "Docker on the authority's servers", database: "PostgreSQL with PostGIS" },
  },
  {
    name: "Open Feed",
    github: "",
    live: "https://developers.mma.example.com",
    description:
      "The Metropolitan Mobility Authority's public GTFS and GTFS-Realtime feeds, which I rebuilt in 2021 and 2022. An Airflow job builds the static GTFS timetable " +
      "every night from the operators' schedules, validates it and publishes it; a Kafka pipeline turns the GPS pings of about 13,000 buses into GTFS-Realtime " +
      "vehicle positions and trip updates every 15 seconds. The feeds are free with an API key and power more than 40 trip-planning apps. " +
      "The code is internal, so this links to the developer portal.",
    stack: ["Python", "Airflow", "Kafka", "GTFS", "GTFS-Realtime", "PostgreSQL", "Docker"],
    deploy: {
      backend: "Docker on the authority's servers",
      "developer portal": { name: "developers.mma.example.com", href: "https://developers.mma.example.com" },
    },
  },
  {
    name: "Green Wave",
    github: "",
    live: "https://mma.example.com/studies/green-wave",
    description:
      "A study of where São Paulo's buses wait at red lights. I matched a month of GTFS-Realtime bus positions to the 2,100 traffic signals on the city's bus corridors " +
      "in PostGIS, and a nightly Airflow job now ranks the signals by the minutes buses lose at each one, on a Grafana board for the city's traffic engineers. " +
      "After the first report in 2022 the traffic department retimed 14 signals on the Corredor Sul, and morning-peak bus travel time there fell by 11%. " +
      "The code is internal, so this links to the published report.",
    stack: ["Python", "PostGIS", "Airflow", "Grafana", "GTFS-Realtime"],
    deploy: {
      scheduler: "Airflow",
      dashboard: "Grafana",
      report: { name: "Green Wave report (PDF)", href: "https://mma.example.com/studies/green-wave" },
    },
  },
  {
    name: "Last Stop",
    github: "",
    live: "https://mma.example.com/transparency/short-turns",
    description:
      "A Python service that watches every GTFS-Realtime vehicle position on Kafka and flags trips that end before their last stop, a practice called short-turning " +
      "that leaves riders stranded before the end of the line. The control room sees the flags live on a Grafana board, and since 2024 a monthly public report lists " +
      "the short-turned trips of each bus operator. In its first year the share of short-turned trips fell from 4.2% to 1.6%. " +
      "The code is internal; the link goes to the public report.",
    stack: ["Python", "Kafka", "GTFS-Realtime", "PostgreSQL", "Grafana"],
    deploy: { backend: "Docker on the authority's servers", dashboard: "Grafana" },
  },
  {
    name: "Transfer",
    github: "https://github.com/taina-araujo-sa/transfer",
    live: "https://pypi.org/project/gtfs-transfer/",
    description:
      "An open-source Python package that writes the transfers.txt file of a GTFS feed: for each pair of nearby stops it computes the walking time along " +
      "OpenStreetMap footpaths rather than as the crow flies, so trip planners stop suggesting transfers across a motorway. Install it with pip install gtfs-transfer. " +
      "MIT licensed, about 300 GitHub stars, and used by the transit agencies of Curitiba, Bogotá and Lisbon.",
    stack: ["Python", "GTFS", "OpenStreetMap", "GeoPandas", "GitHub Actions"],
    deploy: {
      PyPI: { name: "gtfs-transfer", href: "https://pypi.org/project/gtfs-transfer/" },
      docs: { name: "transfer docs", href: "https://taina-araujo-sa.github.io/transfer/" },
    },
  },
  {
    name: "Catraca Aberta",
    github: "https://github.com/taina-araujo-sa/catraca-aberta",
    live: "https://www.kaggle.com/datasets/tainaaraujosa/catraca-aberta",
    description:
      'An open dataset of how many people board each São Paulo bus line, hour by hour, since January 2019. The name means "open turnstile": it is built from the ' +
      "turnstile counts on the buses. Airflow loads the counts every night into PostgreSQL, dbt models add them up by line and hour and drop any cell under 10 boardings, " +
      "so no single rider can be picked out, and a new file is published on the first working day of each month. Licensed CC BY 4.0; downloaded more than 9,000 times " +
      "on Kaggle and used in at least 20 university theses.",
    stack: ["SQL", "dbt", "Airflow", "PostgreSQL", "Python"],
    deploy: {
      Kaggle: { name: "catraca-aberta", href: "https://www.kaggle.com/datasets/tainaaraujosa/catraca-aberta" },
      "open data portal": { name: "dados.mma.example.com", href: "https://dados.mma.example.com/catraca-aberta" },
    },
  },
  {
    name: "Every Bus, Every 15 Seconds (PyData São Paulo 2024 talk)",
    github: "",
    live: "https://pydata.example.org/sao-paulo-2024/every-bus",
    description:
      "My 30-minute talk, in Portuguese, at PyData São Paulo 2024 in November 2024: how the authority streams the positions of 13,000 buses through Kafka into " +
      "GTFS-Realtime, and what broke on the way, from clock drift on old GPS units to the morning every bus in the city reported being in the Atlantic Ocean. " +
      "The slides are in English and Portuguese; the recording has Portuguese audio.",
    stack: ["Kafka", "Python", "GTFS-Realtime"],
    deploy: {
      recording: "YouTube",
      slides: { name: "Speaker Deck", href: "https://speakerdeck.com/tainaaraujosa/every-bus-every-15-seconds" },
    },
  },
  {
    name: "Rebalance",
    github: "https://github.com/taina-araujo-sa/rebalance",
    live: "",
    description:
      "The bike-demand forecast I built at Roda Livre, published with the company's permission together with one year of anonymised trip data. " +
      "Every 30 minutes it predicts how many bikes each of 260 stations will gain or lose in the next two hours and tells the rebalancing van crews where to go first. " +
      "It cut the hours that stations spent completely empty by 31%. Python with pandas and scikit-learn, scheduled with Airflow, data in PostgreSQL.",
    stack: ["Python", "pandas", "scikit-learn", "Airflow", "PostgreSQL"],
    deploy: { scheduler: "Airflow", database: "PostgreSQL" },
  },
];

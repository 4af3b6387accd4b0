import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Live xG for TV",
    github: "",
    live: "https://openfielddata.example.com/live-xg",
    description:
      "The expected-goals (xG) model behind Open Field Data's live TV graphics. For every shot in a match it gives the chance, between 0 and 1, " +
      "that a shot like it ends in a goal, from where it was taken, the body part, the kind of pass before it and the position of the defenders. " +
      "It has been live since August 2022 and feeds the graphics of about 300 Primeira Liga matches a season; a shot's xG reaches the screen in under " +
      "two seconds. Match events arrive through Kafka and Pub/Sub, the model (gradient boosting in scikit-learn, retrained every summer on five seasons " +
      "of shots) runs in Python, and the one Go service I wrote sends each number to the broadcaster's graphics system. Grafana shows latency and errors " +
      "on match days. The code belongs to Open Field Data and is not public.",
    stack: ["Python", "scikit-learn", "Kafka", "Pub/Sub", "Go", "BigQuery", "Grafana"],
    deploy: { "runs on": "Google Kubernetes Engine (GKE)", "seen on": "Primeira Liga TV broadcasts" },
  },
  {
    name: "kickparse",
    github: "https://github.com/duarte-figueira/kickparse",
    live: "https://pypi.org/project/kickparse/",
    description:
      "An open-source Python library that reads match-event data from different providers (StatsBomb open data, Wyscout and Opta F24 files) and " +
      "turns it into one tidy pandas DataFrame with the same columns for every provider, so that a pass is a pass whoever recorded it. I started it " +
      "in 2021 because every new data feed at work meant writing a new parser. It's MIT licensed, has about 850 stars on GitHub, is downloaded about " +
      "20,000 times a month from PyPI, and 17 people have contributed to it.",
    stack: ["Python", "pandas"],
    deploy: { PyPI: { name: "kickparse on PyPI", href: "https://pypi.org/project/kickparse/" } },
  },
  {
    name: "Shots on Deadline",
    github: "",
    live: "https://pitchandnumbers.example.org/2023/shots-on-deadline",
    description:
      "My talk at the Pitch & Numbers Conference 2023 in London, a sports analytics conference: how we got a live xG number from the pitch to the TV " +
      "screen in under two seconds, what broke on the first match day (a Kafka consumer that fell 40 seconds behind) and why a simple model that is " +
      "always on time beats a clever one that is late. About 400 people were in the room; the video and the slides are online.",
    stack: ["Python", "Kafka", "Go"],
    deploy: { talk: { name: "Video and slides", href: "https://pitchandnumbers.example.org/2023/shots-on-deadline" } },
  },
  {
    name: "Liga Amadora Stats",
    github: "https://github.com/duarte-figueira/liga-amadora-stats",
    live: "https://ligaamadora.example.org/stats",
    description:
      "A volunteer project since 2022: a free statistics site for the Liga Amadora Feminina de Lisboa, an amateur women's football league of 12 teams " +
      "and about 250 players. Team managers type in the match sheet after each game; a nightly dbt job in PostgreSQL turns the sheets into league tables, " +
      "top scorers, clean sheets and minutes played, and public Grafana dashboards show them. Before it, the league's stats lived in one spreadsheet on " +
      "one person's laptop. I do it for free; the only cost is the €6 a month for the server, which I pay.",
    stack: ["PostgreSQL", "dbt", "Grafana", "Python", "Docker"],
    deploy: { site: "A €6-a-month virtual server" },
  },
  {
    name: "Tracking Data, Slowly",
    github: "https://github.com/duarte-figueira/tracking-data-slowly",
    live: "https://duartefigueira.example.com/blog/tracking-data-slowly",
    description:
      "A series of eight posts on my blog, Half-Space Notes (2023–2024), about player tracking data: the positions of all 22 players and the ball, " +
      "25 times a second. It shows how to load it with pandas, clean it, line it up with event data from kickparse, and measure things like pressing " +
      "intensity and the space a striker creates. Written for analysts who know Python but have never opened a tracking file; each post comes with a " +
      "Jupyter notebook. The most read post, on pitch control, has had about 30,000 readers.",
    stack: ["Python", "pandas", "Jupyter"],
    deploy: { blog: { name: "Half-Space Notes", href: "https://duartefigueira.example.com/blog/tracking-data-slowly" } },
  },
  {
    name: "Lugar Marcado Seat Map",
    github: "https://github.com/duarte-figueira/seatmap-render",
    live: "",
    description:
      "The seat-map service I built at Lugar Marcado: it drew each venue's seating plan, showed which seats were free in real time and held the seats " +
      "you picked for ten minutes while you paid, so two people could never buy the same seat. It covered 40 venues, from a 200-seat theatre to a " +
      "9,000-seat football stadium, and about 1.1 million tickets went through it. After Kartenwerk bought Lugar Marcado, customers moved to " +
      "Kartenwerk's own system, and the seat map has not been online since January 2021. Its open-source part, a Java library that turns a seating " +
      "plan into SVG, stays on GitHub, archived.",
    stack: ["Java", "Spring Boot", "PostgreSQL", "Redis"],
    deploy: { status: "Offline since January 2021" },
  },
  {
    name: "Passe Curto",
    github: "https://github.com/duarte-figueira/passe-curto",
    live: "",
    description:
      "A side project that failed, and I keep it here on purpose. In 2022 I tried to sell short scouting reports, built from public event data with " +
      "kickparse and dbt, to third-division Portuguese clubs for €30 a month. After nine months I had 14 paying clubs, not enough to pay for the data " +
      "licence, so I shut it down in March 2023. I learned that small clubs need someone who watches their matches more than they need a dashboard, " +
      "and that I'd rather build data than sell it.",
    stack: ["Python", "dbt", "BigQuery"],
    deploy: { status: "Shut down in March 2023" },
  },
];

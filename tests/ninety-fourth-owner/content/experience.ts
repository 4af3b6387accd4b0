import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Staff Database Reliability Engineer",
    employmentType: "Full-time",
    company: "High Table Logistics",
    date: "Jun 2022 – Present",
    location: "São Paulo · Remote",
    description:
      "High Table Logistics is a São Paulo logistics company that stores, packs and delivers parcels for online retailers all over Brazil (the name is about " +
      "sitting at the top table, not database tables). I joined as a Senior Database Reliability Engineer and was promoted to Staff in 2024; I'm the technical " +
      "lead of the DBRE team, four engineers besides me. We run about 120 PostgreSQL clusters, roughly 40 TB: the smaller ones on Amazon RDS and Aurora PostgreSQL, " +
      "the busiest self-managed on EC2 Linux hosts with Patroni, pgBouncer and pgBackRest backups to Amazon S3, and the newest on Kubernetes with CloudNativePG. " +
      "Everything is built with Ansible and Terraform and watched with Prometheus and Grafana. I brought in automated Patroni failover with monthly failover " +
      "drills, so unplanned primary downtime for all of 2025 stayed under 15 minutes, and I cut the p99 of the parcel-tracking query from 900 ms to 60 ms " +
      "with a partial index and a rewritten query. I'm on the DBRE on-call rotation, one week in five.",
    url: "https://hightable.example.com",
    teamSize: 4,
  },
  {
    title: "Database Administrator (DBA)",
    employmentType: "Full-time",
    company: "Banco Serra Azul",
    date: "Mar 2018 – May 2022",
    location: "São Paulo · On-site",
    description:
      "Banco Serra Azul is a mid-sized Brazilian bank based in São Paulo. I was one of six DBAs looking after Oracle Database 12c and 19c for the core " +
      "banking and card systems, and the bank's first PostgreSQL databases. In 2021 I led the move of the 14 TB card-reporting database from Oracle Database " +
      "to PostgreSQL with ora2pg and a logical-replication cutover, with 25 minutes of downtime. I also wrote the Python scripts that check every night that " +
      "the backups really restore, and tuned the SQL of the monthly regulatory reports from six hours to forty minutes.",
    url: "https://serraazul.example.com",
  },
  {
    title: "Backend Developer",
    employmentType: "Full-time",
    company: "Minuano Software",
    date: "Jan 2016 – Feb 2018",
    location: "Porto Alegre · On-site",
    description:
      "Minuano Software is a Porto Alegre startup that makes online booking software for health clinics. I built the booking and reminder backend in Python " +
      "with Django. The product started on MySQL, and in 2017 I moved it to PostgreSQL; after that I became the team's accidental DBA, which is how I fell " +
      "for databases.",
    url: "https://minuano.example.com",
  },
  {
    title: "IT Intern, Database Team",
    employmentType: "Internship",
    company: "Universidade Federal do Rio Grande do Sul (UFRGS)",
    date: "Mar 2014 – Dec 2015",
    location: "Porto Alegre · On-site",
    description:
      "An internship (estágio) in the university's IT department, the Centro de Processamento de Dados, while I finished my degree at UFRGS. I helped the " +
      "DBAs look after the PostgreSQL databases behind the university's enrolment and grades systems, wrote SQL reports for the faculties, " +
      "and wrote my first Python scripts to automate the nightly backup checks.",
    url: "https://www.ufrgs.br",
  },
];

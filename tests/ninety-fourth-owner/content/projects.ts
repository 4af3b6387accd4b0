import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "pg_sentinela",
    github: "https://github.com/bia-castro/pg_sentinela",
    live: "https://pgxn.org/dist/pg_sentinela/",
    description:
      "An open-source PostgreSQL extension I started in 2023 (sentinela is Portuguese for sentinel). PostgreSQL only shows you who is blocking whom right now; " +
      "pg_sentinela keeps a history. The extension, written in C, samples lock waits every second into shared memory and keeps the last 24 hours of " +
      "which query blocked which and for how long. A small Go exporter, sentinela-exporter, reads that history and turns it into Prometheus metrics. " +
      "It supports PostgreSQL 14 to 17, is released under the PostgreSQL License, has about 1,100 GitHub stars and runs on every self-managed cluster at High Table.",
    stack: ["C", "Go", "PostgreSQL", "Prometheus", "Docker", "GitHub Actions"],
    deploy: {
      PGXN: { name: "pg_sentinela on PGXN", href: "https://pgxn.org/dist/pg_sentinela/" },
      "Docker image": "ghcr.io/bia-castro/sentinela-exporter",
    },
  },
  {
    name: "Troca de Guarda",
    github: "https://github.com/bia-castro/troca-de-guarda",
    live: "",
    description:
      "My failover playbook repository (troca de guarda means changing of the guard). Ansible playbooks and Terraform modules that build a PostgreSQL cluster " +
      "with Patroni, etcd and pgBouncer on Linux, with pgBackRest backups to Amazon S3, plus scripted drills for planned switchover, unplanned failover and " +
      "restoring from backup. Every drill runs in CI against a test cluster of three virtual machines, so the runbook you read is the runbook that was tested last night. " +
      "It grew out of the runbooks I wrote at High Table; the docs are in Portuguese and English.",
    stack: ["Ansible", "Terraform", "PostgreSQL", "Patroni", "pgBouncer", "etcd", "pgBackRest", "AWS", "Linux"],
    deploy: {
      "Ansible Galaxy": { name: "bia_castro.troca_de_guarda", href: "https://galaxy.ansible.com/ui/repo/published/bia_castro/troca_de_guarda/" },
    },
  },
  {
    name: "Talks and Diário do Vacuum",
    github: "",
    live: "https://diariodovacuum.example.com",
    description:
      "I speak about PostgreSQL operations and write about it in Portuguese. At PGConf Brasil I gave Autovacuum não é o vilão (2023), " +
      "Do Oracle ao PostgreSQL sem parar o banco (2024, about the bank's Oracle migration) and Failover às três da manhã (2025); " +
      "I gave the failover talk again in Spanish at PGDay Montevideo 2025. My blog, Diário do Vacuum (vacuum diary), has about 60 posts in Portuguese since 2020 " +
      "on vacuum, indexes, query plans, failover and backups. Slides and recordings are on my talks page.",
    stack: ["PostgreSQL", "Patroni", "Oracle Database", "SQL"],
    deploy: {
      blog: { name: "Diário do Vacuum", href: "https://diariodovacuum.example.com" },
      talks: { name: "Talks and slides", href: "https://biacastro.example.com/palestras" },
    },
  },
  {
    name: "pg-painel",
    github: "https://github.com/bia-castro/pg-painel",
    live: "https://grafana.com/orgs/biacastro/dashboards",
    description:
      "A pack of Grafana dashboards and Prometheus alert rules for PostgreSQL fleets (painel is Portuguese for dashboard). Twelve dashboards and about 40 " +
      "alert rules cover PostgreSQL itself, replication lag, Patroni cluster state, pgBouncer pools, pgBackRest backup age and pg_sentinela lock waits. " +
      "A Docker Compose demo brings up PostgreSQL, the exporters, Prometheus and Grafana on a laptop in one command. The dashboards are published on grafana.com.",
    stack: ["Grafana", "Prometheus", "PostgreSQL", "Patroni", "pgBouncer", "pgBackRest", "Docker"],
    deploy: {
      dashboards: { name: "grafana.com", href: "https://grafana.com/orgs/biacastro/dashboards" },
    },
  },
  {
    name: "Bot da Largada",
    github: "https://github.com/bia-castro/bot-da-largada",
    live: "",
    description:
      "A hobby project: a Telegram bot for my running club, Minhocão Runners (largada is the starting line of a race). Every week it posts the Sunday route, " +
      "collects who is coming, reminds people on Saturday night and keeps a monthly kilometre leaderboard for about 80 members. " +
      "It's written in Python with python-telegram-bot, keeps everything in PostgreSQL (of course) and runs on a Raspberry Pi in my flat.",
    stack: ["Python", "python-telegram-bot", "PostgreSQL", "Raspberry Pi"],
    deploy: { bot: "Telegram", server: "A Raspberry Pi at home" },
  },
];

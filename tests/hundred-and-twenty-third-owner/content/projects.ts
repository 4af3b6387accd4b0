import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Nightlight",
    github: "https://github.com/tess-lacsamana/nightlight",
    live: "",
    description:
      "An on-call runbook tool I wrote in Go at Maple Street Credit Union. Runbooks live as Markdown files in Git next to the Prometheus alert rules; " +
      "Nightlight checks that every alert has a runbook, adds the runbook's link to each Alertmanager notification, and flags any runbook that nobody has " +
      "reviewed for 90 days. It serves about 150 runbooks to the SRE team and the developers on call, and since it went in (2023) the median time to " +
      "acknowledge a page has dropped from about 11 minutes to about 4. The version on GitHub is the open-source core, MIT licensed, without Maple Street's " +
      "runbooks. It has no public demo: it only runs inside Maple Street.",
    stack: ["Go", "Prometheus", "Alertmanager", "PostgreSQL", "Kubernetes"],
    deploy: { "runs on": "Amazon EKS (internal)" },
  },
  {
    name: "SLO Kit",
    github: "https://github.com/tess-lacsamana/slo-kit",
    live: "https://slokit.example.org",
    description:
      "An SLO dashboard kit. You describe a service's SLOs in a short YAML file and a Python command-line tool generates the Prometheus recording rules, " +
      "multi-window burn-rate alerts and a ready-made Grafana dashboard for it. I started it in 2022 for Maple Street's online banking SLOs and open-sourced " +
      "it in 2023; it has about 600 stars on GitHub, 14 outside contributors, and the docs site has a live demo dashboard.",
    stack: ["Python", "Prometheus", "Grafana"],
    deploy: {
      PyPI: { name: "slo-kit", href: "https://pypi.org/project/slo-kit/" },
      docs: { name: "slokit.example.org", href: "https://slokit.example.org" },
    },
  },
  {
    name: "The Closet Cluster",
    github: "https://github.com/tess-lacsamana/closet-cluster",
    live: "https://tesslacsamana.example.com/blog/closet-cluster",
    description:
      "A six-part home-lab write-up on my blog about the lab I built during my career break in 2020 and 2021: three second-hand mini PCs in my hall closet " +
      "running Proxmox, a Kubernetes cluster set up with kubeadm, Terraform and Ansible for everything, Prometheus and Grafana watching it all, and nightly " +
      "backups to a friend's house two streets away. It's how I practised for the CKA. The series has had about 40,000 readers, and the lab still runs.",
    stack: ["Kubernetes", "Proxmox", "Terraform", "Ansible", "Prometheus", "Grafana"],
    deploy: { "write-up": { name: "The Closet Cluster on my blog", href: "https://tesslacsamana.example.com/blog/closet-cluster" } },
  },
  {
    name: "certwatch_exporter",
    github: "https://github.com/tess-lacsamana/certwatch_exporter",
    live: "",
    description:
      "A small Prometheus exporter in Go that connects to a list of hosts, reads their TLS certificates and reports how many days each one has left, so " +
      "Grafana can warn weeks before a certificate expires. I wrote it for my home lab in 2021 and we used it at Maple Street for two years to watch about " +
      "300 certificates. I archived it in 2024, when the Prometheus blackbox_exporter covered what we needed; the code stays on GitHub, read-only.",
    stack: ["Go", "Prometheus", "Docker"],
    deploy: { status: "Archived in 2024" },
  },
  {
    name: "Eastside Harvest Food Bank website",
    github: "",
    live: "https://eastsideharvest.example.org",
    description:
      "A volunteer project for the Eastside Harvest Food Bank in Scarborough: the website with opening hours, what to bring, how to donate and the " +
      "volunteer shift sign-up. I don't do the front end: a volunteer designer built the pages with Hugo. I set up the hosting on AWS (S3 and CloudFront) " +
      "with Terraform, the deploys with GitHub Actions, and a Python script that e-mails the week's shift list to the coordinators every Sunday. " +
      "Since 2022 it has served about 2,500 visitors a month for under 3 dollars a month of AWS.",
    stack: ["Hugo", "AWS", "Terraform", "GitHub Actions", "Python"],
    deploy: { hosting: "AWS S3 and CloudFront" },
  },
  {
    name: "Restore Drill",
    github: "",
    live: "https://tesslacsamana.example.com/blog/restore-drill",
    description:
      "Nightly backup restore tests at Maple Street Credit Union. Every night a Kubernetes job restores the latest snapshot of each of our 11 PostgreSQL " +
      "databases on Amazon RDS into a scratch instance, runs a set of checks on the data, reports the result to Prometheus and deletes the copy. " +
      "In 2023 it caught 2 backups that would not have restored. The code is internal; the link goes to my write-up.",
    stack: ["Python", "PostgreSQL", "Amazon RDS", "Kubernetes", "Prometheus"],
    deploy: { "write-up": { name: "Restore Drill on my blog", href: "https://tesslacsamana.example.com/blog/restore-drill" } },
  },
];

import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Staff Site Reliability Engineer",
    employmentType: "Full-time",
    company: "Vitrine Sul",
    date: "Jan 2022 – Present",
    location: "Porto Alegre · Remote",
    description:
      "Vitrine Sul is an e-commerce marketplace based in Porto Alegre where about 18,000 independent sellers from southern Brazil sell to buyers all over " +
      "the country. I joined as a Senior SRE and was promoted to Staff SRE in March 2024. I lead a team of five SREs and the on-call rotation of 14 engineers " +
      "across checkout, search and payments, and I started and run our weekly blameless incident review. Everything runs on AWS: Kubernetes on EKS, " +
      "PostgreSQL on RDS, deployed with Argo CD and Helm, infrastructure in Terraform, observed with Prometheus, Grafana, Loki and OpenTelemetry, " +
      "paged through PagerDuty. Since I joined, the median time to recover from an incident fell from 95 minutes to 22 minutes, and pages per on-call " +
      "week fell from about 40 to 9.",
    url: "https://vitrinesul.example.com",
    teamSize: 5,
  },
  {
    title: "Platform Engineer",
    employmentType: "Full-time",
    company: "Banco Ponte",
    date: "Jul 2019 – Dec 2021",
    location: "São Paulo · On-site, remote from Porto Alegre from 2020",
    description:
      "Banco Ponte is a digital bank based in São Paulo with about 3 million customers. On its platform team I moved 140 services from virtual machines " +
      "to Kubernetes on AWS EKS in 18 months: I wrote the shared Helm charts, set up Argo CD so teams could deploy by merging a pull request, and moved " +
      "the Nginx reverse proxies into the cluster as ingress. I also wrote the first version of our post-mortem template there, which later became Sem Culpa, " +
      "and passed the CKA exam in 2020.",
    url: "https://bancoponte.example.com",
  },
  {
    title: "Linux System Administrator",
    employmentType: "Full-time",
    company: "UFRGS – Universidade Federal do Rio Grande do Sul (university data centre)",
    date: "Feb 2017 – Jun 2019",
    location: "Porto Alegre · On-site",
    description:
      "In the data centre of UFRGS, the federal university in Porto Alegre, I looked after about 300 Linux servers: the student portal, e-mail, the library " +
      "systems and the research groups' machines. I ran the Nginx reverse proxies and the PostgreSQL backups, automated the boring parts in Bash and Python, " +
      "and set up the university's first Prometheus and Grafana monitoring, which replaced e-mails from cron jobs that nobody read.",
  },
  {
    title: "Network Operations Intern",
    employmentType: "Internship",
    company: "Pampa Fibra",
    date: "Mar 2016 – Dec 2016",
    location: "Porto Alegre · On-site",
    description:
      "Pampa Fibra is a regional fibre internet provider in Rio Grande do Sul with about 20,000 customers. As an intern in its network operations centre " +
      "I watched the network, configured routers and switches, answered the night support phone when the fibre broke in a storm, and wrote my first Bash " +
      "scripts to check the links every five minutes.",
  },
];

import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Founder & Contract Go / Platform Engineer",
    employmentType: "Self-employed (B2B contracts)",
    company: "Lantern Works",
    date: "Apr 2024 – Present",
    location: "Kraków · Remote",
    description:
      "Lantern Works is my one-person consultancy: I take day-rate contracts for Go backend and cloud infrastructure work, mostly with European fintech and logistics companies. " +
      "Past clients include Fjordpay, a payments company in Oslo, where I moved 23 ledger and settlement services from EC2 virtual machines to Amazon EKS with no downtime " +
      "and wrote the Terraform for three AWS accounts; Tramline Mobility in Berlin, where I built their GKE platform on Google Cloud and a Go gRPC gateway for a fleet of 8,000 e-scooters; " +
      "and Zielony Koszyk, a grocery-delivery company in Warsaw, where I tuned PostgreSQL queries and Kafka consumers and cut the monthly cloud bill by 31%. " +
      "I'm currently back at Fjordpay on a platform contract until the end of January 2027.",
    url: "https://lanternworks.example.com",
  },
  {
    title: "Career break",
    employmentType: "Career break",
    company: "Family care",
    date: "Mar 2022 – Mar 2024",
    location: "Kraków",
    description:
      "I took two years away from paid work to care full-time for a close family member. The break was planned, and it is over. " +
      "I kept tfsweep maintained a few hours a week, and in 2023 I passed the CKA exam to keep my Kubernetes skills current. " +
      "I returned to work in April 2024 by founding Lantern Works.",
  },
  {
    title: "Senior Backend Engineer (Tech Lead, Dispatch)",
    employmentType: "Full-time",
    company: "Waypost",
    date: "Jun 2019 – Feb 2022",
    location: "Kraków · Hybrid",
    description:
      "Waypost is a logistics scale-up whose platform plans routes and tracks parcels for courier companies in Poland, Czechia and Slovakia; it grew from 40 to 220 people while I was there. " +
      "I led the dispatch team of five backend engineers and rewrote the dispatch service from a Python monolith into Go services talking over gRPC, with Kafka carrying about " +
      "1.2 million parcel events a day and PostgreSQL for state, all on Google Cloud (GKE) and provisioned with Terraform. The rewrite cut p99 dispatch latency from 800 ms to 120 ms. " +
      "I also set up the team's on-call rotation with Prometheus alerts and runbooks.",
    url: "https://waypost.example.com",
    teamSize: 5,
  },
  {
    title: "Platform Engineer",
    employmentType: "Full-time",
    company: "Vistula Bank",
    date: "Sep 2016 – May 2019",
    location: "Kraków · On-site",
    description:
      "On the platform team at the bank's Kraków technology centre I ran the internal Kubernetes clusters that hosted about 140 services, and helped move the first of them " +
      "from the bank's own data centre to AWS under strict audit rules. I wrote Go tooling for certificate rotation and deployment approvals, built the Prometheus and Grafana " +
      "monitoring the product teams used, and automated the quarterly audit evidence that used to take two weeks of spreadsheets.",
    url: "https://vistulabank.example.com",
  },
  {
    title: "Junior Linux Administrator",
    employmentType: "Full-time",
    company: "Smok Hosting",
    date: "Jul 2014 – Aug 2016",
    location: "Kraków · On-site",
    description:
      "My first job, which I took in the third year of my physics degree and which is why I never finished it. I looked after about 600 Linux servers for a Kraków web-hosting company, " +
      "automated backups and provisioning with Bash and Python, and wrote my first Go program: a small tool that checked disk health across the fleet.",
  },
];

import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Site Reliability Engineer",
    employmentType: "Full-time",
    company: "Kestrel Freight",
    date: "Sep 2022 – Present",
    location: "Remote · Tromsø, Norway",
    description:
      "Kestrel Freight is a logistics company headquartered in Rotterdam that moves road and short-sea freight across Northern Europe; " +
      "its platform tracks about 50,000 shipments a day for shippers, carriers and 30 partner warehouses. " +
      "I joined as a Site Reliability Engineer after my career break and was promoted to Senior in April 2024. " +
      "I'm one of five engineers on the platform team: I don't manage people, but I coordinate the on-call rotation of 11 engineers and train new incident commanders. " +
      "I led the move of about 140 services from hand-built Amazon EC2 hosts to Amazon EKS, finished in June 2024 with no customer-facing downtime, " +
      "built with Terraform, Helm and Argo CD. I introduced SLOs and error budgets, starting with 99.95% availability for the shipment-tracking API, " +
      "and set up our blameless postmortem process: more than 60 postmortems written since 2022. " +
      "Mean time to restore for P1 incidents went from 94 minutes in 2023 to 31 minutes in 2025, and pages per on-call week fell from about 40 to 9.",
    url: "https://kestrelfreight.example.com",
  },
  {
    title: "Independent Reliability Consultant",
    employmentType: "Freelance, part-time",
    company: "Self-employed",
    date: "Mar 2024 – Present",
    location: "Remote · Tromsø, Norway",
    description:
      "With Kestrel Freight's written approval, I take on two or three small engagements a year for Nordic start-ups: a two-day review of a team's on-call and alerting, " +
      "or a one-day workshop that teaches a team to run incidents and write blameless postmortems. I don't take work that competes with Kestrel Freight. " +
      "Four clients so far, in Norway and Sweden.",
  },
  {
    title: "Career break: caregiving",
    employmentType: "Career break",
    company: "Family care",
    date: "Sep 2021 – Aug 2022",
    location: "Lagos, Nigeria",
    description:
      "I took a year away from work to care for my father in Lagos after his stroke, sharing the care with my brother until my father could live on his own again. " +
      "I kept my homelab running, read a great many public postmortems and drafted the first posts of what became the Pager Diaries blog series. " +
      "I came back to work in September 2022.",
  },
  {
    title: "DevOps Engineer",
    employmentType: "Full-time",
    company: "Nordavind Systems AS",
    date: "Mar 2018 – Aug 2021",
    location: "Tromsø, Norway · On-site",
    description:
      "Nordavind Systems builds software for fish farms and fishing fleets along the Norwegian coast; I moved to Tromsø from Lagos for this job in March 2018. " +
      "I moved the company's services from a server room in the office to AWS with Terraform and Ansible, set up its first Kubernetes cluster, " +
      "replaced e-mail alerts with Prometheus, Alertmanager and Grafana, and shared a three-person on-call rota. " +
      "It's also where I learned Norwegian, mostly in the lunch room.",
    url: "https://nordavindsystems.example.com",
  },
  {
    title: "Network Engineer",
    employmentType: "Full-time",
    company: "Harmattan Hosting",
    date: "Aug 2013 – Feb 2018",
    location: "Lagos, Nigeria · On-site",
    description:
      "Harmattan Hosting runs a data centre in Lagos with colocation and virtual servers for Nigerian businesses. " +
      "I started on night shifts in the network operations centre and became a network engineer in 2014: I ran BGP with two upstream providers " +
      "and the Lagos internet exchange, looked after DNS, HAProxy load balancers and Linux servers, and wrote Python and Bash scripts to automate the boring parts. " +
      "I wrote netcheck here, and it's where I wrote my first postmortem, after a power failure took down half the data centre in 2016.",
  },
  {
    title: "Network Technician",
    employmentType: "Full-time",
    company: "Eko Broadband",
    date: "Jan 2010 – Jul 2013",
    location: "Lagos, Nigeria · On-site",
    description:
      "Eko Broadband is an internet provider for homes and offices in Lagos. I installed and repaired fibre and wireless links, climbed rooftops to align radio antennas, " +
      "configured Cisco routers and switches for business customers and took my turn on the weekend fault line. I passed the CCNA here in 2013.",
  },
];

import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Site Reliability Engineering Lead (SRE Lead)",
    employmentType: "Full-time",
    company: "Blue Pallet Freight",
    date: "Mar 2022 – Present",
    location: "Toronto · Hybrid",
    description:
      "Blue Pallet Freight is a freight-logistics company that moves pallets for about 3,000 shippers across Canada and the northern US. " +
      "I lead its SRE team of four engineers and keep the platform behind dispatch, the drivers' app and the shipment-tracking API running on Kubernetes (EKS) on AWS, " +
      "all of it built with Terraform and Helm. I rewrote our alerts around SLOs, which cut pages per on-call week from about 40 to about 9, " +
      "and rolled out OpenTelemetry across the tracking services (Last Mile Tracing). I'm in the on-call rotation myself, one week in five, " +
      "and I write the post-mortems: more than 60 since 2022, all blameless. The shipment-tracking API has held its 99.95% availability SLO " +
      "through the 2023 and 2024 peak seasons without a Sev-1 incident.",
    url: "https://bluepalletfreight.example.com",
    teamSize: 4,
  },
  {
    title: "DevOps Engineer",
    employmentType: "Full-time",
    company: "Pocket Change Payments",
    date: "Jun 2019 – Feb 2022",
    location: "Toronto · On-site, remote from March 2020",
    description:
      "Pocket Change Payments is a Toronto fintech that processes card and Interac e-Transfer payments for about 8,000 small businesses. " +
      "I moved its 14 card-processing services from hand-built EC2 virtual machines to Kubernetes on EKS with Helm and Terraform (Moving Day), " +
      "built the CI/CD pipelines in GitHub Actions that cut a deploy from 45 minutes to 8, kept the remaining legacy hosts patched with Ansible, " +
      "and set up PostgreSQL streaming replication with a tested failover. I also prepared the infrastructure evidence for two PCI DSS audits.",
    url: "https://pocketchange.example.com",
  },
  {
    title: "Infrastructure Maintainer (volunteer)",
    employmentType: "Volunteer, part-time",
    company: "Quiet Hours (open-source project)",
    date: "Jan 2020 – Dec 2021",
    location: "Remote",
    description:
      "Alongside my job at Pocket Change, I spent about five hours a week, mostly evenings, as one of three volunteer infrastructure maintainers of Quiet Hours, " +
      "an open-source on-call scheduling and paging tool written in Go. I kept its CI and release builds running, maintained the official Helm chart, " +
      "and ran the public demo on GKE in Google Cloud, rewriting its Terraform so the demo's cloud bill fell by 60% and donations could cover it.",
    url: "https://github.com/quiet-hours/quiet-hours",
  },
  {
    title: "Systems Administrator",
    employmentType: "Full-time",
    company: "Lakeview College of Applied Arts and Technology",
    date: "Sep 2015 – May 2019",
    location: "Toronto · On-site",
    description:
      "Lakeview College is a public college in Toronto with about 22,000 students. I joined a month after landing in Canada and ran the Linux servers " +
      "behind the student portal and the Moodle learning platform. I automated the monthly patching with Ansible and Bash, moved the nightly PostgreSQL backups " +
      "to tested restores, and set up the college's first Prometheus and Grafana monitoring, so we heard about problems before the students did.",
    url: "https://lakeviewcollege.example.ca",
  },
  {
    title: "IT Help Desk Technician",
    employmentType: "Full-time",
    company: "Quiapo District Hospital",
    date: "Jun 2010 – Jul 2015",
    location: "Manila, Philippines · On-site",
    description:
      "Quiapo District Hospital is a 400-bed public hospital run by the City of Manila. On its IT help desk I supported about 600 staff across 24/7 shifts, " +
      "including nights, and kept the PCs and printers of patient registration, the wards and the lab running. " +
      "I wrote my first Bash scripts here, to back up the lab-results server every night, and learned that in a hospital, downtime means people waiting.",
  },
];

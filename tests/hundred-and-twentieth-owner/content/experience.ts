import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Lead Site Reliability Engineer",
    employmentType: "Full-time",
    company: "Safe Harbour Pay",
    date: "Mar 2022 – Present",
    location: "Nairobi · Remote-first, in the office twice a month",
    description:
      "Safe Harbour Pay is a mobile-payments company of about 250 people: its app lets people and small shops in Kenya and Uganda send, receive and save money. " +
      "I joined as its first SRE in March 2022 and now lead a team of five SREs. We run the payment platform on Amazon EKS across nine AWS accounts, " +
      "with PostgreSQL on Amazon RDS, everything in Terraform, and Prometheus, Grafana and Loki for metrics and logs. I set up our SLOs and error budgets " +
      "(99.95% availability for the payments API, met every quarter of 2024), a PagerDuty on-call rotation of one week in five, and blameless postmortems " +
      "after every major incident. Between 2023 and 2024 we cut our MTTR (mean time to recovery) from about 95 minutes to about 30. " +
      "I also own the infrastructure side of our yearly PCI DSS audit: IAM with least privilege, encrypted databases and audited access.",
    url: "https://safeharbourpay.example.com",
    teamSize: 5,
  },
  {
    title: "DevOps Engineer",
    employmentType: "Full-time",
    company: "Jumla Market",
    date: "Jun 2018 – Feb 2022",
    location: "Nairobi · Hybrid",
    description:
      "Jumla Market is an online marketplace where Kenyan shops sell everything from phones to furniture. I was one of two DevOps engineers. " +
      "In 2020 I moved the site from a handful of hand-built virtual machines to Kubernetes on Amazon EKS, with Docker images built by GitHub Actions, " +
      "just before the holiday sale that brought six times our normal traffic without an outage. I wrote Ansible playbooks for the servers that stayed, " +
      "ran our PostgreSQL databases (backups, replication and two major version upgrades), and built our first Prometheus and Grafana dashboards. " +
      "I also tried a little Azure here, for a short-lived search service, before everything settled on AWS.",
    url: "https://jumlamarket.example.com",
  },
  {
    title: "Systems Administrator, ICT Department",
    employmentType: "Full-time",
    company: "Kenyatta National Hospital",
    date: "Feb 2016 – May 2018",
    location: "Nairobi · On-site",
    description:
      "Kenyatta National Hospital is Kenya's largest public referral hospital, not a software company: in its ICT department I looked after the servers, " +
      "backups and network that the wards, the labs and the pharmacy depend on. I didn't write the hospital's software; I kept the Linux and Windows servers " +
      "of the patient records system running, tested the nightly backups by actually restoring them, and rebuilt the network of two wings. " +
      "It's where I wrote my first Bash scripts and Ansible playbooks, and where I learned that a system going down at 3 a.m. matters when patients are waiting.",
  },
  {
    title: "Network Technician",
    employmentType: "Full-time",
    company: "Zuku",
    date: "Jun 2013 – Jan 2016",
    location: "Nairobi · In the field",
    description:
      "Zuku is a Kenyan internet and TV provider. As a network technician I installed and repaired fibre connections and customer routers for homes and " +
      "businesses around Nairobi, and spent my last year helping the core network team with switch configuration, VPNs and the basics of BGP. " +
      "I passed the CCNA here in 2014.",
  },
];

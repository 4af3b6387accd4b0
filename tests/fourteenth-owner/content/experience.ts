import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Staff Site Reliability Engineer",
    employmentType: "Full-time",
    company: "Kotobuki Pay",
    date: "Apr 2022 – Present",
    location: "Osaka · Hybrid",
    description:
      "I lead the six-person SRE team behind Kotobuki Pay's payment APIs. I introduced SLOs and burn-rate alerting, " +
      "which cut paging alerts by 70%, and moved 40 services onto a shared Amazon EKS platform managed with Terraform and Argo CD.",
    url: "https://kotobukipay.example.com",
    teamSize: 6,
  },
  {
    title: "Senior Site Reliability Engineer",
    employmentType: "Full-time",
    company: "Lumenrise",
    date: "Apr 2019 – Mar 2022",
    location: "Remote from Osaka (team based in Berlin)",
    description:
      "Fully remote role at a Berlin-based observability startup. Ran the Prometheus and Thanos fleet ingesting 30 million " +
      "active series, wrote the Go operators that scaled it on Google Cloud, and covered the Asia-Pacific half of a " +
      "follow-the-sun on-call rotation.",
    url: "https://lumenrise.example.com",
  },
  {
    title: "Infrastructure Engineer",
    employmentType: "Contract",
    company: "Naniwa Trust Bank",
    date: "Apr 2018 – Mar 2019",
    location: "Osaka · On-site",
    description:
      "Twelve-month contract to move the bank's internet-banking batch jobs from ageing on-premises servers to AWS. " +
      "Wrote the Terraform and Ansible for the new environment, and the runbooks the bank's own operations team still uses.",
  },
  {
    title: "Lead Platform Engineer",
    employmentType: "Full-time",
    company: "Shirokuma Interactive (formerly Tanuki Games)",
    date: "Jun 2015 – Mar 2018",
    location: "Osaka · On-site",
    description:
      "I joined Tanuki Games, a mobile game studio, in 2015; it was acquired by Shirokuma Interactive in 2016 and renamed " +
      "after its new owner. I led a team of three that moved 120 game servers from bare metal to Kubernetes with no " +
      "player-facing downtime, and I set up the studio's first Grafana dashboards and on-call rotation.",
    teamSize: 3,
  },
  {
    title: "Systems Engineer",
    employmentType: "Full-time",
    company: "Dojima Hosting",
    date: "Apr 2013 – May 2015",
    location: "Osaka",
    description:
      "Ran 400 Linux servers for a shared and dedicated hosting company: patching, MySQL replication, Nginx and backups. " +
      "Wrote the Bash and Python scripts that automated most of the manual night-shift checklist.",
  },
  {
    title: "Night-shift Server Operator",
    employmentType: "Full-time",
    company: "Yodogawa Net",
    date: "Apr 2011 – Mar 2013",
    location: "Osaka",
    description:
      "Watched network and server alerts overnight at a regional internet provider, followed the runbooks and escalated " +
      "incidents. This is where I taught myself Linux and Bash, one outage at a time.",
  },
];

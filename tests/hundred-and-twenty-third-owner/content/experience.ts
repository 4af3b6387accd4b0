import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Site Reliability Engineer",
    employmentType: "Full-time (four-day week since 2023)",
    company: "Maple Street Credit Union",
    date: "Nov 2021 – Present",
    location: "Toronto · Hybrid, in the downtown office on Tuesdays and Wednesdays",
    description:
      "Maple Street Credit Union is a member-owned credit union with about 110,000 members and 16 branches around the Greater Toronto Area. " +
      "I joined as its second SRE; we are now a team of four. I moved online and mobile banking (not the core banking system, which a vendor runs) " +
      "from a handful of on-premises virtual machines to Kubernetes on Amazon EKS, with every AWS account described in Terraform and the servers that stayed " +
      "managed with Ansible. I set up our first SLOs: online banking sign-in and e-transfers have a 99.9% availability SLO, and we met it in every month of 2024. " +
      "By tidying alerts and writing runbooks we went from about 40 pages per on-call week to about 8 in 2023. I also look after our PostgreSQL databases " +
      "on Amazon RDS and the nightly restore tests. Our on-call rotation is one week in five. Since April 2023 I work a four-day week, Monday to Thursday, " +
      "an arrangement I asked for and Maple Street agreed to.",
    url: "https://maplestreetcu.example.com",
  },
  {
    title: "Career break: caring for a parent",
    employmentType: "Career break",
    company: "Career break",
    date: "Nov 2019 – Oct 2021",
    location: "Toronto",
    description:
      "Two years away from paid work to care for my mother full-time. It was the right call and I'd make it again. In the second year, once things settled, " +
      "I built the home lab I wrote up as The Closet Cluster, wrote certwatch_exporter, and passed the Certified Kubernetes Administrator (CKA) exam in August 2021.",
  },
  {
    title: "Linux Systems Administrator",
    employmentType: "Full-time",
    company: "CedarLeaf Web Hosting",
    date: "Jul 2015 – Oct 2019",
    location: "Mississauga, Ontario · On-site",
    description:
      "CedarLeaf Web Hosting sells shared and managed hosting to about 25,000 small-business websites. I was one of six systems administrators looking after " +
      "about 400 Linux servers (CentOS, later Ubuntu) running Apache and Nginx. I replaced hand-built servers with Ansible playbooks, which took a new server " +
      "from a full day of work to about 40 minutes, wrote the Bash scripts behind our nightly backups, looked after the PostgreSQL database of the customer " +
      "control panel, and in 2018 moved our monitoring from Nagios to Prometheus and Grafana. The on-call rotation there was one week in three, overnight " +
      "included, which is where my rule about on-call comes from.",
    url: "https://cedarleafhosting.example.com",
  },
  {
    title: "IT Help Desk Technician",
    employmentType: "Full-time",
    company: "Northgate Community College",
    date: "Aug 2012 – Jun 2015",
    location: "Toronto · On-site",
    description:
      "First-line IT support for about 1,800 staff and 15,000 students at a community college: password resets, laptops, classroom projectors and " +
      "the never-ending Wi-Fi tickets. I closed more than 9,000 tickets in three years and wrote my first Bash scripts to stop doing the same fixes by hand. " +
      "In my last year I moved to second-line support and helped the systems team patch the Linux servers behind the college's Moodle learning platform, " +
      "which is what got me into systems administration.",
  },
];

import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Lead Site Reliability Engineer",
    employmentType: "Full-time",
    company: "Kōtuku Airways",
    date: "Apr 2023 – Present",
    location: "Auckland · Hybrid",
    description:
      "Kōtuku Airways is a New Zealand domestic and trans-Tasman airline. Its digital team of about 70 people builds the website, the mobile app " +
      "and the booking, check-in and boarding-pass APIs that about 4 million passengers use each year. I lead the five-person SRE team and own on-call " +
      "and observability for all of it: I rebuilt the PagerDuty rotations and escalation policies, wrote a runbook for every paging alert, defined SLOs " +
      "for booking and check-in, and rolled out OpenTelemetry tracing to 60 services. Pages per on-call week fell from 38 to 9, and mean time to recovery " +
      "(MTTR) from 72 minutes to 24.",
    url: "https://kotukuairways.example.com",
    teamSize: 5,
  },
  {
    title: "Site Reliability Engineer",
    employmentType: "Full-time",
    company: "Kōtuku Airways",
    date: "Jan 2022 – Mar 2023",
    location: "Auckland · Hybrid",
    description:
      "Joined as the airline's second SRE. Moved metrics from a patchwork of CloudWatch dashboards to Prometheus and Grafana on Amazon EKS, " +
      "started quarterly chaos engineering game days (the first one showed that check-in failed whenever the seat-map service was slow), " +
      "and introduced blameless postmortems for every Sev 1 and Sev 2 incident.",
    url: "https://kotukuairways.example.com",
  },
  {
    title: "Platform Engineer",
    employmentType: "Full-time",
    company: "Department of Public Registers",
    date: "Jul 2019 – Dec 2021",
    location: "Wellington · Hybrid",
    description:
      "Worked on Registers Online, the agency's digital service, where people register births, change their names and order certificates " +
      "(about 1.2 million transactions a year). As one of four platform engineers I built the shared Kubernetes platform on AWS that 12 product teams " +
      "deploy to, wrote the Terraform for its accounts, networks and clusters, and set up deployment pipelines with GitHub Actions, Helm and Argo CD. " +
      "We moved 35 services off ageing on-premises servers, and the platform ran at 99.95% availability in 2021.",
    url: "https://registers.example.govt.nz",
  },
  {
    title: "Systems Administrator",
    employmentType: "Full-time",
    company: "Waitematā University",
    date: "Feb 2016 – Jun 2019",
    location: "Auckland · On-site",
    description:
      "In the university's IT Services team I looked after about 300 Linux servers (Ubuntu and Red Hat Enterprise Linux) behind the student portal, " +
      "the library systems and research computing. I automated patching with Bash and Python scripts, replaced the old Nagios checks with Prometheus " +
      "and Grafana, and was on the out-of-hours on-call roster during enrolment and exam periods.",
    url: "https://its.waitemata-university.example.ac.nz",
  },
  {
    title: "Help Desk Technician",
    employmentType: "Part-time",
    company: "Kakala Community Trust",
    date: "Mar 2013 – Dec 2015",
    location: "Ōtāhuhu, Auckland · On-site",
    description:
      "Kakala Community Trust is a non-profit that supports Pasifika families in South Auckland. While I was studying I worked 15 hours a week " +
      "on its help desk: fixing laptops and printers for staff, setting up the office network and Wi-Fi, and running free computer classes " +
      "for elders in Tongan and English.",
  },
];

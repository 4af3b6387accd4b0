import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Platform Engineer",
    employmentType: "Full-time",
    company: "Kargora",
    date: "Mar 2022 – Present",
    location: "Berlin, Germany · Remote from Lagos",
    description:
      "Kargora is a Berlin freight platform that matches shippers with about 9,000 trucking companies across Europe. " +
      "Since January 2024 I have led its four-person Developer Platform team. In 2023 I led the migration of 120 services from Amazon ECS " +
      "to Kubernetes on Amazon EKS, deployed with Argo CD and Helm, with no customer-facing downtime. I built Hafen, our internal developer platform " +
      "(a service template, Terraform modules and Argo CD pipelines) that takes a new service to production in under a day instead of two weeks, " +
      "rolled out OpenTelemetry tracing across all services, defined SLOs for the 35 customer-facing services and moved alerting to SLO burn rates, " +
      "which cut pages per on-call week from 38 to 9. Karpenter and spot instances cut the AWS bill by 27%.",
    url: "https://kargora.example.com",
    teamSize: 4,
  },
  {
    title: "Site Reliability Engineer",
    employmentType: "Full-time",
    company: "Kudiflow",
    date: "Jan 2020 – Feb 2022",
    location: "Lagos, Nigeria · Hybrid",
    description:
      "Kudiflow is a Lagos payments company whose APIs let Nigerian merchants take card, bank-transfer and USSD payments. " +
      "I was its first SRE hire and grew the SRE team to three. I moved the payment services from virtual machines to Google Kubernetes Engine (GKE) " +
      "on Google Cloud, put all infrastructure in Terraform, built monitoring with Prometheus, Grafana and Alertmanager, set up the PagerDuty on-call rotation " +
      "and wrote the incident response process and blameless postmortem template that became my Open On-Call Handbook. " +
      "The card-payments API's availability went from 99.5% to 99.95%.",
    url: "https://kudiflow.example.com",
  },
  {
    title: "DevOps Engineer",
    employmentType: "Full-time",
    company: "Coralbay Digital",
    date: "Jun 2018 – Dec 2019",
    location: "Lagos, Nigeria · On-site",
    description:
      "Coralbay Digital is a Lagos agency that builds websites and mobile back ends for banks, telecoms and NGOs. " +
      "I containerised more than 40 client projects with Docker, moved their builds to GitLab CI, managed the DigitalOcean servers with Ansible " +
      "and replaced a 45-minute manual deployment with a 6-minute pipeline. I also set up nightly, tested database backups for every client.",
    url: "https://coralbay.example.com",
  },
  {
    title: "Teaching Assistant",
    employmentType: "Part-time",
    company: "CodeHaven Bootcamp",
    date: "Oct 2017 – May 2018",
    location: "Lagos, Nigeria · On-site",
    description:
      "After graduating from CodeHaven's 24-week full-stack course, I stayed on as a teaching assistant for three cohorts of about 30 students each. " +
      "I ran the Linux command line, Git and deployment workshops, reviewed projects and held evening office hours. " +
      "Helping students get their apps onto servers is where I found out I enjoyed infrastructure most.",
    url: "https://codehaven.example.com",
  },
  {
    title: "Co-organiser",
    employmentType: "Volunteer",
    company: "Cloud Native Lagos",
    date: "Aug 2021 – Present",
    location: "Lagos, Nigeria",
    description:
      "Co-organise Cloud Native Lagos, a free monthly meetup for people running Kubernetes and cloud-native tools in Nigeria. " +
      "More than 30 meetups so far, usually 60 to 150 people each, plus a yearly hands-on Kubernetes workshop for beginners.",
    url: "https://www.meetup.com/cloud-native-lagos",
  },
];

import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Solutions Architect",
    employmentType: "Full-time",
    company: "Clear Sky Cloud",
    date: "Jun 2022 – Present",
    location: "Lagos · Hybrid",
    description:
      "Clear Sky Cloud is a cloud-hosting and managed-services company of about 150 people, with offices in Lagos and Nairobi, that hosts and runs " +
      "customers' workloads on AWS and Google Cloud. I work mostly in pre-sales and customer architecture: with the account executives I run discovery " +
      "workshops, design the target architecture, write the technical half of the proposal and build the proof of concept myself in Terraform, " +
      "then stay with the customer's engineers through the migration. I've led the technical side of more than 40 pre-sales engagements, " +
      "among them moving a Lagos microfinance bank from its own data centre to AWS, and I run Well-Architected reviews for existing customers. " +
      "I also lead a pod of two associate solutions architects.",
    url: "https://clearskycloud.example.com",
    teamSize: 2,
  },
  {
    title: "DevOps Engineer",
    employmentType: "Full-time",
    company: "Paystack",
    date: "Apr 2019 – May 2022",
    location: "Lagos · On-site, remote from 2020",
    description:
      "Paystack is a Lagos payments company. I was one of five engineers on the infrastructure team: I moved the payment services from hand-built " +
      "EC2 servers to Kubernetes on Amazon EKS, packaged them as Helm charts and deployed them with Argo CD, which cut a deploy from about 40 minutes to 6. " +
      "I rewrote the old CloudFormation stacks in Terraform, ran the PostgreSQL and Redis clusters, built the Datadog dashboards and alerts, " +
      "and took my turn on the on-call rota.",
    url: "https://paystack.com",
  },
  {
    title: "Systems Administrator",
    employmentType: "Full-time",
    company: "MTN Nigeria",
    date: "Nov 2016 – Mar 2019",
    location: "Lagos · On-site",
    description:
      "At MTN Nigeria, the telecom operator, I looked after about 300 Linux servers in the Lagos data centre that run internal billing and reporting systems: " +
      "patching, backups, user access and monitoring. I automated the routine work with Bash and Python scripts, and in 2018 I helped move the " +
      "billing reports to AWS, the first workload my team ran in the cloud.",
    url: "https://www.mtn.ng",
  },
  {
    title: "ICT Teacher (National Youth Service)",
    employmentType: "National Youth Service Corps (NYSC)",
    company: "Community Secondary School, Enugu",
    date: "Nov 2015 – Oct 2016",
    location: "Enugu, Nigeria",
    description:
      "My year of National Youth Service, straight after university. I taught ICT to junior and senior secondary classes, about 45 students a class, " +
      "set up the school's computer lab with 20 donated PCs, and ran an after-school computer club on Saturdays.",
  },
];

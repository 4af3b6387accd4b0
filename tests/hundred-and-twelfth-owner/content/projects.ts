import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Two Regions, One Ledger",
    github: "https://github.com/sundayokafor/two-regions-one-ledger",
    live: "https://sundayokafor.example.com/talks/two-regions-one-ledger",
    description:
      "A reference architecture for a multi-region payments platform on AWS, and the talk I gave about it at AWS Community Day Nigeria 2024 in Lagos " +
      "in October 2024. The ledger runs active-passive across two AWS regions, Ireland (eu-west-1) and Cape Town (af-south-1): services on Amazon EKS, " +
      "an Aurora PostgreSQL global database, Redis for idempotency keys so a retried payment is never charged twice, and Route 53 health checks for failover. " +
      "In the failover drill in the repo the standby region takes over in under five minutes. The infrastructure comes in two versions, Terraform and " +
      "Pulumi in Python, the services ship as Helm charts deployed by Argo CD, and a Datadog dashboard shows both regions side by side. " +
      "It's a reference to learn from, not a product: the repo has the code and the diagrams, and the talk page has the slides and the recording.",
    stack: ["AWS", "Amazon EKS", "Kubernetes", "Terraform", "Pulumi", "Python", "PostgreSQL", "Redis", "Helm", "Argo CD", "Datadog"],
    deploy: {
      talk: { name: "AWS Community Day Nigeria 2024 slides and recording", href: "https://sundayokafor.example.com/talks/two-regions-one-ledger" },
      code: { name: "GitHub", href: "https://github.com/sundayokafor/two-regions-one-ledger" },
    },
  },
  {
    name: "Groundwork",
    github: "https://github.com/sundayokafor/groundwork",
    live: "https://registry.terraform.io/namespaces/sundayokafor",
    description:
      "An open-source library of Terraform modules for cloud landing zones: the accounts, networking, identity, logging and guardrails a company needs " +
      "before its first workload goes live. There are modules for AWS (organisation, accounts, a hub-and-spoke network and security baselines) and " +
      "Google Cloud (folders, projects and a shared VPC), and an Azure module for management groups that is still in beta. " +
      "Every module is tested with Terratest in Go on GitHub Actions. I started it in 2023 on my own time; it has about 850 GitHub stars, " +
      "is Apache-2.0 licensed, is published on the Terraform Registry, and Clear Sky Cloud now uses it for about 30 customer landing zones.",
    stack: ["Terraform", "AWS", "Google Cloud", "Azure", "Go", "GitHub Actions"],
    deploy: {
      modules: { name: "Terraform Registry", href: "https://registry.terraform.io/namespaces/sundayokafor" },
    },
  },
  {
    name: "Cost Compass",
    github: "https://github.com/sundayokafor/cost-compass",
    live: "https://cost-compass-demo.streamlit.app",
    description:
      "A cloud cost dashboard I built in Python and Streamlit for Clear Sky Cloud's customers, and open-sourced. It reads AWS Cost and Usage Reports " +
      "and Google Cloud billing exports into PostgreSQL, then shows where the money goes by team and by service, flags idle resources and oversized " +
      "instances, and estimates what Savings Plans or committed-use discounts would save. Customers run it in their own account from a Docker image, " +
      "so their billing data never leaves it. It helped one logistics customer cut their AWS bill by 31% in three months. " +
      "Azure billing isn't supported yet. The public demo runs on made-up data.",
    stack: ["Python", "Streamlit", "Pandas", "PostgreSQL", "Docker", "AWS", "Google Cloud"],
    deploy: {
      demo: { name: "Streamlit Community Cloud", href: "https://cost-compass-demo.streamlit.app" },
      image: "Docker image, run in the customer's own account",
    },
  },
  {
    name: "Lagos Cloud Meetup",
    github: "",
    live: "https://www.meetup.com/lagos-cloud-meetup",
    description:
      "The community I co-organise with Funmilayo Adeyemi and Chidi Eze since 2019. We meet monthly, on the last Thursday evening of the month, " +
      "at a co-working space in Yaba, and the group has about 1,200 members. Each meetup has one talk and one hands-on workshop, on anything from " +
      "Terraform to Kubernetes networking to passing your first cloud certification, and we run a free CKA study group twice a year. " +
      "Anyone can propose a talk through the meetup page.",
    stack: ["Community organising", "Public speaking", "Workshops"],
    deploy: {
      community: { name: "Meetup.com", href: "https://www.meetup.com/lagos-cloud-meetup" },
    },
  },
  {
    name: "Talking Drum",
    github: "https://github.com/sundayokafor/talking-drum",
    live: "",
    description:
      "A small bot in Go that posts AWS outage news to Slack. Every five minutes it reads the public AWS Health Dashboard feeds for the regions you pick, " +
      "and when a new incident appears or an old one is updated it posts a short message to your Slack channel. It runs as an AWS Lambda function, " +
      "with DynamoDB remembering what it has already posted. There's no hosted version: you deploy it into your own AWS account with the Terraform " +
      "in the repo. MIT licensed. I wrote it after a customer heard about an AWS outage from Twitter before their own monitoring told them.",
    stack: ["Go", "AWS Lambda", "DynamoDB", "Slack", "Terraform"],
    deploy: {
      runs: "AWS Lambda, in your own AWS account",
    },
  },
];

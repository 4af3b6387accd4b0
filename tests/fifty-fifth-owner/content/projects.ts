import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "tfsweep",
    github: "https://github.com/sashabond/tfsweep",
    live: "https://tfsweep.example.com",
    description:
      "An open-source Go command-line tool that finds cloud resources nobody manages with Terraform: it reads your Terraform state files, lists what actually exists " +
      "in your AWS and Google Cloud accounts, and reports the orphans with their estimated monthly cost, as a table or as JSON for CI. " +
      "I started it in 2020 after a surprise cloud bill at Waypost. It is Apache 2.0 licensed, has about 2,300 GitHub stars and 40 contributors, " +
      "and I kept maintaining it through my career break.",
    stack: ["Go", "Terraform", "AWS", "Google Cloud", "GitHub Actions"],
    deploy: {
      Homebrew: { name: "sashabond/tap/tfsweep", href: "https://github.com/sashabond/homebrew-tap" },
      binaries: { name: "GitHub Releases", href: "https://github.com/sashabond/tfsweep/releases" },
      docs: "GitHub Pages",
    },
  },
  {
    name: "Lantern Terraform Modules",
    github: "https://github.com/lantern-works/terraform-modules",
    live: "https://registry.terraform.io/namespaces/lantern-works",
    description:
      "A collection of 18 reusable Terraform modules I use on client work, open-sourced under the MIT licence: VPC networks, Amazon EKS and GKE clusters, " +
      "RDS and Cloud SQL for PostgreSQL, Amazon MSK for Kafka, and IAM baselines. Every module has examples, and Terratest tests written in Go " +
      "create real infrastructure in a sandbox account every night and tear it down again.",
    stack: ["Terraform", "Go", "Terratest", "AWS", "Google Cloud", "GitHub Actions"],
    deploy: {
      "Terraform Registry": { name: "lantern-works", href: "https://registry.terraform.io/namespaces/lantern-works" },
    },
  },
  {
    name: "pgrole-operator",
    github: "https://github.com/sashabond/pgrole-operator",
    live: "",
    description:
      "A Kubernetes operator written in Go with Kubebuilder that manages PostgreSQL roles, grants and databases as custom resources, and rotates passwords " +
      "into Kubernetes Secrets on a schedule. I built the first version on my Fjordpay contract, and Fjordpay agreed to let me open-source it. " +
      "It is Apache 2.0 licensed, tested against real PostgreSQL in kind clusters, and installs with a Helm chart.",
    stack: ["Go", "Kubernetes", "Kubebuilder", "PostgreSQL", "Helm"],
    deploy: {
      "Helm chart": { name: "Artifact Hub", href: "https://artifacthub.io/packages/helm/sashabond/pgrole-operator" },
      image: "GitHub Container Registry",
    },
  },
  {
    name: "lagwatch_exporter",
    github: "https://github.com/sashabond/lagwatch_exporter",
    live: "",
    description:
      "A Prometheus exporter in Go that reports Kafka consumer-group lag in seconds instead of offsets, so an alert says how far behind a consumer is in time. " +
      "It ships with a Grafana dashboard and example Alertmanager rules. I wrote the first version at Waypost and rewrote it from scratch as open source in 2024; " +
      "it is MIT licensed and has about 600 GitHub stars.",
    stack: ["Go", "Prometheus", "Kafka", "Grafana", "Docker"],
    deploy: {
      "Docker image": {
        name: "ghcr.io/sashabond/lagwatch_exporter",
        href: "https://github.com/sashabond/lagwatch_exporter/pkgs/container/lagwatch_exporter",
      },
    },
  },
  {
    name: "Your Operator Should Be Boring (Kube Days Warsaw 2025 talk)",
    github: "https://github.com/sashabond/boring-operator-talk",
    live: "https://kubedayswarsaw.example.com/2025/boring-operators",
    description:
      "My 30-minute talk at Kube Days Warsaw in May 2025 on writing Kubernetes operators that are safe to run at a bank or a payments company: " +
      "idempotent reconcile loops, status conditions a human can read at 3 a.m., and testing with envtest, with pgrole-operator as the worked example. " +
      "The recording and slides are online, and the demo code is on GitHub.",
    stack: ["Kubernetes", "Go", "Kubebuilder"],
    deploy: {
      recording: "YouTube",
      slides: { name: "Speaker Deck", href: "https://speakerdeck.com/sashabond/your-operator-should-be-boring" },
    },
  },
  {
    name: "Go in Production, Slowly (blog series)",
    github: "",
    live: "https://sashabondarenko.example.com/blog/go-in-production",
    description:
      "A seven-part series on my blog about running Go services on Kubernetes without surprises: graceful shutdown, gRPC deadlines and retries, " +
      "Prometheus histograms that answer real questions, PostgreSQL connection pools, zero-downtime schema migrations, profiling with pprof, " +
      "and what I would tell my 2019 self. Written between 2024 and 2025; part 3, on gRPC deadlines, reached the front page of Hacker News.",
    stack: ["Go", "gRPC", "Prometheus", "PostgreSQL", "Kubernetes", "Hugo"],
    deploy: { blog: "Cloudflare Pages" },
  },
  {
    name: "Meeple Ledger",
    github: "https://github.com/sashabond/meeple-ledger",
    live: "https://meepleledger.example.com",
    description:
      "A score tracker for my Thursday board-game group in Kraków, nothing to do with work: it keeps scores for the nine of us across more than 400 games played since 2021, " +
      "with end-of-game scoring sheets for Wingspan, Carcassonne and Ticket to Ride, and a yearly leaderboard. Go on the server with server-rendered HTML, HTMX and SQLite, " +
      "because it should cost nothing to run.",
    stack: ["Go", "SQLite", "HTMX"],
    deploy: { app: "Fly.io" },
  },
  {
    name: "Fjordpay EKS migration (case study)",
    github: "",
    live: "https://lanternworks.example.com/case-studies/fjordpay",
    description:
      "A case study from my Lantern Works contract with Fjordpay, a payments company in Oslo: over five months I moved 23 ledger and settlement services " +
      "from EC2 virtual machines to Amazon EKS with no downtime, wrote the Terraform for three AWS accounts, and added Prometheus SLOs for payment settlement. " +
      "The code belongs to Fjordpay and is private; the case study is public with their permission.",
    stack: ["Go", "Kubernetes", "AWS", "Terraform", "Prometheus", "PostgreSQL"],
    deploy: { platform: "Amazon EKS", database: "Amazon RDS for PostgreSQL" },
  },
  {
    name: "Waypost dispatch platform",
    github: "",
    live: "https://waypost.example.com/platform",
    description:
      "The route-planning and dispatch platform whose backend I led at Waypost: Go services over gRPC, Kafka carrying about 1.2 million parcel events a day, " +
      "and PostgreSQL for state, all on Google Cloud. The code is Waypost's and private, so this links to their product page.",
    stack: ["Go", "gRPC", "Kafka", "PostgreSQL", "Google Cloud", "Terraform"],
    deploy: { backend: "GKE", database: "Cloud SQL for PostgreSQL", messaging: "Kafka" },
  },
];

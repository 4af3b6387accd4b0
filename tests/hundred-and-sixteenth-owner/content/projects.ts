import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Puente",
    github: "https://github.com/vale-rodriguez-sosa/puente",
    live: "",
    description:
      "The migration tool I wrote at Banco Oriental to move the bank's 300-module Android app from Gradle to Bazel without freezing feature work. " +
      "Puente (Spanish for bridge) reads each Gradle module's dependencies and generates its BUILD.bazel file with the Bazel rules for Kotlin and " +
      "Android, then checks that both builds produce the same APK. We migrated module by module over eight months, from 2019 to 2020, with both " +
      "builds running side by side in CI. Results: clean CI builds from 42 minutes to 11, incremental laptop builds from about 4 minutes to 35 seconds, " +
      "and a remote cache hit rate of about 90%. The CLI is written in Kotlin and the generated rules in Starlark. The bank let me open-source it in " +
      "2021 under the Apache 2.0 licence.",
    stack: ["Kotlin", "Bazel", "Starlark", "Gradle", "Java", "Android"],
    deploy: {
      releases: { name: "GitHub Releases", href: "https://github.com/vale-rodriguez-sosa/puente/releases" },
    },
  },
  {
    name: "Flakómetro",
    github: "https://github.com/vale-rodriguez-sosa/flakometro",
    live: "https://flakometro.example.dev",
    description:
      "An open-source flaky-test dashboard I started in 2023. CI uploads its JUnit XML test reports (there's a GitHub Actions action and a Buildkite " +
      "plugin); a Go service stores every test run in PostgreSQL, scores each test's flakiness over the last 30 days, and can quarantine a flaky test " +
      "and open a GitHub issue for it. The front end, the only React I've written, lists the worst offenders and how many CI minutes their retries cost. " +
      "MIT licensed, about 900 GitHub stars; the demo runs on a small Kubernetes cluster set up with Terraform.",
    stack: ["Go", "PostgreSQL", "React", "GitHub Actions", "Buildkite", "Kubernetes", "Terraform"],
    deploy: {
      demo: { name: "flakometro.example.dev", href: "https://flakometro.example.dev" },
      backend: "Kubernetes (Google Kubernetes Engine)",
      database: "PostgreSQL",
    },
  },
  {
    name: "Tacaño",
    github: "https://github.com/vale-rodriguez-sosa/tacano",
    live: "https://pypi.org/project/tacano/",
    description:
      "A command-line CI cost calculator in Python, from 2024 (tacaño is Spanish for stingy). Point it at your GitHub Actions or Buildkite account and " +
      "it reads the pipeline history, prices every runner minute, and prints what each pipeline costs a month and how much a remote cache would " +
      "probably save. Install it with pip install tacano. MIT licensed.",
    stack: ["Python", "GitHub Actions", "Buildkite"],
    deploy: { PyPI: { name: "tacano", href: "https://pypi.org/project/tacano/" } },
  },
  {
    name: "rules_kotlin contributions",
    github: "https://github.com/bazelbuild/rules_kotlin/pulls?q=author%3Avale-rodriguez-sosa",
    live: "",
    description:
      "Open-source contributions to rules_kotlin, the Bazel rules for Kotlin, since 2019: 23 merged pull requests. Most are fixes to the Kotlin " +
      "persistent worker, pruning unused dependencies from compile classpaths to get more cache hits, and Android examples and documentation, " +
      "written in Starlark, Kotlin and Java. It started with the problems we hit while migrating Banco Oriental's app.",
    stack: ["Starlark", "Kotlin", "Java", "Bazel"],
    deploy: {},
  },
  {
    name: "Monorepos sin lágrimas (talk)",
    github: "",
    live: "https://speakerdeck.com/valerodriguezsosa/monorepos-sin-lagrimas",
    description:
      "A 30-minute talk, Monorepos sin lágrimas (monorepos without tears), that I gave in Spanish at Build Austral 2023, a build and DevOps conference " +
      "in Buenos Aires, in October 2023. It covers when a monorepo pays off and when it doesn't, moving to Bazel one module at a time, remote caching, " +
      "code owners, and pinning toolchains with Nix. The slides are in Spanish and on Speaker Deck; the talk wasn't recorded.",
    stack: ["Bazel", "Remote caching", "Nix"],
    deploy: {
      slides: { name: "Speaker Deck", href: "https://speakerdeck.com/valerodriguezsosa/monorepos-sin-lagrimas" },
    },
  },
];

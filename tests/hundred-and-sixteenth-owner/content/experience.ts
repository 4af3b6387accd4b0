import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Staff Build Engineer",
    employmentType: "Part-time (30 hours a week)",
    company: "Weekend Labs",
    date: "Apr 2022 – Present",
    location: "Remote · from Montevideo",
    description:
      "Weekend Labs is a remote-first developer-tools startup of about 40 people. Its product, Weekend Cache, is a hosted remote cache and remote " +
      "execution service for Bazel and Gradle builds. (The name is a joke about how the founders started it, on weekends; I work Monday to Thursday " +
      "and Friday mornings.) As the Staff Build Engineer I own the Bazel and Gradle client integrations, help customers' build teams move onto remote " +
      "execution, and look after our own monorepo build and CI on Buildkite and GitHub Actions. I designed the autoscaling of our remote execution " +
      "workers on Kubernetes (Google Kubernetes Engine, set up with Terraform), which cut the workers' cloud bill by 38%. I'm on a build team of five " +
      "and I don't manage anyone. I'm not on the on-call rota outside my working hours.",
    url: "https://weekendlabs.example.com",
  },
  {
    title: "Career break (parental leave)",
    employmentType: "Career break",
    company: "Parental leave",
    date: "Jul 2021 – Mar 2022",
    location: "Montevideo",
    description:
      "In June 2021 I left Banco Oriental, and from July 2021 to March 2022 I took a planned career break to be at home with my newborn daughter. " +
      "It wasn't a layoff and I wasn't looking for work: it was parental leave that I chose to make longer. I kept reading the Bazel release notes " +
      "at night, and I came back in April 2022 at Weekend Labs, part-time on purpose.",
  },
  {
    title: "Android Build Engineer",
    employmentType: "Full-time",
    company: "Banco Oriental",
    date: "Mar 2017 – Jun 2021",
    location: "Montevideo · Hybrid",
    description:
      "Banco Oriental is a Uruguayan retail bank, and its mobile banking app for Android had grown to 300 Gradle modules and about 60 developers. " +
      "I moved from QA to build engineering to make that app build faster. I ran the Android CI on Buildkite with our own agents and Android " +
      "emulators, wrote Puente, the tool that moved the app from Gradle to Bazel module by module, and set up a remote cache for CI and laptops. " +
      "Clean CI builds went from 42 minutes to 11, and incremental builds on a laptop from about 4 minutes to 35 seconds. From 2019 I led the mobile " +
      "build team of three.",
    url: "https://bancooriental.example.com.uy",
    teamSize: 3,
  },
  {
    title: "QA Engineer",
    employmentType: "Full-time",
    company: "Banco Oriental",
    date: "Feb 2015 – Feb 2017",
    location: "Montevideo · On-site",
    description:
      "My first job, which I started while finishing my degree: testing the bank's Android and web banking apps. I automated the Android regression " +
      "suite with Espresso and JUnit and got it running on every pull request in CI, which took a full manual regression pass from three days to " +
      "about two hours. Chasing flaky UI tests is how I fell into build engineering.",
    url: "https://bancooriental.example.com.uy",
  },
];

import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Ensaio",
    github: "",
    live: "https://ensaio.example.com",
    description:
      "The booking platform for rehearsal rooms I founded in 2015 and sold in 2021. Bands find a room, book it by the hour and pay online; studio owners get " +
      "a shared calendar, Stripe payouts and a door code for every booking. A Ruby on Rails monolith on PostgreSQL with Sidekiq and Redis for reminders and payouts, " +
      "hosted on Heroku the whole time. In 2021 I rebuilt the booking calendar with Hotwire so it updates live when another band grabs a slot. At the sale it listed " +
      "about 420 rehearsal rooms in 13 cities in Portugal and Spain and took around 3,000 bookings a week. Ensaio now belongs to Backline Group and so does its code, " +
      "so there is no public repository.",
    stack: ["Ruby on Rails", "Hotwire", "PostgreSQL", "Sidekiq", "Redis", "Stripe", "Heroku"],
    deploy: { app: "Heroku", database: "Heroku Postgres", "background jobs": "Sidekiq on Heroku" },
  },
  {
    name: "Ensaio Door",
    github: "",
    live: "https://ensaio.example.com/door",
    description:
      "A React Native app for iOS and Android that opened a rehearsal room's smart lock during a band's booked slot, so studios no longer needed someone at the door " +
      "at midnight. It talked to the Ensaio Rails API. I built it in 2019 with one other developer, and about 9,000 musicians used it in the year before the sale.",
    stack: ["React Native", "JavaScript", "Ruby on Rails", "PostgreSQL"],
    deploy: { "App Store": "Ensaio Door", "Google Play": "Ensaio Door" },
  },
  {
    name: "quiet_hours",
    github: "https://github.com/sinarahimi/quiet_hours",
    live: "https://rubygems.org/gems/quiet_hours",
    description:
      "An open-source Ruby gem: a Sidekiq middleware that holds back jobs that would wake people up (e-mails, text messages, push notifications) until the end of " +
      "the recipient's quiet hours in their own time zone, keeping them in Redis meanwhile. I wrote it at Ensaio after a band got a booking reminder at 3 a.m., " +
      "and published it in 2020. MIT licensed, about 450 GitHub stars; install it with gem install quiet_hours.",
    stack: ["Ruby", "Sidekiq", "Redis", "GitHub Actions"],
    deploy: {
      RubyGems: { name: "quiet_hours", href: "https://rubygems.org/gems/quiet_hours" },
      docs: { name: "quiet_hours docs", href: "https://sinarahimi.github.io/quiet_hours/" },
    },
  },
  {
    name: "Maré booking platform",
    github: "",
    live: "https://mare.example.com",
    description:
      "Maré is a seed-stage Lisbon start-up where surfers book lessons and board rentals from about 60 surf schools on the Portuguese coast. As their fractional CTO " +
      "since March 2024 I replaced a slow single-page front end with Rails 7 and Hotwire, moved hosting from Heroku to Fly.io with Terraform, and set up Sidekiq jobs " +
      "that sync each school's availability every five minutes. Pages now load three times faster and the hosting bill fell by 45%. " +
      "Named here with the founders' permission; the code is theirs.",
    stack: ["Ruby on Rails", "Hotwire", "PostgreSQL", "Sidekiq", "Redis", "Fly.io", "Terraform"],
    deploy: { app: "Fly.io", infrastructure: "Terraform", database: "PostgreSQL on Fly.io" },
  },
  {
    name: "Fjärran Dispatch",
    github: "",
    live: "https://fjarran.example.com",
    description:
      "Fjärran is a pre-seed Stockholm start-up that plans deliveries for bicycle couriers; I've been their fractional CTO since September 2024. Their main Rails app " +
      "stays, but I wrote the dispatch board in Elixir with Phoenix LiveView: it streams every courier's position to the dispatchers live and replaced a page they " +
      "had to reload by hand. It handles about 250 couriers in Stockholm and Gothenburg. My first production Elixir. Named here with the founders' permission.",
    stack: ["Elixir", "Phoenix LiveView", "PostgreSQL", "Fly.io", "Ruby on Rails"],
    deploy: { app: "Fly.io", database: "PostgreSQL on Fly.io" },
  },
  {
    name: "The Mixing Desk: Sidekiq Queues for Humans (Ruby Atlântico 2024 talk)",
    github: "",
    live: "https://rubyatlantico.example.org/2024/mixing-desk",
    description:
      "My 25-minute talk, in English, at Ruby Atlântico 2024 in Porto in May 2024: how to set Sidekiq queue priorities, retries and concurrency as if each queue " +
      "were a channel on a theatre mixing desk, told through the Saturday night an e-mail backlog stopped Ensaio's payouts. Slides and recording are online.",
    stack: ["Ruby on Rails", "Sidekiq", "Redis"],
    deploy: {
      recording: "YouTube",
      slides: { name: "Speaker Deck", href: "https://speakerdeck.com/sinarahimi/the-mixing-desk" },
    },
  },
];

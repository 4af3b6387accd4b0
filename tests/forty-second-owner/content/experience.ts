import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Back-End Developer (Elixir)",
    employmentType: "Full-time",
    company: "Lochan Learning",
    date: "Jul 2023 – Present",
    location: "Glasgow · Hybrid",
    description:
      "Lochan Learning is a Glasgow education-technology start-up whose platform, Lochan Mark, lets teachers mark homework and assessments on screen " +
      "against SQA-style marking schemes. It is used by 140 schools and about 38,000 pupils in 11 Scottish council areas. " +
      "I'm one of four back-end developers: I built the live marking view in Phoenix LiveView, so pupils see marks and comments the moment a teacher writes them, " +
      "designed the Ecto schemas for marking schemes, and moved our deploys to Docker images on Fly.io with GitHub Actions. " +
      "Since the live marking view launched, the median time for a pupil to get marked homework back has fallen from six days to two.",
    url: "https://lochanlearning.example.com",
  },
  {
    title: "Junior Developer",
    employmentType: "Full-time",
    company: "Bothy Digital",
    date: "Jan 2022 – Jun 2023",
    location: "Glasgow · Hybrid",
    description:
      "Bothy Digital is a twelve-person Glasgow digital agency that builds websites and web apps for charities, housing associations and small businesses. " +
      "I worked on six client apps in Ruby on Rails: I built Larder, a volunteer-rota and food-parcel booking app for the Southside Food Bank, " +
      "helped upgrade a housing association's tenant portal from Rails 6 to Rails 7, and raised its RSpec test coverage from 41% to 88%. " +
      "I also ran the agency's accessibility checks before each launch.",
    url: "https://bothydigital.example.com",
  },
  {
    title: "Principal Teacher of Chemistry",
    employmentType: "Full-time",
    company: "Lochburn High School",
    date: "Aug 2017 – Jun 2021",
    location: "Glasgow",
    description:
      "Led the chemistry department of four teachers at a secondary school of 1,100 pupils. " +
      "I rewrote the National 5 and Higher Chemistry courses around practical work, and the Higher Chemistry A–C pass rate rose from 68% in 2017 to 84% in 2019. " +
      "I took a team of S3 pupils to the Scottish final of the Royal Society of Chemistry's Top of the Bench competition in 2019, " +
      "and moved the department's teaching online in a fortnight when schools closed in March 2020.",
    teamSize: 4,
  },
  {
    title: "Chemistry Teacher",
    employmentType: "Full-time",
    company: "Braeside Academy",
    date: "Aug 2013 – Jun 2017",
    location: "Paisley",
    description:
      "Completed my probationary year in 2013–14 and gained full registration with the General Teaching Council for Scotland. " +
      "I taught chemistry from S1 to S6 and general science to S1–S3, including Gaelic-medium science classes for S1 and S2. " +
      "I founded the school's STEM club, which grew to about 30 pupils every Friday lunchtime and built a weather station with the physics department.",
  },
];

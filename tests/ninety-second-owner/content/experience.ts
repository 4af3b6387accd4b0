import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Machine Learning Engineer, Forecasting",
    employmentType: "Part-time (0.8 FTE, four days a week)",
    company: "New Light Power",
    date: "Jul 2023 – Present",
    location: "Melbourne · Hybrid (Docklands office on Tuesdays and Wednesdays)",
    description:
      "New Light Power is an Australian renewable-energy company that runs five wind farms and seven solar farms across Victoria and South Australia " +
      "and sells their output into the National Electricity Market. I'm one of three machine learning engineers in a forecasting team of six, and I " +
      "build and run the models that forecast how much power each farm will make, from five minutes to seven days ahead. In 2024 I rebuilt the solar " +
      "forecast, SunCast, in PyTorch, which cut its day-ahead error by 18%. I also look after the wind forecast, gradient-boosted trees in scikit-learn " +
      "on features from wxcube. The models train and run on AWS SageMaker in Docker containers, the features are built in Snowflake with dbt, and " +
      "Airflow schedules it all. I work Monday to Thursday; Fridays are my day with my kids.",
    url: "https://newlightpower.example.com",
  },
  {
    title: "Career break",
    employmentType: "Career break (parenting)",
    company: "Career break to care for my children",
    date: "Jul 2021 – Jun 2023",
    location: "Melbourne",
    description:
      "I took two years off paid work to look after my two children while they were small. It was a deliberate choice and I'd make it again. " +
      "I kept a hand in: I answered issues on wxcube a few hours a month, built Frost Watch for our community garden in 2022, and in early 2023 " +
      "did the Nephele experiment to get back up to speed with PyTorch before returning to work at New Light Power in July 2023.",
  },
  {
    title: "Data Scientist",
    employmentType: "Full-time",
    company: "Southerly Weather",
    date: "Mar 2017 – Jun 2021",
    location: "Melbourne · On-site, remote from 2020",
    description:
      "Southerly Weather is a private weather-forecasting company in Melbourne that sells tailored forecasts to farmers, event organisers and energy " +
      "traders. I built the statistical post-processing that corrects the raw Bureau of Meteorology and ECMWF model forecasts for each customer's site, " +
      "with scikit-learn, pandas and xarray on top of a SQL database, which cut the error of our next-day maximum-temperature forecasts by about a quarter. " +
      "I also built the frost alerts sent to about 1,500 farms, wrote R reports for our energy-trading clients, and moved our tangle of cron jobs to " +
      "Airflow. I started wxcube here in 2019, and Southerly let me open-source it.",
    url: "https://southerlyweather.example.com",
  },
  {
    title: "Postdoctoral Research Fellow, Climate Downscaling",
    employmentType: "Full-time, fixed-term",
    company: "Monash University",
    date: "Feb 2015 – Feb 2017",
    location: "Melbourne · Clayton campus",
    description:
      "A two-year postdoc in the School of Earth, Atmosphere and Environment, downscaling global climate-model projections to 5 km resolution over " +
      "Victoria so that local councils could plan for heatwaves. I ran a regional climate model written in Fortran on the national supercomputer at NCI, " +
      "did the statistical downscaling and bias correction in R and Python, and built the Victorian Heatwave Explorer, an R Shiny dashboard, so that " +
      "councils could use the results. The work became my 2017 paper on downscaled heatwave projections for Victoria's local councils.",
    url: "https://www.monash.edu",
  },
];

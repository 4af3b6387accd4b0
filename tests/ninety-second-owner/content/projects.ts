import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "SunCast",
    github: "",
    live: "https://newlightpower.example.com/engineering/suncast",
    description:
      "The solar forecast I rebuilt at New Light Power in 2024. A PyTorch model forecasts the output of each of our seven solar farms from five minutes " +
      "to seven days ahead, blending numerical weather forecasts, read with wxcube, with Himawari satellite images of the clouds coming our way. " +
      "The features are built in Snowflake with dbt, Airflow retrains and runs it every five minutes, and it trains and serves on AWS SageMaker in " +
      "Docker containers. It cut the day-ahead forecast error (MAE) by 18% compared with the old scikit-learn model, which means less money lost to " +
      "forecast errors in the electricity market. The code is internal, so this links to my post on New Light Power's engineering blog.",
    stack: ["Python", "PyTorch", "xarray", "Snowflake", "dbt", "Apache Airflow", "AWS SageMaker", "Docker"],
    deploy: {
      model: "AWS SageMaker",
      pipelines: "Apache Airflow",
      warehouse: "Snowflake",
      "blog post": { name: "How SunCast sees the clouds coming", href: "https://newlightpower.example.com/engineering/suncast" },
    },
  },
  {
    name: "wxcube",
    github: "https://github.com/meilin-tan/wxcube",
    live: "https://wxcube.example.org",
    description:
      "An open-source Python package that turns weather forecast files into tidy xarray datasets. It reads GRIB and NetCDF output from the Bureau of " +
      "Meteorology's ACCESS models and from ECMWF, smooths over their different grids, units and time zones, and pulls out the forecast at any list of " +
      "points, such as wind turbines or solar farms, as a pandas DataFrame. I started it at Southerly Weather in 2019 and they let me open-source it; " +
      "I still maintain it, it has about 650 GitHub stars, and it runs at Southerly Weather and New Light Power. BSD-3-Clause licensed. " +
      "Install it with pip install wxcube.",
    stack: ["Python", "xarray", "pandas", "NetCDF", "GRIB"],
    deploy: {
      PyPI: { name: "wxcube", href: "https://pypi.org/project/wxcube/" },
      docs: { name: "wxcube.example.org", href: "https://wxcube.example.org" },
    },
  },
  {
    name: "Victorian Heatwave Explorer",
    github: "https://github.com/meilin-tan/heatwave-explorer",
    live: "https://heatwave-explorer.example.org",
    description:
      "An R Shiny dashboard I built in 2016, during my postdoc at Monash, so that local councils' heat-health planners could see what the downscaled " +
      "climate projections meant for them. Pick any of Victoria's 79 councils and it shows how many heatwave days a year to expect in the 2030s, 2050s " +
      "and 2090s under low and high emissions, with maps, charts drawn with ggplot2 and a plain-language summary. More than 30 councils used it for " +
      "their heat-health plans. It still runs, and I refresh the data when new projections come out.",
    stack: ["R", "Shiny", "ggplot2"],
    deploy: { app: "shinyapps.io", domain: "heatwave-explorer.example.org" },
  },
  {
    name: "Nephele",
    github: "https://github.com/meilin-tan/nephele",
    live: "",
    description:
      "A PyTorch experiment from early 2023, at the end of my career break, to get back up to speed with deep learning: can a small convolutional " +
      "neural network, a U-Net, nowcast cloud cover over Victoria up to three hours ahead from Himawari-8 satellite images? I trained it on one GPU " +
      "on two years of images read with xarray. It beat simple persistence by 12% at 30 minutes ahead but lost to it after two hours, and I wrote up " +
      "why on my blog. What I learned became the satellite part of SunCast. Nephele is the cloud nymph of Greek myth.",
    stack: ["Python", "PyTorch", "xarray"],
    deploy: { "write-up": { name: "Teaching a U-Net to watch clouds", href: "https://meilintan.example.com/blog/nephele" } },
  },
  {
    name: "Frost Watch",
    github: "https://github.com/meilin-tan/frost-watch",
    live: "",
    description:
      "A volunteer project for the Bluestone Lane Community Garden in Brunswick, where my family has a plot. Every evening a small Python script reads " +
      "the next two days of forecasts with wxcube and pandas and, if frost or a day above 35 degrees Celsius is coming, texts the garden's 40 volunteers so they can " +
      "cover the seedlings or water early. It runs in Docker on a Raspberry Pi in the garden shed. I built it in 2022, during my career break, and it " +
      "has sent about 60 alerts so far.",
    stack: ["Python", "wxcube", "pandas", "Docker"],
    deploy: { "runs on": "A Raspberry Pi in the garden shed" },
  },
  {
    name: "Forecasting the Sun (PyCon AU 2024 talk)",
    github: "",
    live: "https://pycon-au.example.org/2024/forecasting-the-sun",
    description:
      "My 30-minute talk at PyCon AU 2024 in Melbourne, in November 2024: how we forecast solar farm output with xarray and PyTorch, why satellite " +
      "images of clouds beat weather models for the next hour, and what a day-ahead forecast error costs in the electricity market. " +
      "The page has the recording and the slides.",
    stack: ["Python", "xarray", "PyTorch"],
    deploy: {
      recording: { name: "PyCon AU 2024 recording", href: "https://pycon-au.example.org/2024/forecasting-the-sun" },
      slides: { name: "Slides", href: "https://meilintan.example.com/talks/forecasting-the-sun" },
    },
  },
];

import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Geospatial Developer",
    employmentType: "Full-time",
    company: "Lay of the Land Trust",
    date: "Sep 2022 – Present",
    location: "Cardiff · Hybrid, two days a week in the office",
    description:
      "The Lay of the Land Trust is a national charity that maps public access to land: footpaths, bridleways, commons and green spaces across England and Wales, " +
      "from data sent in by local councils and about 3,000 volunteers. I lead its map team of four developers and look after Every Footpath, the trust's free public map. " +
      "I moved the map's data out of a folder of shapefiles into PostGIS, built the nightly vector-tile pipeline with GDAL, Tippecanoe and PMTiles, and rewrote the " +
      "front end in TypeScript with MapLibre GL JS, with the whole interface in Welsh and English. I also built the small web form volunteers use to report a blocked " +
      "or overgrown path from their phone, which now brings in about 600 reports a month.",
    url: "https://layoftheland.example.org",
    teamSize: 4,
  },
  {
    title: "Volunteer Validator and Mapathon Organiser",
    employmentType: "Volunteer",
    company: "Map the Gaps",
    date: "Jan 2018 – Present",
    location: "Cardiff · Remote, plus a monthly mapathon",
    description:
      "Map the Gaps is a volunteer group that maps roads and buildings in OpenStreetMap for humanitarian organisations, so that aid teams have a map before a flood " +
      "or an outbreak rather than after it. Alongside my paid jobs I validate other volunteers' edits, train new mappers, and run the Cardiff mapathon on the first " +
      "Wednesday of every month. I built the Mapathon Scoreboard so that first-timers can watch their buildings appear on the map.",
    url: "https://mapthegaps.example.org",
  },
  {
    title: "Geospatial Developer",
    employmentType: "Full-time",
    company: "Loop Bikes",
    date: "Apr 2019 – Aug 2022",
    location: "Cardiff · Hybrid",
    description:
      "Loop Bikes is a bike-share start-up with about 900 e-bikes and pedal bikes at 120 docking stations in Cardiff and Newport. I was its first GIS hire. " +
      "I built Quiet Roads, the routing engine behind the app's cycle directions, and the demand maps that showed the operations team, hour by hour, " +
      "which docks were about to run empty or full. I also drew the service-area maps the company used in its successful bids to two more councils.",
    url: "https://loopbikes.example.com",
  },
  {
    title: "GIS Analyst",
    employmentType: "Full-time",
    company: "Still Water Consulting",
    date: "Jul 2016 – Mar 2019",
    location: "Bristol · On-site, commuting from Cardiff",
    description:
      "Still Water Consulting is a flood-risk engineering consultancy. I turned LiDAR terrain models and the engineers' river-model results into flood depth and hazard " +
      "maps for planning applications and flood-defence schemes, mostly for councils and housing developers in south Wales and the south-west of England. " +
      "I automated the map production in Python and GDAL (the Wet Feet toolkit), which took a typical flood map pack from three days to half a day.",
    url: "https://stillwater.example.co.uk",
  },
  {
    title: "Land Surveyor",
    employmentType: "Full-time",
    company: "Severn Vale County Council",
    date: "Sep 2012 – Jun 2016",
    location: "Usk, Wales · Field and office",
    description:
      "Surveyed roads, land boundaries and council-owned sites with GNSS and total stations for the council's highways and estates teams, and kept the council's " +
      "land-ownership records up to date in its GIS. This is where I learned that every line on a map was put there by someone standing in the rain, " +
      "and where I first opened QGIS, to check my own survey data.",
  },
];

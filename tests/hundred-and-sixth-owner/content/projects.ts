import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Sampaguita UI",
    github: "https://github.com/teo-bautista/sampaguita-ui",
    live: "",
    description:
      "An open-source component library for Roku SceneGraph: focus-aware rails and grids, a poster carousel, an on-screen keyboard with Filipino " +
      "characters such as ñ, modal dialogs and skeleton loaders, all written in BrightScript and SceneGraph XML and tuned to stay smooth on low-end " +
      "Roku sticks. I started it in 2023 after building the same rails twice for Tala Stream's Roku channel. It installs with ropm, the Roku package " +
      "manager, is MIT licensed, has about 640 GitHub stars and is used in at least five Roku channels. There is no live demo: Roku channels " +
      "can't run in a browser, so the README has screen recordings.",
    stack: ["BrightScript", "SceneGraph", "Roku", "ropm"],
    deploy: { ropm: { name: "sampaguita-ui", href: "https://www.npmjs.com/package/sampaguita-ui" } },
  },
  {
    name: "Focus Trail",
    github: "https://github.com/teo-bautista/lightning-focus-trail",
    live: "https://teo-bautista.github.io/lightning-focus-trail",
    description:
      "A small TypeScript helper, published on npm as lightning-focus-trail, for remote-control focus management in Lightning JS apps. It moves focus " +
      "with the D-pad by where things are on screen, remembers where you were when you come back to a row, throttles held-down keys so focus doesn't " +
      "fly off the screen, and has a debug overlay that draws the focus path. It came out of Tala Stream's Samsung and LG app. MIT licensed, about " +
      "1,100 downloads a week. The live demo runs in a browser: use your arrow keys as the remote.",
    stack: ["TypeScript", "Lightning JS", "npm"],
    deploy: {
      npm: { name: "lightning-focus-trail", href: "https://www.npmjs.com/package/lightning-focus-trail" },
      demo: "GitHub Pages",
    },
  },
  {
    name: "Locks and Ladders (talk)",
    github: "",
    live: "https://teobautista.example.com/talks/locks-and-ladders",
    description:
      "A 40-minute talk I gave at StreamAsia Summit 2024, a streaming conference in Singapore, in September 2024, on shipping protected video to " +
      "every TV platform. It covers which DRM each platform speaks (Widevine on Android TV and Fire TV, PlayReady on Samsung and LG, FairPlay on " +
      "Apple TV, Widevine and PlayReady on Roku), packaging one set of files for both HLS and DASH with CMAF, and designing bitrate ladders for " +
      "Philippine home internet, where a 4K rung that nobody's connection can play is wasted storage and money. Slides and the recording are online.",
    stack: ["Widevine", "PlayReady", "FairPlay", "HLS", "DASH", "CMAF"],
    deploy: {
      slides: { name: "Slides", href: "https://teobautista.example.com/talks/locks-and-ladders" },
      recording: { name: "StreamAsia Summit 2024 recording", href: "https://streamasia.example.org/2024/locks-and-ladders" },
    },
  },
  {
    name: "Linaw Captions",
    github: "https://github.com/teo-bautista/linaw",
    live: "",
    description:
      "A volunteer captioning tool I built for Tahimik Foundation, a Quezon City non-profit for deaf and hard-of-hearing Filipinos. Volunteers write " +
      "subtitles for Filipino films; Linaw, a Python command-line tool, converts them between SRT, WebVTT and TTML, and flags captions that go by too " +
      "fast to read, lines too long for a TV's safe area, and missing speaker names or sound descriptions, following the WCAG guidance on captions, " +
      "adapted for TV. A small Android TV preview app in Kotlin shows the captions on a real TV before they go out. Since 2021 the volunteers have " +
      "captioned more than 40 Filipino films with it. Apache 2.0 licensed.",
    stack: ["Python", "Kotlin", "Android TV", "WebVTT", "TTML"],
    deploy: { "preview app": "Sideloaded on Android TV" },
  },
  {
    name: "Sala Dashboard",
    github: "https://github.com/teo-bautista/sala-dashboard",
    live: "",
    description:
      "My personal Home Assistant dashboard, made for the TV in our living room (sala in Filipino) and running on a Raspberry Pi 4. It shows the " +
      "aircon's power use, the water tank level from an MQTT sensor, PAGASA typhoon signals and the power interruption schedule for our area, in type " +
      "big enough to read from the couch, and you move around it with the TV remote. Custom cards in TypeScript and a few Python scripts. " +
      "It's personal, so there's no live version: the code and setup notes are on GitHub.",
    stack: ["Home Assistant", "Raspberry Pi", "TypeScript", "MQTT", "Python"],
    deploy: { hardware: "Raspberry Pi 4 at home" },
  },
];

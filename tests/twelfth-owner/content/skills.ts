import type { SkillGroup } from "./types";

export const skillGroups: SkillGroup[] = [
  {
    title: "Building sites",
    items: [
      { label: "WordPress", icon: "si:wordpress" },
      { label: "WooCommerce", icon: "si:woocommerce" },
      { label: "Shopify", icon: "si:shopify" },
      { label: "Webflow", icon: "si:webflow" },
      { label: "Stripe", icon: "si:stripe" },
      { label: "Figma", icon: "si:figma" },
      { label: "Git", icon: "si:git" },
    ],
  },
  {
    title: "What I code in",
    items: [
      { label: "PHP", icon: "si:php" },
      { label: "JavaScript", icon: "si:javascript" },
      { label: "Liquid", icon: "lu:braces" },
      { label: "HTML", icon: "si:html5" },
      { label: "CSS", icon: "si:css" },
      { label: "Python (a little)", icon: "si:python" },
    ],
  },
  {
    title: "Making them fast & accessible",
    items: [
      { label: "Accessibility audits (WCAG 2.1 AA)", icon: "lu:accessibility" },
      { label: "Keyboard & screen reader testing", icon: "lu:keyboard" },
      { label: "Lighthouse", icon: "si:lighthouse" },
      { label: "PageSpeed Insights", icon: "si:pagespeedinsights" },
      { label: "Image optimisation", icon: "lu:image-down" },
      { label: "Cloudflare", icon: "si:cloudflare" },
    ],
  },
  {
    title: "Working with clients",
    items: [
      { label: "Mailchimp", icon: "si:mailchimp" },
      { label: "Google Analytics", icon: "si:googleanalytics" },
      { label: "Google Search Console", icon: "si:googlesearchconsole" },
      { label: "Client training", icon: "lu:presentation" },
      { label: "Loom walkthroughs", icon: "si:loom" },
      { label: "Trello", icon: "si:trello" },
    ],
  },
];

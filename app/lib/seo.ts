import type { MetaDescriptor } from "@remix-run/cloudflare";
import type { Profile } from "~/content/types";

/** The social card link previews show; the build draws it from the content (scripts/site-images.ts). */
export const OG_IMAGE = { path: "/images/og-image.jpg", type: "image/jpeg", width: 1200, height: 630 };

export function fullName(profile: Profile): string {
  return `${profile.firstName} ${profile.lastName}`;
}

/** Title, description, canonical link, social cards and JSON-LD, all from the content folder. */
export function homeMeta(profile: Profile): MetaDescriptor[] {
  const name = fullName(profile);
  const title = `${name} — ${profile.role}`;
  const description = profile.bio;
  const url = new URL("/", profile.siteUrl).href;
  const image = new URL(OG_IMAGE.path, profile.siteUrl).href;
  const sameAs = profile.links.map((link) => link.href);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "profile" },
    { property: "og:url", content: url },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:image:type", content: OG_IMAGE.type },
    { property: "og:image:width", content: String(OG_IMAGE.width) },
    { property: "og:image:height", content: String(OG_IMAGE.height) },
    { property: "og:image:alt", content: `${name}, ${profile.role}` },
    { property: "profile:first_name", content: profile.firstName },
    { property: "profile:last_name", content: profile.lastName },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "ProfilePage",
        url,
        mainEntity: {
          "@type": "Person",
          name,
          givenName: profile.firstName,
          familyName: profile.lastName,
          jobTitle: profile.role,
          description,
          email: `mailto:${profile.email}`,
          image: new URL(profile.portraits.default.src, profile.siteUrl).href,
          address: { "@type": "PostalAddress", addressLocality: profile.location },
          url,
          sameAs,
        },
      },
    },
  ];
}

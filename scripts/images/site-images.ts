import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { createElement as h, type ReactNode } from "react";
import satori, { type Font } from "satori";
import sharp from "sharp";
import type { Profile } from "../../app/content/types";
import { OG_IMAGE } from "../../app/lib/seo";

/**
 * The social card and the favicons, drawn from the content folder without a browser:
 * satori lays the elements out as SVG (text turned into outlines), resvg rasterises it.
 * The build emits them (see site-images-plugin.ts), so they always show the current name.
 */

export interface SiteImage {
  /** Where the file is served from, e.g. "/favicon.ico" (the links in root.tsx and seo.ts point here). */
  path: string;
  /** Its Content-Type. */
  type: string;
  bytes: Uint8Array;
}

/** The files renderSiteImages draws, by path. */
export const SITE_IMAGE_PATHS: readonly string[] = [OG_IMAGE.path, "/apple-touch-icon.png", "/favicon.ico", "/favicon.svg"];

const COLORS = { ink: "#020617", panel: "#0f172a", text: "#f8fafc", muted: "#cbd5e1", accent: "#fbbf24" };

const require = createRequire(import.meta.url);

const SUBSETS = ["latin", "latin-ext", "greek", "greek-ext", "cyrillic", "cyrillic-ext", "vietnamese"];
/** Each subset is its own font to satori, so a style lists them all: a letter missing from one is taken from the next. */
const family = (name: string, subsets = SUBSETS) => subsets.map((subset) => `${name} ${subset}`).join(", ");
const SANS = family("Inter");
// JetBrains Mono has no extended Greek: Inter draws those letters.
const MONO = `${family(
  "JetBrains Mono",
  SUBSETS.filter((subset) => subset !== "greek-ext"),
)}, ${SANS}`;

/** Inter for the words and JetBrains Mono for the initials (both SIL OFL, from @fontsource as WOFF: satori reads no WOFF2). */
function fonts(): Font[] {
  const file = (path: string) => readFileSync(require.resolve(`@fontsource/${path}`));
  const inter = SUBSETS.flatMap((subset) =>
    ([400, 700] as const).map((weight) => ({
      name: `Inter ${subset}`,
      data: file(`inter/files/inter-${subset}-${weight}-normal.woff`),
      weight,
      style: "normal" as const,
    })),
  );
  const mono = SUBSETS.filter((subset) => subset !== "greek-ext").map((subset) => ({
    name: `JetBrains Mono ${subset}`,
    data: file(`jetbrains-mono/files/jetbrains-mono-${subset}-700-normal.woff`),
    weight: 700 as const,
    style: "normal" as const,
  }));
  return [...inter, ...mono];
}

async function svg(node: ReactNode, width: number, height: number, loadedFonts: Font[]): Promise<string> {
  return satori(node, { width, height, fonts: loadedFonts });
}

function png(svgText: string, width: number): Uint8Array {
  return new Resvg(svgText, { fitTo: { mode: "width", value: width } }).render().asPng();
}

/** A box filling the whole image, its children in a vertically centred row. */
const FULL_ROW = { width: "100%", height: "100%", display: "flex", alignItems: "center" } as const;

function socialCard(profile: Profile, portrait: Portrait | null): ReactNode {
  const src = portrait && `data:${portrait.type};base64,${Buffer.from(portrait.bytes).toString("base64")}`;
  return h(
    "div",
    {
      style: {
        ...FULL_ROW,
        gap: 64,
        padding: "0 96px",
        backgroundColor: COLORS.ink,
        color: COLORS.text,
        fontFamily: SANS,
      },
    },
    src && h("img", { src, width: 320, height: 320, style: { flexShrink: 0, borderRadius: "50%", objectFit: "cover" } }),
    h(
      "div",
      // The card is 1200 wide with 96 on each side; the portrait takes 320 and a 64 gap.
      { style: { display: "flex", flexDirection: "column", width: src ? 624 : 1008 } },
      h(
        "div",
        { style: { display: "block", color: COLORS.accent, fontFamily: MONO, fontWeight: 700, fontSize: 32, lineClamp: 1 } },
        `Hi, I'm ${profile.firstName}`,
      ),
      h(
        "div",
        { style: { display: "block", marginTop: 16, fontSize: 76, fontWeight: 700, lineHeight: 1.05, lineClamp: 2 } },
        `${profile.firstName} ${profile.lastName}`,
      ),
      h("div", { style: { display: "block", marginTop: 20, fontSize: 40, color: COLORS.muted, lineClamp: 2 } }, profile.role),
    ),
  );
}

/** The initials on a dark tile; `rounded` leaves transparent corners (browser tabs), iOS rounds the apple-touch icon itself. */
function monogram(profile: Profile, size: number, rounded: boolean): ReactNode {
  return h(
    "div",
    {
      style: {
        ...FULL_ROW,
        justifyContent: "center",
        backgroundColor: COLORS.panel,
        borderRadius: rounded ? size * 0.22 : 0,
        color: COLORS.accent,
        fontFamily: MONO,
        fontWeight: 700,
        fontSize: size * 0.44,
      },
    },
    profile.initials,
  );
}

/** An ICO file holding one PNG image (read by every browser since 2009). */
function icoFromPng(image: Uint8Array, size: number): Uint8Array {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(image.length, 14);
  header.writeUInt32LE(22, 18); // where the image starts
  return Buffer.concat([header, image]);
}

/** Satori writes coordinates with many decimals; one is plenty for a 64-unit icon and halves the file. */
function roundNumbers(svgText: string): string {
  return svgText.replace(/\d+\.\d{2,}/g, (n) => String(Math.round(Number(n) * 10) / 10));
}

/** The owner's default portrait as the card embeds it, and its MIME type. */
export interface Portrait {
  bytes: Uint8Array;
  type: string;
}

/** The card's portrait is a 320 px circle: twice that is plenty, and keeps the drawing quick. */
const CARD_PORTRAIT_PX = 640;

/**
 * The portrait file in public/ (`src` as the content names it), ready for the card: an SVG as it
 * is, a photo of any size or format (JPEG, PNG, WebP) cropped square around its subject as JPEG.
 * Null when there is no such file.
 */
export async function readPortrait(publicDir: string, src: string): Promise<Portrait | null> {
  const file = join(publicDir, src);
  if (!src.startsWith("/") || !existsSync(file)) return null;
  const bytes = readFileSync(file);
  if (/\.svg$/i.test(src)) return { bytes, type: "image/svg+xml" };
  const square = sharp(bytes).rotate().resize(CARD_PORTRAIT_PX, CARD_PORTRAIT_PX, { fit: "cover", position: sharp.strategy.attention });
  return { bytes: await square.flatten({ background: COLORS.ink }).jpeg({ quality: 85 }).toBuffer(), type: "image/jpeg" };
}

/** Every image of SITE_IMAGE_PATHS, with its bytes. */
export async function renderSiteImages(profile: Profile, portrait: Portrait | null): Promise<SiteImage[]> {
  const loadedFonts = fonts();
  const card = await svg(socialCard(profile, portrait), OG_IMAGE.width, OG_IMAGE.height, loadedFonts);
  const touch = await svg(monogram(profile, 180, false), 180, 180, loadedFonts);
  const tab = await svg(monogram(profile, 64, true), 64, 64, loadedFonts);
  return [
    // JPEG: a photo in the card would make a PNG of it weigh several times the 100 KB that previews allow.
    { path: OG_IMAGE.path, type: OG_IMAGE.type, bytes: await sharp(png(card, OG_IMAGE.width)).jpeg({ quality: 82, mozjpeg: true }).toBuffer() },
    { path: "/apple-touch-icon.png", type: "image/png", bytes: png(touch, 180) },
    { path: "/favicon.ico", type: "image/x-icon", bytes: icoFromPng(png(tab, 32), 32) },
    { path: "/favicon.svg", type: "image/svg+xml", bytes: Buffer.from(`${roundNumbers(tab)}\n`) },
  ];
}

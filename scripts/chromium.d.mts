export type ChromiumFound = { path: string; source: "CHROMIUM_PATH" | "playwright" | "system" };
export type ChromiumMissing = { error: string; canInstall: boolean };

export function systemChromiumPaths(platform: NodeJS.Platform, env: Record<string, string | undefined>): string[];
export function installAdvice(platform: NodeJS.Platform): string;
export function chooseChromium(options: {
  platform: NodeJS.Platform;
  env: Record<string, string | undefined>;
  exists: (path: string) => boolean;
  playwrightPath: string | undefined;
  isRoot?: boolean;
  osId?: string;
}): ChromiumFound | ChromiumMissing;
export function chromiumFlags(platform: NodeJS.Platform): string[];
export function resolveChromium(): ChromiumFound | ChromiumMissing;
export const CHROMIUM_FLAGS: string[];

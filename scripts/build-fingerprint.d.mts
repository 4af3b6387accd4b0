export const BUILD_ENV: string[];
export function buildFingerprint(root: string, env?: Record<string, string | undefined>): string;

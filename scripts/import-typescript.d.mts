export function withTypeScript<T>(ids: string[], run: (modules: Record<string, unknown>[]) => T | Promise<T>): Promise<T>;

/**
 * What a sign-in's User-Agent header says about the device: the platform and browser that the
 * login log keeps and the users list filters on. Parsing a header is no rule of the table, so it
 * lives with the services; data/users/users.ts (recordSuccessfulLogin) calls it.
 */
export function describeAgent(userAgent: string): { platform: string; browser: string; version: string } {
  const platform = /Windows/.test(userAgent)
    ? 'Windows'
    : /Mac OS X/.test(userAgent)
      ? 'macOS'
      : /Android/.test(userAgent)
        ? 'Android'
        : /iPhone|iPad/.test(userAgent)
          ? 'iOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : 'Unknown';
  const match = /(Edg|Chrome|Firefox|Safari)\/(\d+)/.exec(userAgent) ?? /(HeadlessChrome)\/(\d+)/.exec(userAgent);
  const names: Record<string, string> = { Edg: 'Edge', Chrome: 'Chrome', Firefox: 'Firefox', Safari: 'Safari', HeadlessChrome: 'Chrome' };
  return { platform, browser: match ? names[match[1]] : 'Unknown', version: match?.[2] ?? '' };
}

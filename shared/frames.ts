/**
 * The external pages the portal shows in frames (spec 01 §1-§2). Their addresses are
 * configuration, read by the web from `/portal-config.json` (PORTAL_CONFIG_PATH): the web build
 * ships a default that points every frame at the built-in `/frame-placeholder.html`, which shows
 * which frame was asked for and what it received, so the shell works offline. A deployment or
 * a local run replaces the file (docs/frames.md).
 */
export const FRAME_NAMES = [
  'course',
  'readings',
  'self-paced-learning',
  'videos',
  'web-based-resources',
  'communities',
  'diagnostics',
  'video-annotations',
  'shared-alps',
  'shared-pis',
  'practitioner-inquiry',
  'action-learning',
  'online-learning',
  'downloads',
  'query-page',
  'coaching-dashboard',
  'unit-launch',
  'attendance-policy',
  'context-analysis',
  'contracts',
  'saba-sso',
  'attendance-pre-2019',
  'feedback-diagnostics',
] as const;

export type FrameName = (typeof FRAME_NAMES)[number];

export interface PortalRuntimeConfig {
  /** Base address of each framed page; the web adds the tokens the spec names as query parameters. */
  frames: Record<FrameName, string>;
  /** Where keep-alive sends browsers when the maintenance header arrives without an address. */
  maintenanceUrl?: string;
}

export const PORTAL_CONFIG_PATH = '/portal-config.json';
export const FRAME_PLACEHOLDER_PATH = '/frame-placeholder.html';

export function defaultPortalConfig(): PortalRuntimeConfig {
  return {
    frames: Object.fromEntries(FRAME_NAMES.map((name) => [name, placeholderAddress(name)])) as Record<FrameName, string>,
  };
}

/** The server-side addresses (functions/services/config.ts) default to the placeholder as well. */
export function placeholderAddress(name: FrameName): string {
  return `${FRAME_PLACEHOLDER_PATH}?frame=${name}`;
}

export type QueryValue = string | number | boolean | null | undefined;

/**
 * `base` with `params` added to its query string. The base may be relative or absolute and may
 * already carry a query string or a fragment: its own parameters are kept as written, except
 * those named in `params`, which are replaced. Null and undefined values are left out.
 */
export function withQuery(base: string, params: Record<string, QueryValue>): string {
  const hashAt = base.indexOf('#');
  const hash = hashAt >= 0 ? base.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? base.slice(0, hashAt) : base;
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const existing = queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '';
  const added = Object.entries(params).filter(
    (entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null,
  );
  const replaced = new Set(added.map(([name]) => name));
  const kept = existing.split('&').filter((pair) => pair !== '' && !replaced.has(parameterName(pair)));
  const query = [...kept, ...added.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)].join('&');
  return `${path}${query ? `?${query}` : ''}${hash}`;
}

function parameterName(pair: string): string {
  const name = pair.split('=')[0].replace(/\+/g, ' ');
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** Replaces `{name}` placeholders in a configured address (e.g. `https://courses.example.org/{course}/`). */
export function fillAddress(base: string, values: Record<string, string>): string {
  return base.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? encodeURIComponent(values[name]) : whole));
}

/** A frame address must be a same-site path (`/…`) or an http(s) URL: never `javascript:` or `data:`. */
export function isFrameAddress(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 2000 && /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i.test(value);
}

/**
 * Reads a portal configuration (the JSON of portal-config.json, a CDK context value, the file
 * of PORTAL_CONFIG_FILE) over the defaults: frames it does not name keep their placeholder.
 * Unknown keys, unknown frame names and addresses that are not paths or http(s) URLs are
 * reported in `problems` and ignored; the gateway and CDK refuse a configuration with problems,
 * the web uses what is valid.
 */
export function readPortalConfig(raw: unknown): { config: PortalRuntimeConfig; problems: string[] } {
  const config = defaultPortalConfig();
  const problems: string[] = [];
  if (raw === undefined || raw === null) return { config, problems };
  if (typeof raw !== 'object' || Array.isArray(raw)) return { config, problems: ['The portal configuration must be a JSON object.'] };
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (key === 'frames') {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        problems.push('"frames" must be an object of frame name → address.');
        continue;
      }
      for (const [name, address] of Object.entries(value as Record<string, unknown>)) {
        if (!(FRAME_NAMES as readonly string[]).includes(name))
          problems.push(`Unknown frame "${name}" (known: ${FRAME_NAMES.join(', ')}).`);
        else if (!isFrameAddress(address))
          problems.push(`The address of frame "${name}" must be a path starting with / or an http(s) URL.`);
        else config.frames[name as FrameName] = address;
      }
    } else if (key === 'maintenanceUrl') {
      if (isFrameAddress(value)) config.maintenanceUrl = value;
      else problems.push('"maintenanceUrl" must be a path starting with / or an http(s) URL.');
    } else {
      problems.push(`Unknown key "${key}" (known: frames, maintenanceUrl).`);
    }
  }
  return { config, problems };
}

/** Like readPortalConfig, but refuses a configuration with any problem. */
export function parsePortalConfig(raw: unknown): PortalRuntimeConfig {
  const { config, problems } = readPortalConfig(raw);
  if (problems.length) throw new Error(`Invalid portal configuration: ${problems.join(' ')}`);
  return config;
}

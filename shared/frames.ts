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
  'contracts',
  'saba-sso',
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
    frames: Object.fromEntries(FRAME_NAMES.map((name) => [name, `${FRAME_PLACEHOLDER_PATH}?frame=${name}`])) as Record<FrameName, string>,
  };
}

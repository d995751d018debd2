/**
 * The portal's runtime configuration (`/portal-config.json`, shared/frames.ts): addresses of the
 * framed pages. Read once per page load; when the file is missing or unreadable every frame
 * points at the built-in placeholder page (defaultPortalConfig). The addresses with their tokens
 * as query parameters are built by lib/frame-urls.ts.
 */
import { type FrameName, PORTAL_CONFIG_PATH, type PortalRuntimeConfig, defaultPortalConfig, readPortalConfig } from '@shared/frames';
import { useQuery } from '@tanstack/react-query';

export async function loadPortalConfig(): Promise<PortalRuntimeConfig> {
  const fallback = defaultPortalConfig();
  try {
    const response = await fetch(PORTAL_CONFIG_PATH, { headers: { Accept: 'application/json' } });
    if (!response.ok) return fallback;
    // What is valid is used; unknown keys and unsafe addresses are left out.
    return readPortalConfig((await response.json()) as unknown).config;
  } catch {
    // Not JSON (an SPA fallback page) or no answer: the placeholders.
    return fallback;
  }
}

export function usePortalConfig(enabled = true) {
  return useQuery({ queryKey: ['portal-config'], queryFn: loadPortalConfig, enabled, staleTime: Infinity, gcTime: Infinity, retry: false });
}

/** The base address of one framed page, or undefined while the configuration loads (or `enabled` is false). */
export function useFrameAddress(name: FrameName, enabled = true): string | undefined {
  return usePortalConfig(enabled).data?.frames[name];
}

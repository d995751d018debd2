import { vi } from 'vitest';
import { jsonResponse } from './fixtures';

export interface RecordedCall {
  method: string;
  path: string;
  search: string;
  query: URLSearchParams;
  body: unknown;
  token: string | null;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

/**
 * Stubs fetch with answers per "METHOD /path" (exact path, query string ignored; a key ending in
 * `*` matches every path that starts with what comes before it); anything else answers 404.
 * Returns the calls made, in order, with their parsed bodies and bearer tokens.
 */
export function mockApi(handlers: Record<string, Handler | unknown>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const auth = (init?.headers as Record<string, string> | undefined)?.Authorization ?? null;
    const call: RecordedCall = {
      method,
      path: url.pathname,
      search: url.search,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      token: auth ? auth.replace(/^Bearer /, '') : null,
    };
    calls.push(call);
    const route = `${method} ${url.pathname}`;
    const handler =
      handlers[route] ?? Object.entries(handlers).find(([key]) => key.endsWith('*') && route.startsWith(key.slice(0, -1)))?.[1];
    if (handler === undefined) return jsonResponse({ message: 'Not found.' }, 404);
    if (typeof handler === 'function') return (handler as Handler)(call);
    return jsonResponse(handler);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, called: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}

/** A media query that matches `narrow` at ≤ the given width (MUI's useMediaQuery reads matchMedia). */
export function stubViewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const min = /min-width:\s*(\d+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  });
}

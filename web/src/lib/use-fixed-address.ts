import { useState } from 'react';

/**
 * The first complete address for `key` (the page and what it was asked for), kept while `key`
 * stays the same: refreshed tokens must not reload a framed page the person is working in.
 */
export function useFixedAddress(address: string | undefined, key: string): string | undefined {
  const [fixed, setFixed] = useState<{ key: string; address: string } | null>(null);
  if (address !== undefined && (fixed === null || fixed.key !== key)) {
    // Adjusting state while rendering (React's documented pattern for derived state).
    setFixed({ key, address });
    return address;
  }
  return fixed !== null && fixed.key === key ? fixed.address : undefined;
}

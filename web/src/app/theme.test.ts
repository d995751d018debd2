import { afterEach, describe, expect, it, vi } from 'vitest';

/** The theme as the app loads it on a system that does (or does not) ask for less motion. */
async function themeWith(reduce: boolean) {
  vi.resetModules();
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query }));
  return (await import('./theme')).theme;
}

afterEach(() => vi.unstubAllGlobals());

describe('the theme and reduced motion (WCAG 2.3.3)', () => {
  it('turns transitions and ripples off when the system asks for less motion', async () => {
    const theme = await themeWith(true);
    expect(theme.transitions.duration.enteringScreen).toBe(0);
    expect(theme.transitions.getAutoHeightDuration(400)).toBe(0);
    expect(theme.transitions.create('opacity')).toBe('none');
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
  });

  it("keeps MUI's motion otherwise", async () => {
    const theme = await themeWith(false);
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(theme.transitions.getAutoHeightDuration(400)).toBeGreaterThan(0);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(false);
  });
});

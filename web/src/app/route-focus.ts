/**
 * What a route change does for people who cannot see it happen: the document title names the new
 * page (page-titles.ts), and the keyboard focus moves to the new page's main heading, so that a
 * screen reader reads it and Tab continues from the top of the new content (WCAG 2.4.3). Not on
 * the first load (the browser starts at the top anyway), and never away from something the person
 * has focused inside the new page or a dialog in the meantime.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { PORTAL_NAME } from '@shared/constants';
import { pageTitle } from './page-titles';

/** The id of the shell's and public pages' `<main>` (the skip link's target). */
export const MAIN_CONTENT_ID = 'main-content';

/** How long a lazily loaded page may take to show its heading before the focus goes to `<main>` itself. */
const HEADING_WAIT_MS = 5000;

function focusable(element: HTMLElement): HTMLElement {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  return element;
}

/** The focus is still where the navigation left it: on the page (nothing), or on the menu or link that was used outside `<main>`. */
function focusIsFree(main: HTMLElement | null): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  if (active.closest('[role="dialog"]')) return false;
  return !main?.contains(active);
}

function moveFocusToHeading(): () => void {
  const started = Date.now();
  let frame = 0;
  const look = () => {
    const main = document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector('main');
    const heading = main?.querySelector<HTMLElement>('h1');
    if (heading && heading.offsetParent !== null) {
      // A dialog that opened with the page (the logon pop-up) holds the focus: the heading gets it
      // once the dialog has gone, as the dialog has no opener on the new page to give it back to.
      if (document.activeElement?.closest('[role="dialog"]')) {
        frame = window.requestAnimationFrame(look);
        return;
      }
      if (focusIsFree(main)) focusable(heading).focus({ preventScroll: false });
      return;
    }
    if (Date.now() - started > HEADING_WAIT_MS) {
      if (main && focusIsFree(main)) focusable(main).focus();
      return;
    }
    frame = window.requestAnimationFrame(look);
  };
  frame = window.requestAnimationFrame(look);
  return () => window.cancelAnimationFrame(frame);
}

/** Sets the page title on every route change and moves the focus to the main heading after the first. */
export function useRouteAnnouncement(): void {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  /** A page of its own has been shown: not only a redirect address so far. */
  const shown = useRef(false);
  useEffect(() => {
    document.title = pageTitle(pathname);
    // A redirect address ('/', '/dashboard') carries the portal's name alone: the page it leads to
    // is still the first on a first load. After another page (the login page's '/' after signing
    // in), it is a route change like any.
    const first = !shown.current;
    if (pageTitle(pathname) !== PORTAL_NAME) shown.current = true;
    const changed = previous.current !== pathname;
    previous.current = pathname;
    if (first || !changed) return;
    return moveFocusToHeading();
  }, [pathname]);
}

/**
 * The buttons of the questions asked before unsaved work is dropped or left (issue 34): named by
 * what they do, not OK/Cancel or Yes/No, whatever the question says. The questions themselves stay
 * the spec's (shared/cohort-builder/form.texts.ts, shared/profile/texts.ts, …).
 */

/** Closing a form or switching an admin tab drops the changes: keep them, or drop them. */
export const DISCARD_BUTTONS = { keep: 'Keep editing', discard: 'Discard changes' } as const;

/** Leaving the roster keeps its ticks on the device (its draft), so the page is left, not the changes dropped. */
export const LEAVE_PAGE_BUTTONS = { stay: 'Stay on this page', leave: 'Leave this page' } as const;

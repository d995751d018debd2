/**
 * An admin list's filter kept in the browser (spec 02 §2, spec 03 §2.3: saved locally; Clear removes it): read
 * back at the tab's start, written without its empty fields, removed when nothing is left.
 */

export interface BrowserFilter<F extends object> {
  /** The saved filter, or an empty one (none saved, unreadable, no storage). */
  stored(): F;
  /** Saves the filter, or removes the saved one when it has no field left. */
  store(filter: F): void;
  /** Fields left empty do not count: the count line's 'Filters have been set.' */
  isSet(filter: F): boolean;
}

/** `compact` drops a filter's empty fields; what it leaves is what is stored and sent. */
export function browserFilter<F extends object>(key: string, compact: (filter: F) => F): BrowserFilter<F> {
  const isSet = (filter: F) => Object.keys(compact(filter)).length > 0;
  return {
    stored() {
      try {
        const raw = window.localStorage.getItem(key);
        const parsed: unknown = raw ? JSON.parse(raw) : {};
        return (parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {}) as F;
      } catch {
        return {} as F;
      }
    },
    store(filter) {
      try {
        if (isSet(filter)) window.localStorage.setItem(key, JSON.stringify(filter));
        else window.localStorage.removeItem(key);
      } catch {
        // no storage: the filter lasts this visit only
      }
    },
    isSet,
  };
}

/** Is this field's value empty: null, undefined, an empty list, an empty text (or blank, when `trim`)? */
export function isEmptyValue(value: unknown, trim = false): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return (trim ? value.trim() : value) === '';
  return Array.isArray(value) && value.length === 0;
}

/** The filter without its empty fields. */
export function withoutEmptyFields<F extends object>(filter: F, trim = false): F {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => !isEmptyValue(value, trim))) as F;
}

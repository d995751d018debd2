/**
 * Sorting and paging of the admin lists that are read whole from memory (users, cohorts,
 * certificates, settings, the merge and pending logs): one way to page, one paged answer, one
 * text order, and sorted copies kept per version of the data they came from, so that a page
 * request sorts only after a change (sorting 100,000 rows costs ~50 ms).
 */
import type { PageOf } from '../../shared/api/common.ts';

/** The rows of one page; pages count from 1. */
export function pageOf<T>(rows: readonly T[], page: number, perPage: number): T[] {
  return rows.slice((page - 1) * perPage, page * perPage);
}

interface PageAt {
  page: number;
  per_page: number;
}

/** One page of `rows` with its totals; `toRow` shapes only the rows on the page. */
export function pagedAnswer<T>(rows: readonly T[], at: PageAt): PageOf<T>;
export function pagedAnswer<T, Row>(rows: readonly T[], at: PageAt, toRow: (row: T) => Row): PageOf<Row>;
export function pagedAnswer<T, Row>(rows: readonly T[], { page, per_page }: PageAt, toRow?: (row: T) => Row): PageOf<T | Row> {
  const shown = pageOf(rows, page, per_page);
  return {
    data: toRow ? shown.map(toRow) : shown,
    total: rows.length,
    current_page: page,
    per_page,
    last_page: Math.max(1, Math.ceil(rows.length / per_page)),
  };
}

/** Names as people read them: case and accents aside, digits by value ("Cohort 9" before "Cohort 10"). */
export const compareText = new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare;

/**
 * Sorted copies of a source's rows, one per order asked for, kept while the source's version
 * holds. The source is the in-memory directory the rows came from (held weakly: a replaced
 * directory takes its copies with it).
 */
export function sortedCopies<Source extends object, Row>(): (
  source: Source,
  version: string | number,
  order: string,
  sort: () => Row[],
) => Row[] {
  const kept = new WeakMap<Source, { version: string | number; orders: Map<string, Row[]> }>();
  return (source, version, order, sort) => {
    let entry = kept.get(source);
    if (entry?.version !== version) {
      entry = { version, orders: new Map() };
      kept.set(source, entry);
    }
    let rows = entry.orders.get(order);
    if (!rows) {
      rows = sort();
      entry.orders.set(order, rows);
    }
    return rows;
  };
}

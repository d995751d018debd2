import { describe, expect, it } from 'vitest';
import { compareText, pagedAnswer, pageOf, sortedCopies } from './list-pages.ts';

describe('list pages', () => {
  const rows = Array.from({ length: 7 }, (_, i) => i + 1);

  it('pages from 1, the last page short and a page past the end empty', () => {
    expect(pageOf(rows, 1, 3)).toEqual([1, 2, 3]);
    expect(pageOf(rows, 3, 3)).toEqual([7]);
    expect(pageOf(rows, 4, 3)).toEqual([]);
  });

  it('answers a page with its totals, shaping only the rows shown, and one last page for no rows', () => {
    expect(pagedAnswer(rows, { page: 2, per_page: 3 }, (n) => `#${n}`)).toEqual({
      data: ['#4', '#5', '#6'],
      total: 7,
      current_page: 2,
      per_page: 3,
      last_page: 3,
    });
    expect(pagedAnswer([], { page: 1, per_page: 50 })).toEqual({ data: [], total: 0, current_page: 1, per_page: 50, last_page: 1 });
  });

  it('orders names as people read them: case and accents aside, numbers by value', () => {
    expect(['cohort 10', 'Cohort 9', 'Éva', 'eva', 'Adam'].sort(compareText)).toEqual(['Adam', 'Cohort 9', 'cohort 10', 'Éva', 'eva']);
  });

  it('sorts once per order and version of a source, again after the version changes', () => {
    const copy = sortedCopies<object, number>();
    const source = {};
    let sorts = 0;
    const sort = () => {
      sorts += 1;
      return [...rows].reverse();
    };
    expect(copy(source, 1, 'n:desc', sort)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    copy(source, 1, 'n:desc', sort);
    expect(sorts).toBe(1);
    copy(source, 1, 'n:asc', sort);
    expect(sorts).toBe(2);
    copy(source, 2, 'n:desc', sort);
    expect(sorts).toBe(3);
    copy({}, 2, 'n:desc', sort);
    expect(sorts).toBe(4);
  });
});

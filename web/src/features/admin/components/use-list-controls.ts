/**
 * What an admin list tab holds besides its answer (Users, Cohort Builder): the filter saved in the browser, the page
 * and its size, the sort, whether the filter modal is open. A new filter or sort goes back to page 1; Done and Clear
 * save the filter (or remove it) and close the modal.
 */
import { useState } from 'react';
import type { BrowserFilter } from './filter-storage';
import type { SortOrder } from './PagedTable';

export function useListControls<F extends object, Column extends string>(
  saved: BrowserFilter<F>,
  initialSort: { column: Column; order: SortOrder },
  pageSize: number,
) {
  const [filter, setFilter] = useState<F>(saved.stored);
  const [paging, setPaging] = useState({ page: 1, perPage: pageSize });
  const [sort, setSortState] = useState(initialSort);
  const [filterOpen, setFilterOpen] = useState(false);
  const firstPage = () => setPaging((p) => ({ ...p, page: 1 }));
  return {
    filter,
    paging,
    sort,
    filterOpen,
    firstPage,
    setPage: (page: number, perPage: number) => setPaging({ page, perPage }),
    setSort: (column: Column, order: SortOrder) => {
      setSortState({ column, order });
      firstPage();
    },
    openFilter: () => setFilterOpen(true),
    closeFilter: () => setFilterOpen(false),
    applyFilter: (next: F) => {
      saved.store(next);
      setFilter(next);
      firstPage();
      setFilterOpen(false);
    },
  };
}

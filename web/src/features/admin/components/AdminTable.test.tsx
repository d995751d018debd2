import Button from '@mui/material/Button';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type AdminColumn, AdminTable, type AdminTableSort, nextSort } from './AdminTable';

interface Person {
  id: number;
  name: string;
  city: string;
  note: string | null;
}

const PEOPLE: Person[] = [
  { id: 1, name: 'Ann Lee', city: 'Albany', note: 'Moved' },
  { id: 2, name: 'Bo Diaz', city: 'Utica', note: null },
];

type Sort = 'name' | 'city';

function columns(onEdit: (person: Person) => void): AdminColumn<Person, Sort>[] {
  return [
    { label: 'Name', cell: (p) => p.name, sort: { column: 'name', first: 'asc' } },
    { label: 'City', cell: (p) => p.city, sort: { column: 'city', first: 'desc' } },
    { label: 'Note', cell: (p) => p.note ?? '' },
    {
      label: 'Edit',
      action: true,
      cell: (p) => (
        <Button size="small" onClick={() => onEdit(p)} aria-label={`Edit ${p.name}`}>
          Edit
        </Button>
      ),
    },
  ];
}

/** A screen `width` px wide: the queries MUI's useMediaQuery asks (max-width: 899.95px…) answered for it. */
function screenOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: (!max || width <= Number(max[1])) && (!min || width >= Number(min[1])),
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

function renderTable(sort?: AdminTableSort<Sort>, onEdit = vi.fn()) {
  render(<AdminTable label="People" columns={columns(onEdit)} rows={PEOPLE} rowKey={(p) => p.id} sort={sort} empty="Nobody yet." />);
  return { table: screen.getByRole('table', { name: 'People' }), onEdit };
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

describe('AdminTable', () => {
  it('is a table in the columns’ order on a wide screen, sortable headers saying their order', async () => {
    screenOf(1366);
    const onSort = vi.fn();
    const { table, onEdit } = renderTable({ column: 'name', order: 'asc', onSort });
    expect(headers(table)).toEqual(['Name', 'City', 'Note', 'Edit']);
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['Ann Lee', 'Albany', 'Moved', 'Edit']);
    expect(screen.queryByRole('group', { name: 'Sort People' })).toBeNull();

    // The sorted column turns round; another starts at its own first order.
    await userEvent.click(within(table).getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenLastCalledWith('name', 'desc');
    await userEvent.click(within(table).getByRole('button', { name: 'City' }));
    expect(onSort).toHaveBeenLastCalledWith('city', 'desc');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Bo Diaz' }));
    expect(onEdit).toHaveBeenCalledWith(PEOPLE[1]);
  });

  it('under 900 px shows each row as a card, the action first and every other value under its label', async () => {
    screenOf(390);
    const onSort = vi.fn();
    const { table } = renderTable({ column: 'city', order: 'desc', onSort });
    // Still a table for assistive technology, its header row in the cards' order.
    expect(headers(table)).toEqual(['Edit', 'Name', 'City', 'Note']);
    const [, first, second] = within(table).getAllByRole('row');
    const cells = within(first!).getAllByRole('cell');
    expect(within(cells[0]!).getByRole('button', { name: 'Edit Ann Lee' })).toBeInTheDocument();
    expect(cells.slice(1).map((c) => c.textContent)).toEqual(['NameAnn Lee', 'CityAlbany', 'NoteMoved']);
    // A value that renders nothing hides its label with it.
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Edit', 'NameBo Diaz', 'CityUtica']);

    // Sorting moves to a bar above the cards.
    const bar = screen.getByRole('group', { name: 'Sort People' });
    expect(within(bar).getByRole('button', { name: 'City, descending' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(bar).getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenLastCalledWith('name', 'asc');
    await userEvent.click(within(bar).getByRole('button', { name: 'City, descending' }));
    expect(onSort).toHaveBeenLastCalledWith('city', 'asc');
  });

  it('says so when there are no rows, in either layout', () => {
    for (const width of [1366, 390]) {
      screenOf(width);
      const { unmount } = render(
        <AdminTable label="People" columns={columns(vi.fn())} rows={[]} rowKey={(p) => p.id} empty="Nobody yet." />,
      );
      expect(screen.getByRole('cell', { name: 'Nobody yet.' })).toHaveAttribute('colspan', '4');
      unmount();
    }
  });

  it('turns a sort round from the order a column starts at', () => {
    const sort = { column: 'name' as Sort, order: 'desc' as const, onSort: vi.fn() };
    expect(nextSort(sort, 'name', 'desc')).toBe('asc');
    expect(nextSort(sort, 'name', 'asc')).toBe('asc');
    expect(nextSort(sort, 'city', 'desc')).toBe('desc');
  });
});

import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { utilizationRow } from '../test-utils';
import { SCROLL_CUE, UtilizationTable } from './UtilizationTable';

/** A box `client` px wide around a table `content` px wide (jsdom lays nothing out). */
function layout(content: number, client: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(content);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(client);
}

const rows = [utilizationRow(31, 'Frances', 'Hall', 2)];
const paging = { page: 1, total: 1, onPage: () => {} };

describe('the utilization table on a narrow screen (issue 34)', () => {
  it('says the months scroll sideways, shades the right edge while more follow and marks the sticky names once scrolled', () => {
    layout(2400, 342);
    render(<UtilizationTable title="Staff" rows={rows} year={2026} paging={paging} />);
    expect(screen.getByTestId('utilization-scroll-cue')).toHaveTextContent(SCROLL_CUE);
    const region = screen.getByRole('region', { name: 'Staff: scroll sideways for every month' });
    expect(region).toHaveAttribute('data-more', 'true');
    expect(region).toHaveAttribute('data-scrolled', 'false');
    // The names are the sticky columns, the last of them the edge the months pass under.
    expect(within(region).getByRole('rowheader', { name: 'Frances' })).toHaveStyle({ position: 'sticky' });
    expect(within(region).getByRole('cell', { name: 'Hall' })).toHaveClass('utilization-edge');

    region.scrollLeft = 600;
    fireEvent.scroll(region);
    expect(region).toHaveAttribute('data-scrolled', 'true');
    expect(region).toHaveAttribute('data-more', 'true');

    region.scrollLeft = 2400 - 342;
    fireEvent.scroll(region);
    expect(region).toHaveAttribute('data-more', 'false');
  });

  it('gives no cue when every month fits', () => {
    layout(1200, 1200);
    render(<UtilizationTable title="Contractors" rows={rows} year={2026} paging={paging} />);
    expect(screen.queryByTestId('utilization-scroll-cue')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Contractors: scroll sideways for every month' })).toHaveAttribute('data-more', 'false');
  });
});

import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Notice, RosterNotice } from './RosterNotice';

describe('RosterNotice', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives each new success its own six seconds, even when one follows another still shown', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    const saved: Notice = { severity: 'success', text: 'Attendance saved.' };
    const { rerender } = render(<RosterNotice notice={saved} onClose={onClose} onReload={vi.fn()} />);
    act(() => vi.advanceTimersByTime(5000));
    // A second success (a form saved) a moment before the first notice would have faded.
    rerender(<RosterNotice notice={{ severity: 'success', text: 'The form has been saved.' }} onClose={onClose} onReload={vi.fn()} />);
    expect(screen.getByTestId('roster-notice')).toHaveTextContent('The form has been saved.');
    act(() => vi.advanceTimersByTime(5000));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1500));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps an error, and its Reload, until it is closed', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<RosterNotice notice={{ severity: 'error', text: 'Refused.', reload: true }} onClose={onClose} onReload={vi.fn()} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('roster-notice')).toHaveTextContent('Refused.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
  });
});

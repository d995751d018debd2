import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Notice, NoticeSnackbar } from './NoticeSnackbar';

describe('NoticeSnackbar', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives each new success its own five seconds, even when one follows another still shown', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    const saved: Notice = { severity: 'success', text: 'The role has been saved.' };
    const { rerender } = render(<NoticeSnackbar notice={saved} onClose={onClose} />);
    act(() => vi.advanceTimersByTime(4000));
    // A second change, a moment before the first notice would have faded.
    rerender(<NoticeSnackbar notice={{ severity: 'success', text: 'The role has been deactivated.' }} onClose={onClose} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The role has been deactivated.');
    act(() => vi.advanceTimersByTime(4000));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1500));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps a refusal until it is closed', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<NoticeSnackbar notice={{ severity: 'warning', text: 'Refused.' }} onClose={onClose} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Refused.');
  });
});

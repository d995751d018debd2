import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SaveBar } from './SaveBar';

describe('SaveBar', () => {
  it('gives the focus of Save Attendance, pressed by keyboard, to the save status before the button turns disabled', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const { rerender } = render(<SaveBar status="unsaved" canSave onSave={onSave} onRetry={vi.fn()} />);
    const save = screen.getByRole('button', { name: 'Save Attendance' });
    save.focus();
    await user.keyboard('{Enter}');
    expect(onSave).toHaveBeenCalledTimes(1);
    rerender(<SaveBar status="saving" canSave={false} onSave={onSave} onRetry={vi.fn()} />);
    expect(save).toBeDisabled();
    expect(screen.getByRole('status')).toHaveFocus();
  });
});

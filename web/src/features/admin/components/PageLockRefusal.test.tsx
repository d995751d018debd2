import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as USER_FORM_TEXT from '@shared/users/form.texts';
import { signIn } from '@/test/fixtures';
import { PageLockRefusal } from './PageLockRefusal';

const holder = { user_id: 2, name: 'Grace Admin', email: 'grace@example.org' };
const message = USER_FORM_TEXT.pageLocked(holder.name, holder.email);

function renderRefusal(lock: { holder?: typeof holder }) {
  const takeOver = vi.fn(async () => undefined);
  const onClose = vi.fn();
  render(<PageLockRefusal title="Cohort 5" lock={{ status: 'refused', message, ...lock, takeOver }} onClose={onClose} />);
  return { takeOver, onClose };
}

describe('PageLockRefusal', () => {
  it('offers an administrator the take-over, described by what it does to the holder', async () => {
    signIn(['administrator']);
    const { takeOver, onClose } = renderRefusal({ holder });
    expect(screen.getByRole('alert').textContent).toBe(message);
    const button = screen.getByRole('button', { name: USER_FORM_TEXT.takeOver('Grace Admin') });
    expect(button).toHaveAccessibleDescription(USER_FORM_TEXT.takeOverHint('Grace Admin'));
    await userEvent.setup().click(button);
    expect(takeOver).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers a manager only OK', async () => {
    signIn(['nisl_manager']);
    const { onClose } = renderRefusal({ holder });
    expect(screen.queryByRole('button', { name: /Take over/ })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('offers no take-over when the refusal names no holder', () => {
    signIn(['administrator']);
    renderRefusal({});
    expect(screen.queryByRole('button', { name: /Take over/ })).not.toBeInTheDocument();
  });
});

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FIELD_ERRORS_TITLE, FieldErrorSummary, type FieldProblem, useFieldErrors } from './field-errors';

type Field = 'title' | 'state' | 'reason';
const TITLE_REQUIRED = 'The cohort must have a title.';
const STATE_REQUIRED = 'Please choose the state.';
const REASON_REQUIRED = 'Please enter the reason for the Force End.';

/** A small form: a title, a state select and, behind a second pane, a reason. */
function Form({ onSave, withReason = false }: { onSave: () => void; withReason?: boolean }) {
  const [title, setTitle] = useState('');
  const [state, setState] = useState('');
  const [reason, setReason] = useState('');
  const [pane, setPane] = useState<'details' | 'settings'>('details');
  const problems: FieldProblem<Field>[] = [];
  if (!title.trim()) problems.push({ field: 'title', message: TITLE_REQUIRED });
  if (!state) problems.push({ field: 'state', message: STATE_REQUIRED });
  if (withReason && !reason.trim()) problems.push({ field: 'reason', message: REASON_REQUIRED });
  const errors = useFieldErrors(problems, { reveal: (field) => field === 'reason' && setPane('settings') });
  return (
    <div>
      <FieldErrorSummary errors={errors} />
      <button type="button" onClick={() => errors.check() && onSave()}>
        OK
      </button>
      <TextField
        label="Title"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        {...errors.fieldProps('title', 'The name people see.')}
      />
      <TextField select label="State" value={state} onChange={(e) => setState(e.target.value)} {...errors.fieldProps('state')}>
        <MenuItem value="2">New York</MenuItem>
      </TextField>
      {pane === 'settings' && (
        <TextField label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} {...errors.fieldProps('reason')} />
      )}
    </div>
  );
}

describe('useFieldErrors and FieldErrorSummary', () => {
  it('shows nothing before a save is tried', () => {
    render(<Form onSave={vi.fn()} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Title' })).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('The name people see.');
  });

  it('an invalid save focuses the first invalid field, marks each one and lists the messages', async () => {
    const onSave = vi.fn();
    render(<Form onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));

    expect(onSave).not.toHaveBeenCalled();
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveFocus();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(TITLE_REQUIRED);
    const state = screen.getByRole('combobox', { name: 'State' });
    expect(state).toHaveAttribute('aria-invalid', 'true');
    expect(state).toHaveAccessibleDescription(STATE_REQUIRED);

    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(FIELD_ERRORS_TITLE)).toBeInTheDocument();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([TITLE_REQUIRED, STATE_REQUIRED]);
  });

  it('a fixed field drops out, the next invalid one gets the focus, and a valid form saves', async () => {
    const onSave = vi.fn();
    render(<Form onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Albany EDP');

    expect(screen.getByRole('textbox', { name: 'Title' })).not.toHaveAttribute('aria-invalid', 'true');
    expect(
      within(screen.getByRole('alert'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([STATE_REQUIRED]);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveFocus();

    await userEvent.click(screen.getByRole('combobox', { name: 'State' }));
    await userEvent.click(screen.getByRole('option', { name: 'New York' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('a message in the summary takes the focus to its field', async () => {
    render(<Form onSave={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: STATE_REQUIRED }));
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveFocus();
  });

  it('a field off screen (another pane) is revealed, then focused', async () => {
    render(<Form onSave={vi.fn()} withReason />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Albany EDP');
    await userEvent.click(screen.getByRole('combobox', { name: 'State' }));
    await userEvent.click(screen.getByRole('option', { name: 'New York' }));
    expect(screen.queryByRole('textbox', { name: 'Reason' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveFocus();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(REASON_REQUIRED);
  });
});

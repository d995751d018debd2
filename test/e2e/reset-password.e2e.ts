/**
 * Reset Password from the account menu (spec 01 §5) with a real change: the new password is saved
 * and the demo password put back. A change ends the account's other sessions, so this file runs
 * after the others (playwright.config.ts, LAST) and signs in with a session of its own.
 */
import { expect, test } from '@playwright/test';
import * as MESSAGES from '../../shared/texts/general.ts';
import { openResetPassword, stored } from './account-menu.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { signInByForm as signIn } from './session.ts';

test('Reset Password: a reused password is refused; a new one is saved (and the demo password restored)', async ({ page, request }) => {
  const username = 'training.manager';
  const temporary = 'Portal!Temp#2027';
  await signIn(page, username);
  let changed = false;
  try {
    let form = await openResetPassword(page);
    await form.current.fill(DEMO_PASSWORD);
    await form.password.fill(DEMO_PASSWORD);
    await expect(form.dialog.getByText(MESSAGES.passwordReused)).toBeVisible();
    await form.confirm.fill(DEMO_PASSWORD);
    await expect(form.save).toBeDisabled();
    await expect(form.dialog.getByRole('list', { name: 'Password requirements' })).toHaveCount(0);

    await form.password.fill(temporary);
    await form.confirm.fill(temporary);
    await expect(form.dialog.getByText(MESSAGES.passwordReused)).toHaveCount(0);
    await expect(form.save).toBeEnabled();
    await form.save.click();
    await expect(form.dialog.getByText(MESSAGES.passwordUpdatedDialog)).toBeVisible();
    changed = true;
    const changedAt = await stored(page, 'date-last-update-pass');
    expect(Date.now() - new Date(changedAt!).getTime()).toBeLessThan(5 * 60_000);
    await form.dialog.getByRole('button', { name: 'OK' }).click();

    // Back to the demo password through the same dialog.
    form = await openResetPassword(page);
    await form.current.fill(temporary);
    await form.password.fill(DEMO_PASSWORD);
    await form.confirm.fill(DEMO_PASSWORD);
    await expect(form.save).toBeEnabled();
    await form.save.click();
    await expect(form.dialog.getByText(MESSAGES.passwordUpdatedDialog)).toBeVisible();
    changed = false;
  } finally {
    if (changed) {
      const token = await stored(page, 'jwt-token');
      await request.put('/api/user/change-password', {
        headers: { authorization: `Bearer ${token}` },
        data: { current_password: temporary, password: DEMO_PASSWORD, repeat_password: DEMO_PASSWORD },
      });
    }
  }
});

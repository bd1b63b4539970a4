// The help speed-dial on every step of the wizard: four actions appearing
// 80 ms apart (app.yaml onboardingUi.speedDialTransitionDelay), operable from
// the keyboard; chat opens the chat dialog (no widget configured: it says
// so), video call, phone and e-mail open the booking dialog, whose built-in
// form records the requested call on the server.
import { expect, test } from '@playwright/test';
import { addDays, firstBookableDay, isWorkingDay, todayIn } from '../../product/booking';
import { apiRegister, loadApp, tr, useToken } from './support/app';
import { expectStep, seriousViolations, shot } from './support/onboarding';

test.use({ actionTimeout: 15_000 });

test('help speed-dial: keyboard, chat, video call, phone and e-mail', async ({ page }) => {
  test.setTimeout(90_000);
  const { config } = await loadApp();
  const auth = await apiRegister(page.request, { Language: 'en' });
  await useToken(page, auth.Token);
  await page.goto('/home');
  await expectStep(page, 1);
  const en = (key: string, vars?: Record<string, string | number>) => tr('en', key, vars);

  // Keyboard: Enter opens it on its first action; arrows move; Escape closes it back on the button.
  const trigger = page.getByTestId('help-trigger');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('help-chat')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByTestId('help-videoCall')).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByTestId('help-email')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByTestId('help-chat')).toBeFocused();
  // Each action appears app.onboardingUi.speedDialTransitionDelay ms after the previous one.
  const delay = config.app.onboardingUi.speedDialTransitionDelay;
  const delays = await page.locator('.wizard-speed-dial-item').evaluateAll((items) => items.map((li) => getComputedStyle(li).transitionDelay.split(',')[0].trim()));
  expect(delays).toEqual([0, 1, 2, 3].map((i) => `${(i * delay) / 1000}s`));
  await shot(page, 'help-speed-dial');
  await page.keyboard.press('Escape');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(trigger).toBeFocused();
  await expect(page.getByTestId('help-chat')).toBeHidden();

  // Chat: no widget URL in onboarding.yaml, so the dialog says so and offers the other channels.
  await trigger.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  const chat = page.getByRole('dialog', { name: await en('onboarding.help.chatTitle') });
  await expect(chat).toBeVisible();
  await expect(chat.getByTestId('chat-not-configured')).toContainText(await en('onboarding.help.chatNotConfigured'));
  await expect(chat.getByTestId('contact-phone')).toHaveAttribute('href', `tel:${config.onboarding.help.phone.replace(/[^+\d]/g, '')}`);
  await expect(chat.getByTestId('contact-email')).toHaveAttribute('href', `mailto:${config.onboarding.help.email}`);
  await shot(page, 'help-chat');
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();

  // Video call: the built-in booking form records the slot.
  await trigger.click();
  await page.getByTestId('help-videoCall').click();
  const booking = page.getByRole('dialog', { name: await en('onboarding.help.bookingTitle') });
  await expect(booking.getByTestId('booking-form')).toBeVisible();
  await expect(booking).toContainText(await en('onboarding.help.bookingIntro.videoCall'));
  await expect(booking.getByRole('radio', { name: await en('onboarding.help.videoCall') })).toBeChecked();
  await booking.locator('select[name="Time"]').selectOption('11:30');
  await booking.locator('textarea[name="Topic"]').fill('Importing our product master');
  expect(await seriousViolations(page, '.wizard-contrast')).toEqual([]);
  await shot(page, 'help-booking-form');
  await booking.getByTestId('booking-submit').click();
  await expect(booking.getByTestId('booking-done')).toContainText('11:30');
  await expect(booking.getByTestId('booked-calls').locator('li')).toHaveCount(1);
  await shot(page, 'help-booking-done');
  await page.keyboard.press('Escape');
  await expect(booking).toBeHidden();

  // Phone: the booking dialog, where a phone number is required.
  await trigger.click();
  await page.getByTestId('help-phone').click();
  await expect(booking.getByTestId('booking-form')).toBeVisible();
  await expect(booking.getByRole('radio', { name: await en('onboarding.help.phone') })).toBeChecked();
  await booking.getByTestId('booking-submit').click();
  await expect(booking.locator('input[name="Phone"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(booking.getByText(await en('validation.required'))).toBeVisible();
  // A weekend day is refused before it is sent.
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await booking.locator('input[name="Date"]').fill(nextSaturday(zone));
  await booking.locator('input[name="Phone"]').fill('+34 600 111 222');
  await booking.getByTestId('booking-submit').click();
  await expect(booking.getByText(await en('onboarding.help.date.weekend'))).toBeVisible();
  await booking.locator('input[name="Date"]').fill(nextWorkingDay(zone));
  await booking.getByTestId('booking-submit').click();
  await expect(booking.getByTestId('booking-done')).toBeVisible();
  await expect(booking.getByTestId('booked-calls').locator('li')).toHaveCount(2);
  await page.keyboard.press('Escape');

  // E-mail: the booking dialog too, on the e-mail channel.
  await trigger.click();
  await page.getByTestId('help-email').click();
  await expect(booking.getByTestId('booking-form')).toBeVisible();
  await expect(booking).toContainText(await en('onboarding.help.bookingIntro.email'));
  await expect(booking.getByRole('radio', { name: await en('onboarding.help.email') })).toBeChecked();
  await page.keyboard.press('Escape');

  // The requests are on the server, for the onboarding team.
  const requests = await page.request.get('/api/onboarding/bookings', { headers: { Authorization: `Bearer ${auth.Token}` } });
  const data = (await requests.json()).data as Array<{ Channel: string; Time: string; Topic?: string }>;
  expect(data.map((b) => b.Channel).sort()).toEqual(['phone', 'videoCall']);
  expect(data.find((b) => b.Channel === 'videoCall')).toMatchObject({ Time: '11:30', Topic: 'Importing our product master' });

  // The speed-dial is on every step (here: step 2 after continuing).
  await page.getByTestId('step-continue').click();
  await expectStep(page, 2);
  await expect(trigger).toBeVisible();
});

// Days counted from today in the browser's time zone, as the form counts them: between 23:00 and
// 24:00 UTC tomorrow in UTC is already today in Madrid, and the form rightly refuses it.
function nextWorkingDay(zone: string): string {
  return firstBookableDay(todayIn(zone));
}

function nextSaturday(zone: string): string {
  let day = addDays(todayIn(zone), 1);
  while (isWorkingDay(day)) day = addDays(day, 1);
  return new Date(`${day}T12:00:00Z`).getUTCDay() === 6 ? day : addDays(day, 6);
}

// Localization (issue #48, plan flag localization; docs/localization.md). A board on the premium
// plan offers Spanish beside English in its settings; a guest's browser that asks for English
// gets English and a language switch; choosing Español brings every page, its title and the
// sign-in form in Spanish, chosen for the next pages too (a cookie the server reads), with no
// sentence of the app's English catalogue left on them, the page saying its language and the
// server answering in it (a failed sign-in's reason).
import { expect, test } from './support/test';
import { translatedEnglishSentences } from './support/catalogue';
import { checkScreen } from './support/screens';
import { addConsoleAdmin, makeOwnBoard, signInAsAdmin } from './support/own-board';
import type { Page } from '@playwright/test';

async function englishLeft(page: Page, english: readonly string[]): Promise<string[]> {
  const text = await page.evaluate(() => `${document.title}\n${document.body.innerText}`);
  return english.filter((sentence) => text.includes(sentence));
}

test('[LOCALIZATION] a board offers Spanish: the reader switches and its pages have no English left', async ({
  page,
  browser,
  request,
  extraHTTPHeaders,
}) => {
  test.setTimeout(180_000);
  const english = await translatedEnglishSentences();
  expect(english.length, 'the Spanish catalogue translates the app').toBeGreaterThan(1000);
  const own = await makeOwnBoard(request, extraHTTPHeaders, {
    prefix: 'idioma',
    companyName: 'Puerto Talento',
    ownerName: 'Lucía Ramos',
  });
  await addConsoleAdmin(own, { firstName: 'Marta', lastName: 'Gil' });

  // The board's admin offers Spanish; English stays the default.
  await signInAsAdmin(page, own, '/admin/settings');
  const languages = page.getByRole('region', { name: 'Languages' });
  await languages.getByRole('checkbox', { name: 'Español' }).check();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/client/api/v1/admin/settings') && r.request().method() !== 'GET',
  );
  await page.getByRole('button', { name: 'Save settings' }).click();
  expect((await saved).status()).toBe(200);

  // A guest whose browser asks for English gets English, and the switch.
  const context = await browser.newContext({ extraHTTPHeaders, locale: 'en-US' });
  const guest = await context.newPage();
  await guest.goto(`${own.origin}/`);
  await expect(guest.locator('html')).toHaveAttribute('lang', 'en');
  await expect(guest.getByRole('link', { name: 'Log in' })).toBeVisible();
  await guest.getByRole('button', { name: 'Language: English' }).click();
  await guest.getByRole('menuitem', { name: 'Español' }).click();

  // Everything the guest sees from now on is Spanish.
  await expect(guest.locator('html')).toHaveAttribute('lang', 'es');
  await expect(guest.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(guest.getByRole('navigation', { name: 'Principal' })).toContainText('Ver empleos');
  expect(await englishLeft(guest, english)).toEqual([]);
  await checkScreen(guest, 'localization-home-es');

  for (const path of [
    '/browse-jobs',
    '/browse-companies',
    '/job-category',
    '/jobsseekers/login',
    '/employer/register',
  ]) {
    await guest.goto(`${own.origin}${path}`);
    await expect(guest.locator('html'), path).toHaveAttribute('lang', 'es');
    await expect(guest.locator('main'), path).not.toBeEmpty();
    expect(await englishLeft(guest, english), path).toEqual([]);
  }
  await checkScreen(guest, 'localization-register-es');

  // The server answers in Spanish too: a failed sign-in says why in the page's language.
  await guest.goto(`${own.origin}/jobsseekers/login`);
  const form = guest.getByRole('form', { name: 'Iniciar sesión' });
  await form.getByRole('textbox', { name: 'Correo electrónico' }).fill('nadie@example.com');
  await form.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('Wrong#Pass1');
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(guest.getByText('Correo electrónico o contraseña incorrectos')).toBeVisible();

  // The server's own page, before any script: Spanish too.
  const sent = await own.api.get('/browse-jobs', { headers: { cookie: 'jb_locale=es' } });
  const html = await sent.text();
  expect(html).toContain('<html lang="es"');
  expect(html).toContain('Ver empleos');
  await context.close();
  await own.api.dispose();
});

/** Dr. Will without a language model: the question is answered with PedBook's own passages
 * (PostgreSQL full text in Portuguese), each linked to its page. */
import { createUser, env, passwordGrant } from './support/backend';
import { expect, ready, signIn, test } from './support/fixtures';

test('Dr. Will: "dose de amoxicilina na otite" links the medication page; signed out the RPC refuses', async ({ page }) => {
  const user = await createUser('drwill');
  await signIn(page, user.email, user.password);
  await page.goto('/dr-will');
  await ready(page);
  await page.getByLabel('Sua pergunta').fill('dose de amoxicilina na otite');
  await page.getByRole('button', { name: 'Perguntar' }).click();
  const answer = page.getByRole('region', { name: 'Resposta do Dr. Will' });
  const first = answer.getByRole('list', { name: 'Trechos' }).getByRole('listitem').first();
  await expect(first).toContainText('Amoxicilina — Otite média aguda — dose alta');
  await expect(first.getByRole('link')).toHaveAttribute('href', '/medicamentos/amoxicilina');
  await expect(answer).toContainText('Páginas usadas:');
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/medicamentos\/amoxicilina$/);

  // the RPC itself: anonymous callers are refused, a too-short question explained
  const anon = await fetch(`${env.API_URL}/rest/v1/rpc/dr_will_search`, {
    method: 'POST', headers: { apikey: env.ANON_KEY, 'content-type': 'application/json' }, body: JSON.stringify({ question: 'febre' }),
  });
  expect(anon.status).toBeGreaterThanOrEqual(400);
  const { access_token } = await passwordGrant(user.email, user.password);
  const short = await fetch(`${env.API_URL}/rest/v1/rpc/dr_will_search`, {
    method: 'POST', headers: { apikey: env.ANON_KEY, authorization: `Bearer ${access_token}`, 'content-type': 'application/json' }, body: JSON.stringify({ question: 'ab' }),
  });
  expect(short.status).toBe(400);
  expect(((await short.json()) as { message: string }).message).toBe('Escreva uma pergunta com pelo menos 3 caracteres.');
});

test('Dr. Will finds calculators and flowcharts: "escala de coma de glasgow" and "picada de escorpião"', async ({ page }) => {
  const user = await createUser('drwill-tools');
  await signIn(page, user.email, user.password);
  await page.goto('/dr-will');
  await ready(page);
  const passages = page.getByRole('list', { name: 'Trechos' });
  await page.getByLabel('Sua pergunta').fill('escala de coma de glasgow');
  await page.getByRole('button', { name: 'Perguntar' }).click();
  const glasgow = passages.getByRole('listitem').filter({ hasText: 'Calculadora' }).first();
  await expect(glasgow.getByRole('link', { name: 'Escala de Coma de Glasgow' })).toHaveAttribute('href', '/calculadoras/glasgow');

  await page.getByLabel('Sua pergunta').fill('picada de escorpião em criança');
  await page.getByRole('button', { name: 'Perguntar' }).click();
  const scorpion = passages.getByRole('listitem').filter({ hasText: 'Fluxograma' }).first();
  await expect(scorpion.getByRole('link', { name: 'Acidente Escorpiônico' })).toHaveAttribute('href', '/flowcharts/venomous/scorpion');
  await scorpion.getByRole('link', { name: 'Acidente Escorpiônico' }).click();
  await expect(page).toHaveURL(/\/flowcharts\/venomous\/scorpion$/);
});

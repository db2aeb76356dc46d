/** Maintenance: everyone but super admins goes to /maintenance; back to / when inactive. */
import { createUser, makeAdmin, sql } from './support/backend';
import { expect, ready, signIn, test } from './support/fixtures';

const SUPER_EMAIL = 'super@pedbook.test';

function setMaintenance(active: boolean) {
  const exists = sql('select count(*) from public.site_maintenance') !== '0';
  if (exists) sql(`update public.site_maintenance set is_active = ${active}, message = 'Atualização programada do banco de dados', estimated_duration = '30 minutos'`);
  else sql(`insert into public.site_maintenance (is_active, message, estimated_duration) values (${active}, 'Atualização programada do banco de dados', '30 minutos')`);
}

test.afterEach(() => setMaintenance(false));

test('maintenance redirect for visitors, super admin exempt, back to / when inactive', async ({ page, browser }) => {
  // The super admin signs in before maintenance starts.
  const existing = sql(`select id from auth.users where email = '${SUPER_EMAIL}'`);
  let superPassword = 'Senha123segura';
  if (!existing) {
    const su = await createUser('super', 'Super Admin PedBook', SUPER_EMAIL);
    makeAdmin(su.id);
    superPassword = su.password;
  } else {
    sql(`update public.profiles set is_admin = true where id = '${existing}'`);
  }
  const superContext = await browser.newContext();
  await superContext.addInitScript(() => localStorage.setItem('pedbook_social_banner_dismissed_at', String(Date.now())));
  const superPage = await superContext.newPage();
  await signIn(superPage, SUPER_EMAIL, superPassword);

  setMaintenance(true);

  await page.goto('/medicamentos');
  await ready(page);
  await expect(page).toHaveURL(/\/maintenance$/);
  await expect(page.getByRole('heading', { name: 'Estamos em manutenção' })).toBeVisible();
  await expect(page.getByText('Atualização programada do banco de dados')).toBeVisible();
  await expect(page.getByText('Previsão: 30 minutos')).toBeVisible();

  await superPage.goto('/medicamentos');
  await ready(superPage);
  await expect(superPage.getByRole('heading', { level: 1, name: 'Medicamentos' })).toBeVisible();
  await superPage.waitForTimeout(1_000);
  await expect(superPage).toHaveURL(/\/medicamentos$/);
  await superContext.close();

  setMaintenance(false);
  await page.goto('/maintenance');
  await expect(page).toHaveURL(/\/$/);
});

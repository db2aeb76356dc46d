/** Feedback centre: submit, see it in Meus Feedbacks, read an admin reply, reply, resolved. */
import { createUser, makeAdmin, quote, sql } from './support/backend';
import { expect, ready, signIn, test } from './support/fixtures';

test('feedback page asks visitors to sign in', async ({ page }) => {
  await page.goto('/feedback-suporte');
  await ready(page);
  await expect(page.getByText('Faça login para enviar um feedback.')).toBeVisible();
});

test('feedback submitted, visible in Meus Feedbacks with an admin reply', async ({ page }) => {
  const user = await createUser('feedback', 'Carlos Alberto Nunes');
  const admin = await createUser('admin', 'Equipe PedBook Suporte');
  makeAdmin(admin.id);

  await signIn(page, user.email, user.password);
  await page.goto('/feedback-suporte');
  await ready(page);
  const form = page.getByRole('form', { name: 'Novo feedback' });
  await form.getByRole('button', { name: 'Enviar feedback' }).click();
  await expect(form.getByRole('alert')).toHaveText(['Selecione o tipo de feedback', 'Escreva sua mensagem']);

  await form.getByLabel('Tipo de feedback').selectOption({ label: 'Sugestão' });
  await form.getByLabel('Mensagem').fill('Seria ótimo ter a calculadora de superfície corporal.');
  await form.getByLabel('WhatsApp (opcional)').fill('11 98888-7777');
  await form.getByRole('button', { name: 'Enviar feedback' }).click();
  await expect(page.getByText('✅ Feedback enviado com sucesso!')).toBeVisible();
  await expect(page.getByText('Feedback enviado!')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Novo feedback' })).toBeVisible({ timeout: 5_000 });

  expect(sql(`select title || '|' || status || '|' || coalesce(whatsapp, '') from public.pedbook_feedbacks where user_id = ${quote(user.id)}`)).toBe(
    'Sugestão|aguardando|11 98888-7777',
  );
  sql(
    `insert into public.pedbook_feedback_responses (feedback_id, message, user_id)
     select id, 'Obrigado! Vamos incluir na próxima versão.', ${quote(admin.id)} from public.pedbook_feedbacks where user_id = ${quote(user.id)}`,
  );
  // A dr_will feedback never shows in the list.
  sql(`insert into public.pedbook_feedbacks (user_id, message, title, feedback_category) values (${quote(user.id)}, 'conversa do assistente', 'Dr Will', 'dr_will')`);

  await page.getByRole('tab', { name: 'Meus Feedbacks' }).click();
  const item = page.locator('article').filter({ hasText: 'superfície corporal' });
  await expect(item).toBeVisible();
  await expect(page.locator('article')).toHaveCount(1);
  await expect(item).toContainText('Sugestão');
  await expect(item).toContainText('Aguardando');
  await expect(item).toContainText('Equipe PedBook Suporte');
  await expect(item).toContainText('Admin');
  await expect(item).toContainText('Obrigado! Vamos incluir na próxima versão.');

  const replyButton = item.getByRole('button', { name: 'Responder' });
  await expect(replyButton).toBeDisabled();
  await item.getByLabel('Responder').fill('   ');
  await expect(replyButton).toBeDisabled();
  await item.getByLabel('Responder').fill('  Perfeito, obrigado!  ');
  await replyButton.click();
  await expect(page.getByText('Resposta enviada')).toBeVisible();
  await expect(item).toContainText('Carlos Alberto Nunes');
  expect(sql(`select message from public.pedbook_feedback_responses where user_id = ${quote(user.id)}`)).toBe('Perfeito, obrigado!');

  sql(`update public.pedbook_feedbacks set status = 'resolvido' where user_id = ${quote(user.id)}`);
  await page.reload();
  await ready(page);
  await page.getByRole('tab', { name: 'Meus Feedbacks' }).click();
  const resolved = page.locator('article').filter({ hasText: 'superfície corporal' });
  await expect(resolved).toContainText('Resolvido');
  await expect(resolved).toContainText('Este feedback foi resolvido e não aceita novas respostas.');
  await expect(resolved.getByRole('button', { name: 'Responder' })).toHaveCount(0);
});

test('admins see Painel Admin and reach the admin layout', async ({ page }) => {
  const admin = await createUser('painel', 'Administradora Teste Souza');
  makeAdmin(admin.id);
  await signIn(page, admin.email, admin.password);
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('menuitem', { name: 'Painel Admin' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Painel Administrativo' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Administração' })).toBeVisible();
});

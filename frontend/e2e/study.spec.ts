/** The study module: a session built with the bank's filters, answered (PostgreSQL scores each
 * answer), reloaded mid-way and resumed at the same question, then scored by theme; a timed
 * session that runs out ends itself; the database refuses forged scores and late answers. */
import { createUser, env, passwordGrant, quote, sql } from './support/backend';
import { expect, ready, signIn, test } from './support/fixtures';

function correctAnswers(sessionId: string): Array<{ id: string; correct: number; alternatives: number }> {
  const rows = sql(`select q.id || '|' || q.correct_answer || '|' || jsonb_array_length(q.alternatives)
    from public.pedbook_study_sessions s, unnest(s.question_ids) with ordinality as u(qid, n)
    join public.pedbook_questions q on q.id = u.qid where s.id = ${quote(sessionId)} order by u.n`);
  return rows.split('\n').map((r) => {
    const [id, correct, alternatives] = r.split('|');
    return { id: id!, correct: Number(correct), alternatives: Number(alternatives) };
  });
}

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];

test('a study session is answered, reloaded mid-way and resumed, then scored by theme', async ({ page }) => {
  const user = await createUser('study');
  await signIn(page, user.email, user.password);
  await page.goto('/estudos');
  await ready(page);
  await expect(page.getByText(/\d+ questões publicadas/)).toBeVisible();
  await page.getByRole('link', { name: 'Montar sessão de questões' }).click();
  await expect(page).toHaveURL(/\/estudos\/filtros$/);

  const form = page.getByRole('form', { name: 'Montar sessão' });
  await form.getByRole('group', { name: 'Tema' }).getByLabel('Neonatologia').check();
  await expect(page.getByTestId('matching-count')).toHaveText('6 questões disponíveis');
  await form.getByRole('group', { name: 'Dificuldade' }).getByLabel('Difícil').check();
  await expect(page.getByTestId('matching-count')).toHaveText('0 questões disponíveis');
  await form.getByRole('group', { name: 'Dificuldade' }).getByLabel('Difícil').uncheck();
  await form.getByLabel(/Número de questões/).fill('7');
  await form.getByRole('button', { name: 'Começar sessão' }).click();
  await expect(form.getByRole('alert')).toHaveText('Há 6 questões disponíveis com esses filtros; escolha no máximo esse número.');
  await form.getByLabel(/Número de questões/).fill('3');
  await form.getByLabel('Título (opcional)').fill('Revisão neonatal');
  await form.getByRole('button', { name: 'Começar sessão' }).click();
  await expect(page).toHaveURL(/\/questions\/[0-9a-f-]{36}$/);
  const sessionId = page.url().split('/').pop()!;
  const qs = correctAnswers(sessionId);
  expect(qs).toHaveLength(3);
  expect(sql(`select string_agg(distinct q.theme, ',') from public.pedbook_questions q where q.id in (${qs.map((q) => quote(q.id)).join(',')})`)).toBe('Neonatologia');

  const progress = page.getByTestId('session-progress');
  await expect(progress).toHaveText('Questão 1 de 3 · 0 respondidas');
  await expect(page.getByText('Sem tempo')).toBeVisible();

  // question 1: the right alternative
  const card = page.getByRole('article', { name: 'Questão 1' });
  await expect(card.getByText('Não verificada contra a fonte')).toBeVisible();
  await card.getByRole('radio').nth(qs[0]!.correct).check();
  await card.getByRole('button', { name: 'Responder' }).click();
  await expect(card.getByRole('status')).toContainText('Resposta correta!');
  await expect(card.getByRole('status')).toContainText('Referência:');
  await expect(progress).toHaveText('Questão 1 de 3 · 1 respondida');
  await expect(card.getByRole('radio').first()).toBeDisabled();

  // question 2: a wrong alternative
  await page.getByRole('button', { name: 'Próxima questão' }).click();
  const card2 = page.getByRole('article', { name: 'Questão 2' });
  const wrong = (qs[1]!.correct + 1) % qs[1]!.alternatives;
  await card2.getByRole('radio').nth(wrong).check();
  await card2.getByRole('button', { name: 'Responder' }).click();
  await expect(card2.getByRole('status')).toContainText(`Resposta incorreta. A correta é a alternativa ${LETTERS[qs[1]!.correct]}.`);
  await page.getByRole('button', { name: 'Próxima questão' }).click();
  await expect(progress).toHaveText('Questão 3 de 3 · 2 respondidas');
  // the answers are in the database as given, scored there
  expect(sql(`select string_agg(is_correct::text, ',' order by created_at) from public.pedbook_study_answers where session_id = ${quote(sessionId)}`)).toBe('true,false');
  await expect.poll(() => sql(`select current_question_index from public.pedbook_study_sessions where id = ${quote(sessionId)}`)).toBe('2');

  // reload mid-way: the session resumes at question 3 with both answers kept
  await page.reload();
  await ready(page);
  await expect(progress).toHaveText('Questão 3 de 3 · 2 respondidas');
  await expect(page.getByRole('button', { name: 'Questão 1, acertada' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Questão 2, errada' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Questão 3, não respondida' })).toBeVisible();
  // an answered question shows its answer and explanation again, and cannot be changed
  await page.getByRole('button', { name: 'Questão 2, errada' }).click();
  await expect(page.getByRole('article', { name: 'Questão 2' }).getByRole('status')).toContainText('Resposta incorreta');
  await expect(page.getByRole('article', { name: 'Questão 2' }).getByRole('button', { name: 'Responder' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Questão 3, não respondida' }).click();

  const card3 = page.getByRole('article', { name: 'Questão 3' });
  await card3.getByRole('radio').nth(qs[2]!.correct).check();
  await card3.getByRole('button', { name: 'Responder' }).click();
  await expect(card3.getByRole('status')).toContainText('Resposta correta!');
  await page.getByRole('button', { name: 'Ver resultado' }).click();

  await expect(page).toHaveURL(new RegExp(`/results/${sessionId}$`));
  await expect(page.getByRole('heading', { name: 'Resultado da Sessão' })).toBeVisible();
  await expect(page.getByTestId('score')).toHaveText('2 de 3 (67%)');
  await expect(page.getByRole('table', { name: 'Acertos por tema' }).getByRole('row', { name: /Neonatologia/ })).toContainText('2 de 3');
  const review = page.getByRole('listitem', { name: 'Questão 2' });
  await expect(review).toContainText('Resposta incorreta');
  await expect(review).toContainText('(sua resposta)');
  await expect(review).toContainText('(resposta correta)');
  expect(sql(`select status || ',' || total_correct from public.pedbook_study_sessions where id = ${quote(sessionId)}`)).toBe('completed,2');

  // the session list shows it finished; opening the session again goes to its result
  await page.goto('/questions');
  await ready(page);
  const item = page.getByRole('listitem').filter({ hasText: 'Revisão neonatal' });
  await expect(item).toContainText('Concluída · 2 acertos');
  await page.goto(`/questions/${sessionId}`);
  await expect(page).toHaveURL(new RegExp(`/results/${sessionId}$`));
});

test('a timed session shows the time left, ends itself when it runs out; the database scores and guards answers', async ({ page }) => {
  const user = await createUser('studytime');
  const other = await createUser('studyother');
  await signIn(page, user.email, user.password);
  await page.goto('/residencia-beta');
  await ready(page);
  await page.getByRole('link', { name: 'Começar simulado' }).click();
  const form = page.getByRole('form', { name: 'Montar sessão' });
  await expect(form.getByLabel('Sessão com tempo')).toBeChecked();
  await expect(form.getByLabel('Tempo total (minutos)')).toHaveValue('60');
  await form.getByLabel(/Número de questões/).fill('2');
  await form.getByLabel('Tempo total (minutos)').fill('5');
  await form.getByRole('button', { name: 'Começar sessão' }).click();
  await expect(page).toHaveURL(/\/questions\/[0-9a-f-]{36}$/);
  const sessionId = page.url().split('/').pop()!;
  await expect(page.getByRole('timer', { name: 'Tempo restante' })).toHaveText(/^0[45]:\d\d$/);
  const [q1, q2] = correctAnswers(sessionId);

  const rest = async (token: string, path: string, init: RequestInit) =>
    fetch(`${env.API_URL}/rest/v1/${path}`, { ...init, headers: { apikey: env.ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json', prefer: 'return=representation', ...(init.headers ?? {}) } });
  const { access_token } = await passwordGrant(user.email, user.password);

  // a forged score is ignored: PostgreSQL decides is_correct
  const wrong = (q1!.correct + 1) % q1!.alternatives;
  const forged = await rest(access_token, 'pedbook_study_answers', { method: 'POST', body: JSON.stringify({ session_id: sessionId, question_id: q1!.id, user_id: user.id, selected_answer: wrong, is_correct: true }) });
  expect(forged.status).toBe(201);
  expect(((await forged.json()) as Array<{ is_correct: boolean }>)[0]!.is_correct).toBe(false);
  // a question outside the session is refused
  const outside = sql(`select id from public.pedbook_questions where id not in (select unnest(question_ids) from public.pedbook_study_sessions where id = ${quote(sessionId)}) limit 1`);
  const notInSession = await rest(access_token, 'pedbook_study_answers', { method: 'POST', body: JSON.stringify({ session_id: sessionId, question_id: outside, user_id: user.id, selected_answer: 0, is_correct: true }) });
  expect(notInSession.status).toBe(400);
  expect(((await notInSession.json()) as { message: string }).message).toBe('Esta questão não faz parte da sessão.');
  // another user cannot answer in this session
  const otherToken = (await passwordGrant(other.email, other.password)).access_token;
  const intruder = await rest(otherToken, 'pedbook_study_answers', { method: 'POST', body: JSON.stringify({ session_id: sessionId, question_id: q2!.id, user_id: other.id, selected_answer: q2!.correct, is_correct: true }) });
  expect(intruder.status).toBeGreaterThanOrEqual(400);
  expect(((await intruder.json()) as { message: string }).message).toBe('Sessão de estudo não encontrada.');

  // the time runs out (the start moved 6 minutes back): a late answer is refused …
  sql(`set session_replication_role = replica; update public.pedbook_study_sessions set started_at = now() - interval '6 minutes' where id = ${quote(sessionId)}`);
  const late = await rest(access_token, 'pedbook_study_answers', { method: 'POST', body: JSON.stringify({ session_id: sessionId, question_id: q2!.id, user_id: user.id, selected_answer: q2!.correct, is_correct: true }) });
  expect(late.status).toBe(400);
  expect(((await late.json()) as { message: string }).message).toBe('O tempo desta sessão acabou; a resposta não foi registrada.');

  // … and the open page ends the session by itself and shows the score
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/results/${sessionId}$`));
  await expect(page.getByTestId('score')).toHaveText('0 de 2 (0%)');
  await expect(page.getByText('1 respondida · 1 sem resposta (contam como erradas)')).toBeVisible();
  expect(sql(`select status from public.pedbook_study_sessions where id = ${quote(sessionId)}`)).toBe('completed');
});

test('sample questions answer on the spot without signing in', async ({ page }) => {
  await page.goto('/test-questions');
  await ready(page);
  const first = page.getByRole('listitem', { name: 'Questão 1' });
  await expect(first.getByRole('button', { name: 'Ver resposta' })).toBeDisabled();
  await first.getByRole('radio').first().check();
  await first.getByRole('button', { name: 'Ver resposta' }).click();
  await expect(first.getByRole('status')).toContainText(/Resposta (correta!|incorreta)/);
  await expect(first.getByRole('status')).toContainText('Referência:');
});

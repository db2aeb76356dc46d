package schema_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/pedbook/pedbook/internal/pgtest"
)

// The actors of the RLS matrix.
type actor string

const (
	anon    actor = "anon"
	userA   actor = "userA"
	userB   actor = "userB"
	admin   actor = "admin"
	super   actor = "super"
	service actor = "service"
)

var actors = []actor{anon, userA, userB, admin, super, service}

// Fixed ids of the fixture rows.
const (
	idA        = "00000000-0000-4000-8000-00000000000a"
	idB        = "00000000-0000-4000-8000-00000000000b"
	idAdmin    = "00000000-0000-4000-8000-00000000000c"
	idSuper    = "00000000-0000-4000-8000-00000000000d"
	fbA        = "00000000-0000-4000-8000-0000000000f1" // userA's open feedback
	fbResolved = "00000000-0000-4000-8000-0000000000f2" // userA's resolved feedback
	fbB        = "00000000-0000-4000-8000-0000000000f3" // userB's feedback
	replyA     = "00000000-0000-4000-8000-0000000000e1"
	medPub     = "00000000-0000-4000-8000-0000000000d1"
	medDraft   = "00000000-0000-4000-8000-0000000000d2"
	leafletHid = "00000000-0000-4000-8000-0000000000d3"
	noteA      = "00000000-0000-4000-8000-0000000000c1"
	rxAPrivate = "00000000-0000-4000-8000-0000000000b1"
	rxBPublic  = "00000000-0000-4000-8000-0000000000b2"
	maint      = "00000000-0000-4000-8000-0000000000a1"
)

const fixture = `
insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at) values
  ('` + idA + `', 'authenticated', 'authenticated', 'a@pedbook.test', '{"full_name":"Ana Souza","formation_area":"Medicina"}', now(), now()),
  ('` + idB + `', 'authenticated', 'authenticated', 'b@pedbook.test', '{}', now(), now()),
  ('` + idAdmin + `', 'authenticated', 'authenticated', 'admin@pedbook.test', '{"full_name":"Admin Comum"}', now(), now()),
  ('` + idSuper + `', 'authenticated', 'authenticated', 'Super@PedBook.test', '{"full_name":"Super Admin"}', now(), now());
update public.profiles set is_admin = true where id in ('` + idAdmin + `', '` + idSuper + `');
insert into private.super_admin_emails (email) values ('super@pedbook.test');
insert into public.pedbook_feedbacks (id, user_id, message, title, status) values
  ('` + fbA + `', '` + idA + `', 'A busca não acha dipirona', 'Problema/Bug', 'aguardando'),
  ('` + fbResolved + `', '` + idA + `', 'Erro na curva', 'Problema/Bug', 'resolvido'),
  ('` + fbB + `', '` + idB + `', 'Parabéns', 'Elogio', 'aguardando');
insert into public.pedbook_feedback_responses (id, feedback_id, message, user_id) values
  ('` + replyA + `', '` + fbA + `', 'Mais detalhes', '` + idA + `');
insert into public.pedbook_medications (id, name, slug, published) values
  ('` + medPub + `', 'Amoxicilina', 'amoxicilina', true),
  ('` + medDraft + `', 'Rascunho', 'rascunho', false);
insert into public.pedbook_medication_instructions (id, medication_id, content, is_published) values
  ('` + leafletHid + `', '` + medPub + `', 'Bula em revisão', false);
insert into public.pedbook_notes (id, user_id, title, content) values ('` + noteA + `', '` + idA + `', 'Plantão', 'texto');
insert into public.pedbook_prescriptions (id, user_id, name, is_public) values
  ('` + rxAPrivate + `', '` + idA + `', 'Otite', false),
  ('` + rxBPublic + `', '` + idB + `', 'Asma', true);
insert into public.pedbook_prescription_patients (prescription_id, user_id, patient_name) values
  ('` + rxBPublic + `', '` + idB + `', 'Maria Souza');
insert into public.site_maintenance (id, is_active, message) values ('` + maint + `', false, 'Manutenção programada');
insert into public.site_settings (key, value) values ('logo_url', 'https://example.org/logo.png');
insert into public.site_analytics (session_id, action_type) values ('s1', 'page_view');
insert into public.site_visitor_feedbacks (rating, user_id, visitor_id) values (5, '` + idA + `', '` + idA + `');
`

func claimsOf(a actor) (role, claims string) {
	sub := map[actor]string{userA: idA, userB: idB, admin: idAdmin, super: idSuper}[a]
	switch a {
	case anon:
		return "anon", `{"role":"anon"}`
	case service:
		return "service_role", `{"role":"service_role"}`
	default:
		return "authenticated", fmt.Sprintf(`{"role":"authenticated","sub":%q,"aud":"authenticated"}`, sub)
	}
}

// run executes sql as actor inside a transaction that is rolled back, and classifies the
// outcome: "ok" (rows returned/affected), "none" (no error, no rows: filtered by RLS),
// "denied" (SQLSTATE 42501) or "err:<SQLSTATE> <message>".
func run(ctx context.Context, conn *pgx.Conn, a actor, sql string) string {
	tx, err := conn.Begin(ctx)
	if err != nil {
		return "err:begin " + err.Error()
	}
	defer tx.Rollback(ctx) //nolint:errcheck
	role, claims := claimsOf(a)
	if _, err := tx.Exec(ctx, "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", role, claims); err != nil {
		return "err:set role " + err.Error()
	}
	rows, err := tx.Query(ctx, sql)
	n := 0
	if err == nil {
		for rows.Next() {
			n++
		}
		rows.Close()
		err = rows.Err()
	}
	if err != nil {
		var pgErr *pgconn.PgError
		if errors.As(err, &pgErr) {
			if pgErr.Code == "42501" && !strings.Contains(pgErr.Message, "super admin") &&
				!strings.Contains(pgErr.Message, "Permissão negada") {
				return "denied"
			}
			return "err:" + pgErr.Code + " " + pgErr.Message
		}
		return "err:" + err.Error()
	}
	if n == 0 {
		return "none"
	}
	return "ok"
}

// w builds an expectation row: the default for every actor, then overrides.
func w(def string, over ...any) map[actor]string {
	m := map[actor]string{}
	for _, a := range actors {
		m[a] = def
	}
	for i := 0; i+1 < len(over); i += 2 {
		m[over[i].(actor)] = over[i+1].(string)
	}
	return m
}

const (
	maintMsg    = "err:42501 Apenas super admin pode alterar o modo de manutenção"
	resolvedMsg = "err:P0001 Este feedback foi resolvido e não aceita novas respostas"
	privMsg     = "err:42501 Permissão negada: is_admin, premium e premium_requested só podem ser alterados por um administrador"
	statusMsg   = "err:42501 Permissão negada: apenas administradores alteram o status de um feedback"
)

func TestRLSMatrix(t *testing.T) {
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, pgtest.NewDatabase(t))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, fixture); err != nil {
		t.Fatalf("fixture: %v", err)
	}

	cases := []struct {
		name string
		sql  string
		want map[actor]string
	}{
		// profiles
		{"profiles select A", `select 1 from profiles where id = '` + idA + `'`,
			w("ok", anon, "none", userB, "none")},
		{"profiles update A's name", `update profiles set full_name = 'Ana S.' where id = '` + idA + `' returning 1`,
			w("ok", anon, "denied", userB, "none")},
		{"profiles set own is_admin", `update profiles set is_admin = true where id = auth.uid() returning 1`,
			w(privMsg, anon, "denied", admin, "ok", super, "ok", service, "none")},
		{"profiles set own premium", `update profiles set premium = true where id = auth.uid() returning 1`,
			w(privMsg, anon, "denied", admin, "ok", super, "ok", service, "none")},
		{"profiles set own premium_requested", `update profiles set premium_requested = true where id = auth.uid() returning 1`,
			w(privMsg, anon, "denied", admin, "ok", super, "ok", service, "none")},
		{"profiles admin promotes B", `update profiles set is_admin = true where id = '` + idB + `' returning 1`,
			w("none", anon, "denied", userB, privMsg, admin, "ok", super, "ok", service, "ok")},
		{"profiles client upsert of own profile", `insert into profiles (id, full_name) values (auth.uid(), 'Nome Novo')
			on conflict (id) do update set full_name = excluded.full_name returning 1`,
			w("ok", anon, "denied", service, "err:23502 null value in column \"id\" of relation \"profiles\" violates not-null constraint")},
		{"profiles upsert granting own is_admin", `insert into profiles (id, is_admin) values (auth.uid(), true)
			on conflict (id) do update set is_admin = excluded.is_admin returning 1`,
			w(privMsg, anon, "denied", admin, "ok", super, "ok", service, "err:23502 null value in column \"id\" of relation \"profiles\" violates not-null constraint")},
		{"profiles insert for another user", `insert into profiles (id) values ('` + idB + `') returning 1`,
			w("denied", userB, "err:23505 duplicate key value violates unique constraint \"profiles_pkey\"",
				service, "err:23505 duplicate key value violates unique constraint \"profiles_pkey\"")},
		{"profiles delete A", `delete from profiles where id = '` + idA + `' returning 1`,
			w("none", anon, "denied", admin, "ok", super, "ok", service, "ok")},
		{"public_profiles names", `select 1 from public_profiles where id = '` + idB + `' and full_name = 'Usuário'`,
			w("ok")},

		// feedbacks
		{"feedbacks select A's", `select 1 from pedbook_feedbacks where id = '` + fbA + `'`,
			w("ok", anon, "denied", userB, "none")},
		{"feedbacks insert own", `insert into pedbook_feedbacks (user_id, message, title) values (auth.uid(), 'Sugiro X', 'Sugestão') returning 1`,
			w("ok", anon, "denied", service, "err:23502 null value in column \"user_id\" of relation \"pedbook_feedbacks\" violates not-null constraint")},
		{"feedbacks insert as someone else", `insert into pedbook_feedbacks (user_id, message) values ('` + idB + `', 'x') returning 1`,
			w("denied", userB, "ok", service, "ok")},
		{"feedbacks insert already resolved", `insert into pedbook_feedbacks (user_id, message, status) values (auth.uid(), 'x', 'resolvido') returning 1`,
			w("denied", admin, "ok", super, "ok", service, "err:23502 null value in column \"user_id\" of relation \"pedbook_feedbacks\" violates not-null constraint")},
		{"feedbacks change status of A's", `update pedbook_feedbacks set status = 'em_andamento' where id = '` + fbA + `' returning 1`,
			w("ok", anon, "denied", userA, statusMsg, userB, "none")},
		{"feedbacks edit A's message", `update pedbook_feedbacks set message = 'editado' where id = '` + fbA + `' returning 1`,
			w("ok", anon, "denied", userB, "none")},
		{"feedbacks delete A's", `delete from pedbook_feedbacks where id = '` + fbA + `' returning 1`,
			w("ok", anon, "denied", userA, "none", userB, "none")},

		// replies (the resolved check runs before row-level security, so everyone with
		// insert rights is told why)
		{"responses select on A's feedback", `select 1 from pedbook_feedback_responses where id = '` + replyA + `'`,
			w("ok", anon, "denied", userB, "none")},
		{"responses reply to A's open feedback", `insert into pedbook_feedback_responses (feedback_id, message, user_id) values ('` + fbA + `', 'resposta', auth.uid()) returning 1`,
			w("ok", anon, "denied", userB, "denied", service, "err:23502 null value in column \"user_id\" of relation \"pedbook_feedback_responses\" violates not-null constraint")},
		{"responses reply to a resolved feedback", `insert into pedbook_feedback_responses (feedback_id, message, user_id) values ('` + fbResolved + `', 'ainda?', '` + idA + `') returning 1`,
			w(resolvedMsg, anon, "denied")},
		{"responses admin replies to a resolved feedback", `insert into pedbook_feedback_responses (feedback_id, message, user_id) values ('` + fbResolved + `', 'encerrado', auth.uid()) returning 1`,
			w(resolvedMsg, anon, "denied")},
		{"responses blank reply", `insert into pedbook_feedback_responses (feedback_id, message, user_id) values ('` + fbA + `', '   ', '` + idA + `') returning 1`,
			w("err:23514 new row for relation \"pedbook_feedback_responses\" violates check constraint \"pedbook_feedback_responses_message_check\"",
				anon, "denied", userB, "denied", admin, "denied", super, "denied")},

		// maintenance
		{"maintenance read", `select 1 from site_maintenance where id = '` + maint + `'`, w("ok")},
		{"maintenance toggle", `update site_maintenance set is_active = true where id = '` + maint + `' returning 1`,
			w(maintMsg, super, "ok", service, "ok")},
		{"maintenance insert", `insert into site_maintenance (is_active) values (true) returning 1`,
			w(maintMsg, super, "ok", service, "ok")},
		{"maintenance delete", `delete from site_maintenance where id = '` + maint + `' returning 1`,
			w(maintMsg, super, "ok", service, "ok")},

		// site settings
		{"site_settings read", `select 1 from site_settings where key = 'logo_url'`, w("ok")},
		{"site_settings write", `update site_settings set value = 'x' where key = 'logo_url' returning 1`,
			w("ok", anon, "denied", userA, "none", userB, "none")},

		// analytics and visitor feedback
		{"analytics insert anonymous row", `insert into site_analytics (session_id, action_type) values ('s2', 'search') returning 1`,
			w("ok")},
		{"analytics insert as another user", `insert into site_analytics (session_id, action_type, user_id) values ('s3', 'search', '` + idB + `') returning 1`,
			w("denied", userB, "ok", service, "ok")},
		{"analytics read", `select 1 from site_analytics`,
			w("ok", anon, "denied", userA, "none", userB, "none")},
		{"visitor feedback insert own", `insert into site_visitor_feedbacks (rating, comment, user_id, visitor_id) values (4, 'ok', auth.uid(), auth.uid()::text) returning 1`,
			w("ok", anon, "denied")},
		{"visitor feedback below 5 without comment", `insert into site_visitor_feedbacks (rating, user_id) values (3, '` + idA + `') returning 1`,
			w("err:23514 new row for relation \"site_visitor_feedbacks\" violates check constraint \"site_visitor_feedbacks_comment_required\"",
				anon, "denied", userB, "denied", admin, "denied", super, "denied")},
		{"visitor feedback read", `select 1 from site_visitor_feedbacks`,
			w("ok", anon, "denied", userA, "none", userB, "none")},

		// reference content: published vs draft
		{"medications read published", `select 1 from pedbook_medications where id = '` + medPub + `'`, w("ok")},
		{"medications read draft", `select 1 from pedbook_medications where id = '` + medDraft + `'`,
			w("ok", anon, "none", userA, "none", userB, "none")},
		{"medications insert", `insert into pedbook_medications (name, slug) values ('Nova', 'nova') returning 1`,
			w("ok", anon, "denied", userA, "denied", userB, "denied")},
		{"medications update published", `update pedbook_medications set description = 'x' where id = '` + medPub + `' returning 1`,
			w("ok", anon, "denied", userA, "none", userB, "none")},
		{"medications delete published", `delete from pedbook_medications where id = '` + medPub + `' returning 1`,
			w("ok", anon, "denied", userA, "none", userB, "none")},
		{"leaflets read unpublished", `select 1 from pedbook_medication_instructions where id = '` + leafletHid + `'`,
			w("ok", anon, "none", userA, "none", userB, "none")},
		{"feedback types read", `select 1 from pedbook_feedback_types`, w("none")},

		// own data: notes and prescriptions
		// notes are private to their owner: admins read none of them (0017)
		{"notes read A's", `select 1 from pedbook_notes where id = '` + noteA + `'`,
			w("ok", anon, "denied", userB, "none", admin, "none", super, "none")},
		{"notes write for another user", `insert into pedbook_notes (user_id, title) values ('` + idB + `', 'x') returning 1`,
			w("denied", userB, "ok", service, "ok")},
		{"notes update A's", `update pedbook_notes set title = 'y' where id = '` + noteA + `' returning 1`,
			w("none", anon, "denied", userA, "ok", service, "ok")},
		{"notes delete A's", `delete from pedbook_notes where id = '` + noteA + `' returning 1`,
			w("none", anon, "denied", userA, "ok", service, "ok")},
		{"prescriptions read A's private", `select 1 from pedbook_prescriptions where id = '` + rxAPrivate + `'`,
			w("ok", anon, "denied", userB, "none")},
		{"prescriptions read B's public", `select 1 from pedbook_prescriptions where id = '` + rxBPublic + `'`,
			w("ok", anon, "denied")},
		// the patient's name of a shared prescription stays its owner's (0018)
		{"prescription patient name of B's shared", `select 1 from pedbook_prescription_patients where prescription_id = '` + rxBPublic + `'`,
			w("none", anon, "denied", userB, "ok", service, "ok")},
		{"prescription patient name written by its owner only", `insert into pedbook_prescription_patients (prescription_id, user_id, patient_name) values ('` + rxAPrivate + `', '` + idA + `', 'João') returning 1`,
			w("denied", userA, "ok", service, "ok")},
		{"prescriptions edit B's public", `update pedbook_prescriptions set name = 'z' where id = '` + rxBPublic + `' returning 1`,
			w("none", anon, "denied", userB, "ok", service, "ok")},
	}
	for _, c := range cases {
		for _, a := range actors {
			want, ok := c.want[a]
			if !ok {
				continue
			}
			if got := run(ctx, conn, a, c.sql); got != want {
				t.Errorf("%s as %s: got %q, want %q", c.name, a, got, want)
			}
		}
	}
}

// Every table in an exposed or auth schema has row-level security enabled.
func TestEveryTableHasRLS(t *testing.T) {
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, pgtest.NewDatabase(t))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	rows, err := conn.Query(ctx, `
		select n.nspname || '.' || c.relname
		from pg_class c join pg_namespace n on n.oid = c.relnamespace
		where c.relkind in ('r', 'p') and n.nspname in ('public', 'auth') and not c.relrowsecurity
		order by 1`)
	if err != nil {
		t.Fatal(err)
	}
	missing, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		t.Fatal(err)
	}
	if len(missing) > 0 {
		t.Fatalf("tables without row-level security: %v", missing)
	}
}

// A profile is created from the sign-up metadata, with the spec's defaults.
func TestProfileCreatedFromSignUpMetadata(t *testing.T) {
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, pgtest.NewDatabase(t))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	cases := []struct {
		name, meta                string
		fullName, area, year      string
		isStudent, isProfessional bool
	}{
		{"full metadata", `{"full_name":"Maria Lima","formation_area":"Pediatria","graduation_year":"2015","is_student":false,"is_professional":true}`,
			"Maria Lima", "Pediatria", "2015", false, true},
		{"student", `{"full_name":"João Reis","formation_area":"Medicina","graduation_year":"2027","is_student":true,"is_professional":false}`,
			"João Reis", "Medicina", "2027", true, false},
		{"no metadata", `{}`, "Usuário", "Não informado", "Não informado", false, true},
		{"blank name", `{"full_name":"   "}`, "Usuário", "Não informado", "Não informado", false, true},
	}
	for i, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			id := fmt.Sprintf("00000000-0000-4000-9000-%012d", i)
			if _, err := conn.Exec(ctx, `insert into auth.users (id, aud, role, email, raw_user_meta_data)
				values ($1, 'authenticated', 'authenticated', $2, $3::jsonb)`, id, fmt.Sprintf("u%d@pedbook.test", i), c.meta); err != nil {
				t.Fatal(err)
			}
			var name, area, year string
			var student, professional, isAdmin bool
			if err := conn.QueryRow(ctx, `select full_name, formation_area, graduation_year, is_student, is_professional, is_admin
				from public.profiles where id = $1`, id).Scan(&name, &area, &year, &student, &professional, &isAdmin); err != nil {
				t.Fatal(err)
			}
			if name != c.fullName || area != c.area || year != c.year || student != c.isStudent || professional != c.isProfessional || isAdmin {
				t.Fatalf("profile = %q %q %q student=%v professional=%v admin=%v", name, area, year, student, professional, isAdmin)
			}
		})
	}
}

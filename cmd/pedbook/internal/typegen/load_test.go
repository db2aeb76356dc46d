package typegen

import (
	"context"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/pedbook/pedbook/internal/pgtest"
)

const fixtureSQL = `
create schema gt;
create type gt.mood as enum ('feliz', 'triste');
create type gt.dose as (amount numeric, unit gt.mood);
create domain gt.positive as integer check (value > 0);
create table gt.parents (
  id bigint generated always as identity primary key,
  code text not null unique,
  name text
);
create table gt.kids (
  id uuid primary key default gen_random_uuid(),
  parent_id bigint not null references gt.parents (id),
  parent_code text references gt.parents (code),
  mood gt.mood,
  moods gt.mood[] not null default '{}',
  tags text[],
  age gt.positive,
  doses gt.dose[],
  total integer generated always as (1) stored,
  notes jsonb not null default '{}'
);
create table gt.extras (parent_id bigint primary key references gt.parents (id), since date);
create view gt.kid_view as select id, parent_id, mood, tags || '{x}'::text[] as tags2 from gt.kids;
create view gt.counts as select count(*) as n from gt.kids;
create function gt.kid_count(pid bigint default null) returns integer language sql stable as 'select 1';
create function gt.kids_of(pid bigint) returns setof gt.kids language sql stable as 'select * from gt.kids where parent_id = pid';
create function gt.tally() returns table (mood gt.mood, n bigint) language sql stable as 'select null::gt.mood, 0::bigint';
create function gt.only_int(integer) returns integer language sql immutable as 'select $1';
create function gt.touch() returns trigger language plpgsql as 'begin return new; end';
create procedure gt.proc() language sql as 'select 1';
`

// TestLoadFromPostgreSQL reads a fixture schema from a real PostgreSQL and checks what
// PostgreSQL's catalog decides: nullability, defaults, identity, generated columns, domains,
// arrays, enums, composite types, updatable views, relationships (also through a view) and
// which functions are listed.
func TestLoadFromPostgreSQL(t *testing.T) {
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, pgtest.NewDatabase(t))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, fixtureSQL); err != nil {
		t.Fatal(err)
	}
	got := loadAndWrite(t, conn)
	for _, want := range []string{
		// kids.Row: columns sorted by name, nullability from NOT NULL, domain as its base type.
		"      kids: {\n        Row: {\n          age: number | null\n          doses: Database[\"gt\"][\"CompositeTypes\"][\"dose\"][] | null\n" +
			"          id: string\n          mood: Database[\"gt\"][\"Enums\"][\"mood\"] | null\n" +
			"          moods: Database[\"gt\"][\"Enums\"][\"mood\"][]\n          notes: Json\n          parent_code: string | null\n" +
			"          parent_id: number\n          tags: string[] | null\n          total: number | null\n        }\n",
		"        Insert: {\n          age?: number | null\n          doses?: Database[\"gt\"][\"CompositeTypes\"][\"dose\"][] | null\n" +
			"          id?: string\n          mood?: Database[\"gt\"][\"Enums\"][\"mood\"] | null\n" +
			"          moods?: Database[\"gt\"][\"Enums\"][\"mood\"][]\n          notes?: Json\n          parent_code?: string | null\n" +
			"          parent_id: number\n          tags?: string[] | null\n          total?: never\n        }\n",
		"        Relationships: [\n          {\n            foreignKeyName: \"kids_parent_code_fkey\"\n            columns: [\"parent_code\"]\n" +
			"            isOneToOne: false\n            referencedRelation: \"parents\"\n            referencedColumns: [\"code\"]\n          },\n" +
			"          {\n            foreignKeyName: \"kids_parent_id_fkey\"\n            columns: [\"parent_id\"]\n" +
			"            isOneToOne: false\n            referencedRelation: \"parents\"\n            referencedColumns: [\"id\"]\n          },\n        ]\n",
		// identity ALWAYS: never written.
		"      parents: {\n        Row: {\n          code: string\n          id: number\n          name: string | null\n        }\n" +
			"        Insert: {\n          code: string\n          id?: never\n          name?: string | null\n        }\n",
		// a foreign key that is also the primary key: one-to-one.
		"            foreignKeyName: \"extras_parent_id_fkey\"\n            columns: [\"parent_id\"]\n            isOneToOne: true\n",
		// an updatable view: Insert/Update, its computed column refused; its key through the view.
		"      kid_view: {\n        Row: {\n          id: string | null\n          mood: Database[\"gt\"][\"Enums\"][\"mood\"] | null\n" +
			"          parent_id: number | null\n          tags2: string[] | null\n        }\n" +
			"        Insert: {\n          id?: string | null\n          mood?: Database[\"gt\"][\"Enums\"][\"mood\"] | null\n" +
			"          parent_id?: number | null\n          tags2?: never\n        }\n",
		"            foreignKeyName: \"kids_parent_id_fkey\"\n            columns: [\"parent_id\"]\n            isOneToOne: false\n" +
			"            referencedRelation: \"parents\"\n",
		"      counts: {\n        Row: {\n          n: number | null\n        }\n        Relationships: []\n      }\n",
		"      kid_count: {\n        Args: {\n          pid?: number\n        }\n        Returns: number\n      }\n",
		"      kids_of: {\n        Args: {\n          pid: number\n        }\n        Returns: {\n          age: number | null\n",
		"        }[]\n        SetofOptions: {\n          from: \"*\"\n          to: \"kids\"\n          isOneToOne: false\n          isSetofReturn: true\n        }\n",
		"      tally: {\n        Args: never\n        Returns: {\n          mood: Database[\"gt\"][\"Enums\"][\"mood\"]\n          n: number\n        }[]\n      }\n",
		"    Enums: {\n      mood: \"feliz\" | \"triste\"\n    }\n",
		"    CompositeTypes: {\n      dose: {\n        amount: number | null\n        unit: Database[\"gt\"][\"Enums\"][\"mood\"] | null\n      }\n    }\n",
		"  gt: {\n    Enums: {\n      mood: [\"feliz\", \"triste\"],\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks\n%s", want)
		}
	}
	for _, absent := range []string{"only_int", "touch", "proc", "positive"} {
		if strings.Contains(got, absent) {
			t.Errorf("output lists %s, which PostgREST cannot call or which is no type of its own", absent)
		}
	}
	if t.Failed() {
		t.Logf("output:\n%s", got)
	}
	// Deterministic: a second load gives the same text.
	if loadAndWrite(t, conn) != got {
		t.Error("two loads of the same schema rendered differently")
	}
}

func loadAndWrite(t *testing.T, conn *pgx.Conn) string {
	t.Helper()
	cat, err := Load(context.Background(), conn, []string{"gt"})
	if err != nil {
		t.Fatal(err)
	}
	return generate(t, cat)
}

package rest

import "testing"

func TestSmoke(t *testing.T) {
	e := newEnv(t, nil)
	for _, q := range []string{
		"/authors?select=id,name&order=id",
		"/books?select=title,author:authors!author_id(name),genres(name)&order=id",
	} {
		r := e.do("GET", q, "", "Accept-Profile: fx")
		t.Logf("%s -> %d %s", q, r.status, r.body)
	}
}

package loader

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/google/go-cmp/cmp"
)

func TestReadDelimited(t *testing.T) {
	header := []string{"CAT", "CLASSIF", "DESCRICAO"}
	cases := []struct {
		name    string
		data    string
		want    [][]string
		wantErr string
	}{
		{"DATASUS rows: trailing separator, CRLF, literal quotes",
			"CAT;CLASSIF;DESCRICAO;\r\nI48;;\"Flutter\" e fibrilação atrial;\r\nA17;+;Tuberculose do sistema nervoso;\r\n",
			[][]string{{"I48", "", `"Flutter" e fibrilação atrial`}, {"A17", "+", "Tuberculose do sistema nervoso"}}, ""},
		{"no trailing separator", "CAT;CLASSIF;DESCRICAO\nA00;;Cólera\n", [][]string{{"A00", "", "Cólera"}}, ""},
		{"wrong header", "CAT;X;DESCRICAO;\nA00;;Cólera;\n", nil, "header"},
		{"short row", "CAT;CLASSIF;DESCRICAO;\nA00;Cólera\n", nil, "2 fields, want 3"},
		{"empty file", "", nil, "header"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			fsys := fstest.MapFS{"f.csv": {Data: []byte(c.data)}}
			got, err := readDelimited(fsys, "f.csv", ";", header)
			if c.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), c.wantErr) {
					t.Fatalf("error %v, want one containing %q", err, c.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(c.want, got); diff != "" {
				t.Errorf("rows (-want +got):\n%s", diff)
			}
		})
	}
}

func TestReadCSV(t *testing.T) {
	header := []string{"CO_GRUPO", "NO_GRUPO"}
	cases := []struct {
		name    string
		data    string
		want    [][]string
		wantErr string
	}{
		{"quoted field with comma", "CO_GRUPO,NO_GRUPO\n01,\"Ações de promoção, prevenção\"\n",
			[][]string{{"01", "Ações de promoção, prevenção"}}, ""},
		{"wrong header", "CO,NO_GRUPO\n01,x\n", nil, "header"},
		{"ragged row", "CO_GRUPO,NO_GRUPO\n01\n", nil, "wrong number of fields"},
		{"missing file", "", nil, "read"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			fsys := fstest.MapFS{}
			if c.name != "missing file" {
				fsys["f.csv"] = &fstest.MapFile{Data: []byte(c.data)}
			}
			got, err := readCSV(fsys, "f.csv", header)
			if c.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), c.wantErr) {
					t.Fatalf("error %v, want one containing %q", err, c.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(c.want, got); diff != "" {
				t.Errorf("rows (-want +got):\n%s", diff)
			}
		})
	}
}

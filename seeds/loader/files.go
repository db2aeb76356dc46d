package loader

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"io/fs"
	"slices"
	"strings"
)

// readCSV reads a comma-separated file with a header, checks the header is the expected one
// and returns the data records.
func readCSV(fsys fs.FS, path string, header []string) ([][]string, error) {
	b, err := fs.ReadFile(fsys, path)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	r := csv.NewReader(bytes.NewReader(b))
	r.FieldsPerRecord = len(header)
	recs, err := r.ReadAll()
	if err != nil {
		return nil, fmt.Errorf("parse %s: %w", path, err)
	}
	if len(recs) == 0 || !slices.Equal(recs[0], header) {
		return nil, fmt.Errorf("%s: header %q, want %q", path, first(recs), header)
	}
	return recs[1:], nil
}

// readDelimited reads a file whose fields are split by sep with no quoting at all (the
// DATASUS CID-10 CSVs: quotes inside descriptions are literal), dropping the trailing empty
// field a terminating separator produces.
func readDelimited(fsys fs.FS, path string, sep string, header []string) ([][]string, error) {
	b, err := fs.ReadFile(fsys, path)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	lines := strings.Split(strings.ReplaceAll(string(b), "\r\n", "\n"), "\n")
	var recs [][]string
	for i, line := range lines {
		if line == "" {
			continue
		}
		f := strings.Split(line, sep)
		if len(f) == len(header)+1 && f[len(f)-1] == "" {
			f = f[:len(f)-1]
		}
		if len(f) != len(header) {
			return nil, fmt.Errorf("%s line %d: %d fields, want %d", path, i+1, len(f), len(header))
		}
		recs = append(recs, f)
	}
	if len(recs) == 0 || !slices.Equal(recs[0], header) {
		return nil, fmt.Errorf("%s: header %q, want %q", path, first(recs), header)
	}
	return recs[1:], nil
}

func first(recs [][]string) []string {
	if len(recs) == 0 {
		return nil
	}
	return recs[0]
}

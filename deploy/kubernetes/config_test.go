// Package kubernetes_test checks the Zero to JupyterHub values in
// config.yaml the way Helm does before it renders the chart: the chart's
// default values with config.yaml merged over them must satisfy the chart's
// own values schema (testdata/z2jh-2.0.0, see its README).
package kubernetes_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"go.yaml.in/yaml/v3"
)

const chart = "testdata/z2jh-2.0.0"

// TestConfigMatchesChartSchema validates config.yaml against the chart's
// values schema, and shows that the check can fail: a misspelled key, a
// value of the wrong type and an unknown top-level section are refused.
func TestConfigMatchesChartSchema(t *testing.T) {
	schema := compileSchema(t)
	config, err := os.ReadFile("config.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if err := validate(t, schema, config); err != nil {
		t.Fatalf("config.yaml does not satisfy the chart's values schema:\n%v", err)
	}

	broken := map[string]func(string) string{
		"misspelled key": func(s string) string {
			return strings.Replace(s, "  memory:\n    guarantee:", "  memmory:\n    guarantee:", 1)
		},
		"wrong type": func(s string) string {
			return strings.Replace(s, "  timeout: 3600", "  timeout: an hour", 1)
		},
		"unknown section": func(s string) string { return s + "\nsudokit:\n  enabled: true\n" },
	}
	for name, edit := range broken {
		changed := edit(string(config))
		if changed == string(config) {
			t.Fatalf("%s: the edit did not apply to config.yaml", name)
		}
		if validate(t, schema, []byte(changed)) == nil {
			t.Errorf("%s: config.yaml with the change still passes the schema", name)
		}
	}
}

// compileSchema reads the chart's values schema.
func compileSchema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	f, err := os.Open(filepath.Join(chart, "values.schema.json"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	doc, err := jsonschema.UnmarshalJSON(f)
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	if err := c.AddResource("values.schema.json", doc); err != nil {
		t.Fatal(err)
	}
	s, err := c.Compile("values.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// validate merges config over the chart's default values as Helm does and
// validates the result.
func validate(t *testing.T, schema *jsonschema.Schema, config []byte) error {
	t.Helper()
	defaults, err := os.ReadFile(filepath.Join(chart, "values.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	var base, user map[string]any
	if err := yaml.Unmarshal(defaults, &base); err != nil {
		t.Fatal(err)
	}
	if err := yaml.Unmarshal(config, &user); err != nil {
		return err
	}
	merged := mergeValues(base, user)
	// The schema speaks JSON: go through it, so numbers and maps have the
	// types the validator expects.
	raw, err := json.Marshal(merged)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	return schema.Validate(doc)
}

// mergeValues merges user over base the way Helm merges a values file over
// a chart's defaults: maps merge key by key, a null removes the key, any
// other value replaces the default.
func mergeValues(base, user map[string]any) map[string]any {
	out := make(map[string]any, len(base))
	for k, v := range base {
		out[k] = v
	}
	for k, v := range user {
		if v == nil {
			delete(out, k)
			continue
		}
		um, uok := v.(map[string]any)
		bm, bok := out[k].(map[string]any)
		if uok && bok {
			out[k] = mergeValues(bm, um)
			continue
		}
		out[k] = v
	}
	return out
}

// TestMergeValues checks the merge rules the schema test relies on.
func TestMergeValues(t *testing.T) {
	base := map[string]any{"a": map[string]any{"x": 1, "y": 2}, "b": "keep", "c": "drop"}
	user := map[string]any{"a": map[string]any{"y": 3}, "c": nil, "d": true}
	got, _ := json.Marshal(mergeValues(base, user))
	want := `{"a":{"x":1,"y":3},"b":"keep","d":true}`
	if string(got) != want {
		t.Errorf("merged %s, want %s", got, want)
	}
}

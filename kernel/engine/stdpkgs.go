package engine

import (
	"context"
	"slices"
	"strings"
	"time"
)

// Completion offers the standard library's packages by name before they
// are imported ("str" → strings, strconv), and completes the members of
// one not imported yet ("strings.Fi" → Fields): go list std, run once per
// session when first needed (about 0.1 s), gives the names; the package
// itself is loaded from its export data as an import would.

// stdPackages returns the standard packages by name (internal and vendored
// ones left out), each name's paths shortest first.
func (e *Engine) stdPackages(ctx context.Context) map[string][]string {
	e.stdOnce.Do(func() {
		ctx, cancel := context.WithTimeout(ctx, 20*time.Second)
		defer cancel()
		out, err := e.tc.goCmd(ctx, e.tc.modDir, "list", "-f", "{{.Name}} {{.ImportPath}}", "std")
		e.std = map[string][]string{}
		if err != nil {
			return
		}
		for _, l := range strings.Split(out, "\n") {
			name, path, ok := strings.Cut(l, " ")
			if !ok || name == "main" || strings.Contains(path, "internal") || strings.HasPrefix(path, "vendor/") {
				continue
			}
			e.std[name] = append(e.std[name], path)
		}
		for _, ps := range e.std {
			slices.SortFunc(ps, func(a, b string) int {
				if d := len(a) - len(b); d != 0 {
					return d
				}
				return strings.Compare(a, b)
			})
		}
	})
	return e.std
}

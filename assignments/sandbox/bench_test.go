package sandbox

import (
	"context"
	"testing"
)

// BenchmarkRun starts /bin/true through the sandbox: what isolation costs
// per test run (namespaces, private root, control group) against the
// fallback without namespaces.
func BenchmarkRun(b *testing.B) {
	for _, c := range []struct {
		name  string
		opts  Options
		group bool
	}{{"full", Options{}, true}, {"no-namespaces", Options{NoNamespaces: true}, false}} {
		b.Run(c.name, func(b *testing.B) {
			s, err := New(c.opts)
			if err != nil {
				b.Fatal(err)
			}
			defer s.Close()
			grp, err := s.NewGroup()
			if err != nil {
				b.Fatal(err)
			}
			defer grp.Close()
			b.Logf("%s", s.Mode)
			for b.Loop() {
				res := s.Run(context.Background(), Job{Program: "/bin/true", Group: grp})
				if res.Err != nil || res.ExitCode != 0 {
					b.Fatalf("%+v", res)
				}
			}
		})
	}
}

package jupyter

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/go-zeromq/zmq4"
)

// TestShutdownWhileEngineStarts: a shutdown request that arrives while the
// engine is still starting ends Run: the start is cancelled, not waited
// for (a go command that hangs must not keep a kernel the notebook server
// has let go of).
func TestShutdownWhileEngineStarts(t *testing.T) {
	dir := t.TempDir()
	ci := connectionInfo{Transport: "ipc", IP: filepath.Join(dir, "k"), ShellPort: 1, IOPubPort: 2, StdinPort: 3, ControlPort: 4, HBPort: 5, Key: "secret"}
	file := filepath.Join(dir, "connection.json")
	b, _ := json.Marshal(ci)
	if err := os.WriteFile(file, b, 0o600); err != nil {
		t.Fatal(err)
	}
	starting := make(chan struct{})
	done := make(chan error, 1)
	go func() {
		done <- Run(context.Background(), file, Options{Start: func(ctx context.Context, _ []string) (Engine, error) {
			close(starting)
			<-ctx.Done() // a start that ends only when cancelled
			return nil, context.Cause(ctx)
		}})
	}()
	select {
	case <-starting:
	case <-time.After(protocolDeadline):
		t.Fatal("Run did not start the engine")
	}
	client := zmq4.NewDealer(t.Context())
	defer client.Close()
	if err := client.Dial("ipc://" + ci.IP + "-4"); err != nil { // the control socket
		t.Fatal(err)
	}
	frames, err := signer{key: []byte(ci.Key)}.encode(nil, nil, "shutdown_request", map[string]any{"restart": false})
	if err != nil {
		t.Fatal(err)
	}
	if err := client.Send(zmq4.NewMsgFrom(frames...)); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("Run = %v, want nil after a shutdown request", err)
		}
	case <-time.After(protocolDeadline):
		t.Fatal("Run did not return after a shutdown request: it waits for the engine's start")
	}
}

package jupyter

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/sudokit/sudokit/kernel/internal/zmtpguard"
)

// connectionInfo is the content of a Jupyter connection file.
type connectionInfo struct {
	Transport       string `json:"transport"`
	IP              string `json:"ip"`
	ShellPort       int    `json:"shell_port"`
	IOPubPort       int    `json:"iopub_port"`
	StdinPort       int    `json:"stdin_port"`
	ControlPort     int    `json:"control_port"`
	HBPort          int    `json:"hb_port"`
	Key             string `json:"key"`
	SignatureScheme string `json:"signature_scheme"`
}

func readConnectionFile(path string) (connectionInfo, error) {
	var ci connectionInfo
	b, err := os.ReadFile(path)
	if err != nil {
		return ci, err
	}
	if err := json.Unmarshal(b, &ci); err != nil {
		return ci, fmt.Errorf("connection file %s: %w", path, err)
	}
	if ci.SignatureScheme != "" && ci.SignatureScheme != "hmac-sha256" {
		return ci, fmt.Errorf("connection file %s: unsupported signature scheme %q", path, ci.SignatureScheme)
	}
	if ci.Transport == "" {
		ci.Transport = "tcp"
	}
	return ci, nil
}

// endpoint is where the kernel listens for one socket: tcp and ipc go
// through the guarded transports (see package zmtpguard), so that no peer
// can make the ZeroMQ library allocate without bound or index past what it
// sent.
func (ci connectionInfo) endpoint(port int) string {
	if ci.Transport == "ipc" {
		return zmtpguard.Endpoint("ipc", fmt.Sprintf("%s-%d", ci.IP, port))
	}
	return zmtpguard.Endpoint(ci.Transport, fmt.Sprintf("%s:%d", ci.IP, port))
}

package zmtpguard

import (
	"context"
	"net"
	"sync"

	"github.com/go-zeromq/zmq4"
	"github.com/go-zeromq/zmq4/transport"
)

// Transport names that Register adds: endpoints "guarded+tcp://host:port"
// and "guarded+ipc:///path" listen like tcp:// and ipc://.
const (
	TCP = "guarded+tcp"
	IPC = "guarded+ipc"
)

// listener guards every connection it accepts.
type listener struct {
	net.Listener
	lim Limits
}

func (l listener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	return Guard(c, l.lim), nil
}

// guarded is a zmq4 transport whose listeners guard their connections.
type guarded struct {
	transport.Transport
	lim Limits
}

func (g guarded) Listen(ctx context.Context, addr string) (net.Listener, error) {
	l, err := g.Transport.Listen(ctx, addr)
	if err != nil {
		return nil, err
	}
	return listener{l, g.lim}, nil
}

var registered sync.Once

// Register adds the guarded transports to zmq4 with DefaultLimits (once;
// later calls do nothing).
func Register() {
	registered.Do(func() {
		for name, network := range map[string]string{TCP: "tcp", IPC: "unix"} {
			if err := zmq4.RegisterTransport(name, guarded{transport.New(network), DefaultLimits}); err != nil {
				panic(err) // only a second registration of the same name fails
			}
		}
	})
}

// Endpoint returns the guarded form of a tcp:// or ipc:// endpoint (other
// transports unchanged).
func Endpoint(transportName, rest string) string {
	switch transportName {
	case "tcp":
		return TCP + "://" + rest
	case "ipc":
		return IPC + "://" + rest
	}
	return transportName + "://" + rest
}

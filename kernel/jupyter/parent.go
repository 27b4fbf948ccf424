package jupyter

import (
	"context"
	"os"
	"time"
)

// watchParent stops the kernel when the process that started it (the
// notebook server) is gone and the kernel has been handed to another
// parent: a server killed without shutting its kernels down must not leave
// them running, holding a student's memory and the pipes of the server's
// output. ipykernel's parent poller does the same.
func (k *kernel) watchParent(ctx context.Context, every time.Duration) {
	parent := os.Getppid()
	if parent <= 1 {
		return // started by init (or a container's first process): nothing to watch
	}
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if os.Getppid() == parent {
				continue
			}
			k.logger.Printf("the process that started the kernel (pid %d) is gone: stopping", parent)
			select {
			case k.shutdown <- false:
			default:
			}
			return
		}
	}
}

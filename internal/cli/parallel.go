package cli

import "sync"

// inOrder runs work(i) for every i in [0, n) on jobs goroutines and
// returns the results by index, so a command's output keeps its input's
// order however the work was shared out.
func inOrder[T any](n, jobs int, work func(i int) T) []T {
	results := make([]T, n)
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(max(jobs, 1), n) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				results[i] = work(i)
			}
		}()
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
	return results
}

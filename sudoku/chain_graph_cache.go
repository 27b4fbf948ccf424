package sudoku

// The nice loop and AIC techniques (plain and grouped) search the same link
// graph of the same grid one after the other. The graph is immutable once
// built, so it is kept in a state cache and reused while the grid has not
// changed.

var graphCache stateCache[graphOptions, *linkGraph]

// sharedLinkGraph returns the link graph of g under opt, built or reused.
func sharedLinkGraph(g *Grid, opt graphOptions) *linkGraph {
	h := uint64(opt.digits) * 31
	if opt.groups {
		h ^= 0x9e3779b97f4a7c15
	}
	return graphCache.get(g, opt, h, func() *linkGraph { return newLinkGraph(g, opt) })
}

package human

import "sync"

// The registry: every technique of the step solver, simplest first. The step
// solver tries them in this order and takes the first step found, so a trace
// always uses the easiest technique that works. The order follows Sudoku
// Explainer's ratings (the SE number of each technique), so the hardest step
// of a trace is also a fair measure of the puzzle's difficulty.

// registry lists the techniques in the order the step solver tries them.
var registry = []*Technique{
	FullHouse, HiddenSingle, NakedSingle,
	Pointing, Claiming,
	NakedPair, XWing, HiddenPair, NakedTriple, Swordfish, HiddenTriple,
	Skyscraper, TwoStringKite, TurbotFish, EmptyRectangle,
	XYWing, XYZWing,
	UniqueRectangle1, UniqueRectangle2, UniqueRectangle4, UniqueRectangle3, HiddenRectangle,
	NakedQuad, Jellyfish, HiddenQuad,
	BUGPlusOne,
	// Finned fish and coloring (HoDoKu's order), then chains: Sudoku
	// Explainer rates chains 6.5 and up.
	SimpleColorsTrap, SimpleColorsWrap, MultiColors1, MultiColors2,
	FinnedXWing, SashimiXWing, FinnedSwordfish, SashimiSwordfish, FinnedJellyfish, SashimiJellyfish,
	XChain, RemotePair, XYChain, WWing,
	NiceLoop, DiscontinuousNiceLoop, AIC,
	GroupedNiceLoop, GroupedDiscontinuousNiceLoop, GroupedAIC,
	ALSXZ, SueDeCoq, ALSXYWing, ALSChain, DeathBlossom,
	ForcingChainContradiction, ForcingChainVerity, ForcingNetContradiction, ForcingNetVerity,
	NestedForcingNet,
	// Last resort: only used when nothing above applies.
	TrialAndError, Backtracking,
}

// Techniques returns the step solver's techniques in the order it tries
// them, simplest first. The slice is a copy; the techniques are shared.
func Techniques() []*Technique {
	return append([]*Technique(nil), registry...)
}

// TechniqueNamed returns the technique with the given name ("Naked Pair"),
// or nil.
func TechniqueNamed(name string) *Technique { return techniqueByName()[name] }

// techniqueByName indexes the registry by name, once: rating looks a
// technique up for every step.
var techniqueByName = sync.OnceValue(func() map[string]*Technique {
	m := make(map[string]*Technique, len(registry))
	for _, t := range registry {
		if _, dup := m[t.Name]; !dup {
			m[t.Name] = t
		}
	}
	return m
})

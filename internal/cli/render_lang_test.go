package cli

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/render"
	"github.com/sudokit/sudokit/sudoku/lang"
)

// TestChineseMessagesHaveGlyphs walks every Simplified Chinese message of
// the catalog — every package the sudokit command links registers its
// own — and fails on a character no font render embeds can draw, naming
// it and the message (go generate ./render regenerates the CJK subset).
func TestChineseMessagesHaveGlyphs(t *testing.T) {
	texts := lang.Texts(lang.SimplifiedChinese)
	keys := make([]string, 0, len(texts))
	for k := range texts {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		for _, r := range render.MissingGlyphs(texts[k]) {
			t.Errorf("no glyph for %q (%U) in the Chinese of %q: %q; run go generate ./render", r, r, k, texts[k])
		}
	}
}

// TestRenderSheetSpeaksChinese: render --sheet --lang zh-Hans prints the
// titles, levels, name line, footer and answer key in Chinese, with the
// CJK face embedded in the PDF; every page's text is free of English.
// The step pictures of --steps come out too.
func TestRenderSheetSpeaksChinese(t *testing.T) {
	defer lang.UseTag(lang.English)
	dir := t.TempDir()
	puzzles := filepath.Join(dir, "p.txt")
	line := "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n"
	if err := os.WriteFile(puzzles, []byte(strings.Repeat(line, 2)), 0o644); err != nil {
		t.Fatal(err)
	}
	sheet, steps := filepath.Join(dir, "sheet.pdf"), filepath.Join(dir, "steps.png")
	code, _, errOut := run(t, "", "render", puzzles, "--lang", "zh-Hans", "--sheet", sheet, "--title", "第三周：唯一余数", "--solutions", "--steps", steps)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if img := decodePNG(t, steps); img.Bounds().Dx() < 500 {
		t.Errorf("steps sheet %v", img.Bounds())
	}
	pages := pdfText(t, sheet)
	if len(pages) != 2 {
		t.Fatalf("%d pages, want the puzzles and the answer key", len(pages))
	}
	squash := func(s string) string { return strings.Join(strings.Fields(s), "") }
	for k, page := range pages {
		for _, want := range []string{"第三周：唯一余数", "姓名", "日期", []string{"第1页，共2页", "第2页，共2页"}[k]} {
			if !strings.Contains(squash(page), want) {
				t.Errorf("page %d lacks %q:\n%s", k+1, want, page)
			}
		}
		if words := englishIn(page); len(words) > 0 {
			t.Errorf("page %d has English %q:\n%s", k+1, words, page)
		}
	}
	for _, want := range []string{"第1题·简单", "第2题·简单"} {
		if !strings.Contains(squash(pages[0]), want) {
			t.Errorf("puzzle page lacks %q:\n%s", want, pages[0])
		}
	}
	if !strings.Contains(squash(pages[1]), "答案：第1题") {
		t.Errorf("answer key lacks its title:\n%s", pages[1])
	}
	// A typed title with a character no embedded font has is drawn, with
	// a warning naming it.
	code, _, errOut = run(t, "", "render", puzzles, "--lang", "zh-Hans", "--out", filepath.Join(dir, "b.png"), "--title", "数独练习 龘")
	if code != 0 || !strings.Contains(errOut, `没有"龘"的字形`) {
		t.Errorf("exit %d, warning %q; want one naming 龘 alone", code, errOut)
	}
	if bin, err := exec.LookPath("pdffonts"); err == nil {
		out, err := exec.Command(bin, sheet).Output()
		if err != nil || !strings.Contains(strings.ToLower(string(out)), "droid") {
			t.Errorf("pdffonts: no CJK face embedded (%v):\n%s", err, out)
		}
	}
}

// Command cjkgen cuts the CJK face that package render embeds out of a
// TrueType CJK font (Droid Sans Fallback, Debian package
// fonts-droid-fallback). The subset holds the characters of every
// Simplified Chinese message of the catalog (every package's
// locales/zh-Hans.json under the module root, -root, loaded through package
// lang as the packages load them; render's own captions among them), a base
// set (ASCII, CJK and full-width punctuation, a few hundred characters of
// classroom words for headings such as "第三周练习") and, with -common, the
// 3755 common characters of GB 2312 (level 1), so that
// any Chinese heading a teacher types draws too (the subset grows from
// 120 to 590 kB). It runs from go generate in render:
//
//	go generate ./render
//
// A translator who adds Chinese text runs it again (with the font package
// installed, or -src naming the font) and commits the new subset.
package main

import (
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"unicode/utf8"

	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/text/encoding/simplifiedchinese"

	"github.com/sudokit/sudokit/render/internal/ttf"
	"github.com/sudokit/sudokit/sudoku/lang"
)

func main() {
	src := flag.String("src", "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf", "the CJK TrueType font (glyf outlines) to cut from")
	out := flag.String("out", "fonts/DroidSansFallback-subset.ttf", "where to write the subset")
	root := flag.String("root", "..", "the module root, whose packages' locales/ hold the messages")
	common := flag.Bool("common", false, "add the 3755 common characters of GB 2312 (level 1): about 470 kB more")
	flag.Parse()
	if err := loadCatalogs(*root); err != nil {
		fmt.Fprintln(os.Stderr, "cjkgen:", err)
		os.Exit(1)
	}
	if err := run(*src, *out, *common); err != nil {
		fmt.Fprintln(os.Stderr, "cjkgen:", err)
		os.Exit(1)
	}
}

// loadCatalogs loads the catalog files of every package under root (each
// directory holding locales/zh-Hans.json) into package lang, as the
// packages' own init functions do with their embedded copies.
func loadCatalogs(root string) error {
	n := 0
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != root && (strings.HasPrefix(d.Name(), ".") || strings.HasPrefix(d.Name(), "_") || d.Name() == "testdata" || d.Name() == "node_modules") {
			return filepath.SkipDir
		}
		if d.IsDir() || d.Name() != "zh-Hans.json" || filepath.Base(filepath.Dir(path)) != "locales" {
			return nil
		}
		n++
		return lang.Load(os.DirFS(filepath.Dir(filepath.Dir(path))))
	})
	if err == nil && n == 0 {
		err = fmt.Errorf("%s: no locales/zh-Hans.json (give -root, the module root)", root)
	}
	return err
}

func run(src, out string, common bool) error {
	data, err := os.ReadFile(src)
	if err != nil {
		return fmt.Errorf("%w (install the Debian package fonts-droid-fallback, or give -src)", err)
	}
	f, err := sfnt.Parse(data)
	if err != nil {
		return fmt.Errorf("%s: %w", src, err)
	}
	set := map[rune]bool{}
	for _, span := range [][2]rune{
		{0x20, 0x7e},     // ASCII
		{0x2010, 0x2027}, // dashes, quotes, ellipsis
		{0x3000, 0x303f}, // CJK symbols and punctuation
		{0xff01, 0xff65}, // full-width forms
	} {
		for r := span[0]; r <= span[1]; r++ {
			set[r] = true
		}
	}
	set['·'], set['×'], set['—'] = true, true, true
	for _, r := range classroom {
		set[r] = true
	}
	catalog := map[rune]bool{}
	for _, text := range lang.Texts(lang.SimplifiedChinese) {
		for _, r := range text {
			if r > ' ' {
				set[r], catalog[r] = true, true
			}
		}
	}
	if common {
		for _, r := range gb2312Level1() {
			set[r] = true
		}
	}
	goFont, err := sfnt.Parse(goregular.TTF)
	if err != nil {
		return err
	}
	var buf sfnt.Buffer
	has := func(f *sfnt.Font, r rune) bool {
		g, err := f.GlyphIndex(&buf, r)
		return err == nil && g != 0
	}
	var runes, lacking []rune
	for r := range set {
		switch {
		case has(f, r):
			runes = append(runes, r)
		case catalog[r] && !has(goFont, r):
			lacking = append(lacking, r)
		}
	}
	slices.Sort(runes)
	if len(lacking) > 0 {
		slices.Sort(lacking)
		return fmt.Errorf("%s and the Go font have no glyph for %q, which the Chinese messages use", src, string(lacking))
	}
	sub, err := ttf.Compact(data, runes)
	if err != nil {
		return fmt.Errorf("%s: %w", src, err)
	}
	if err := os.WriteFile(out, sub, 0o644); err != nil {
		return err
	}
	fmt.Printf("cjkgen: %s: %d characters (the Chinese messages use %d), %d bytes\n", out, len(runes), len(catalog), len(sub))
	return nil
}

// classroom are characters a teacher's heading on a sheet or a picture's
// title likely uses besides the catalog's: numbers, dates, weeks and
// lessons, exercises and tests, classes and names, difficulty.
const classroom = "零一二三四五六七八九十百千万两第周星期年月日天今明昨时分秒上下午早晚" +
	"课节单元章练习作业测验试考复预学生老师班级组号姓名日期分数得成绩" +
	"数独谜题答案解法提示难易简单中等困极限初高入门进阶挑战技巧规则宫行列格" +
	"每请完填写用做看找出对错是否和与的了在有不个这那些你我他她们大小新旧全部"

// gb2312Level1 returns the 3755 common characters of GB 2312: rows 16 to
// 55 of the code table, 94 cells each (row 55 has 89).
func gb2312Level1() []rune {
	dec := simplifiedchinese.GBK.NewDecoder()
	var out []rune
	for row := 16; row <= 55; row++ {
		for cell := 1; cell <= 94; cell++ {
			if row == 55 && cell > 89 {
				break
			}
			b, err := dec.Bytes([]byte{byte(0xa0 + row), byte(0xa0 + cell)})
			if err != nil {
				continue
			}
			if r, _ := utf8.DecodeRune(b); r != utf8.RuneError {
				out = append(out, r)
			}
		}
	}
	return out
}

package kernel

import "github.com/sudokit/sudokit/sudoku/lang"

// installMessages are the lines Install logs, keyed by their English text.
var installMessages = map[string][4]string{ // nl, nb, cs, zh-Hans
	"installed kernelspec %q in %s": {
		"kernelspec %q geïnstalleerd in %s", "installerte kernelspec %q i %s", "kernelspec %q nainstalován do %s", "已把 kernelspec %q 安装到 %s"},
	"warmed the Go build cache in %s": {
		"de buildcache van Go opgewarmd in %s", "forvarmet Gos byggehurtigbuffer på %s", "mezipaměť sestavení Go předehřáta za %s", "Go 编译缓存预热完毕，用时 %s"},
}

func init() { lang.RegisterTable(installMessages) }

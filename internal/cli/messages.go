package cli

import "github.com/sudokit/sudokit/sudoku/lang"

// The CLI's own messages, keyed by their English text like every message of
// package lang's catalog (see sudoku/human/messages.go for the steps and
// hints). Numbers are formatted by fmt before they reach the catalog, so
// they read the same in every language.
var cliMessages = map[string][4]string{ // nl, nb, cs, zh-Hans
	"SE %[1]s  %[2]s score %[3]s  hardest: %[4]s": {
		"SE %[1]s  %[2]s score %[3]s  moeilijkste: %[4]s",
		"SE %[1]s  %[2]s poeng %[3]s  vanskeligste: %[4]s",
		"SE %[1]s  %[2]s skóre %[3]s  nejtěžší: %[4]s",
		"SE %[1]s  %[2]s 分数 %[3]s  最难：%[4]s",
	},
	"(level from %s)":                  {"(niveau bepaald door %s)", "(nivå satt av %s)", "(úroveň určuje: %s)", "（等级取决于%s）"},
	"(level from score %[1]s > %[2]s)": {"(niveau bepaald door score %[1]s > %[2]s)", "(nivå satt av poeng %[1]s > %[2]s)", "(úroveň určuje: skóre %[1]s > %[2]s)", "（等级取决于分数 %[1]s > %[2]s）"},
	"not rated: %s":                    {"niet beoordeeld: %s", "ikke vurdert: %s", "nehodnoceno: %s", "未评级：%s"},
	"no solution: %v":                  {"geen oplossing: %v", "ingen løsning: %v", "žádné řešení: %v", "无解：%v"},
	"stopped: %v":                      {"gestopt: %v", "stoppet: %v", "zastaveno: %v", "已停止：%v"},
	"no hint: %s":                      {"geen hint: %s", "ingen hint: %s", "bez nápovědy: %s", "无提示：%s"},
	"%d puzzle(s) without a hint":      {"puzzels zonder hint: %d", "oppgaver uten hint: %d", "úlohy bez nápovědy: %d", "%d 道题没有提示"},
	"--level %d: want 1, 2 or 3":       {"--level %d: kies 1, 2 of 3", "--level %d: velg 1, 2 eller 3", "--level %d: zadejte 1, 2 nebo 3", "--level %d：应为 1、2 或 3"},
}

func init() { lang.RegisterTable(cliMessages) }

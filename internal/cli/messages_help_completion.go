package cli

import "github.com/sudokit/sudokit/sudoku/lang"

// helpCompletion holds the long descriptions of cobra's completion commands
// (see help.go); a new cobra version that words them differently makes
// TestHelpTranslated list them. The translations write zsh's "${fpath[1]}"
// as the equal "$fpath[1]": x/text's catalog reads "${…}" as its own
// variable.
var helpCompletion = map[string][4]string{ // nl, nb, cs, zh-Hans
	// sudokit completion
	"Generate the autocompletion script for sudokit for the specified shell.\nSee each sub-command's help for details on how to use the generated script.\n": {
		`Het script voor automatisch aanvullen van sudokit genereren voor de gegeven shell.
Zie de hulp bij elke subopdracht voor het gebruik van het gegenereerde script.
`,
		`Lage skriptet for autofullføring av sudokit for det gitte skallet.
Se hjelpen for hver underkommando for hvordan det genererte skriptet brukes.
`,
		`Vytvořit skript automatického doplňování sudokitu pro zadaný shell.
Jak vytvořený skript použít, popisuje nápověda jednotlivých podpříkazů.
`,
		`为指定的 shell 生成 sudokit 的自动补全脚本。
生成的脚本如何使用，请看各子命令的帮助。
`,
	},
	// sudokit completion bash
	"Generate the autocompletion script for the bash shell.\n\nThis script depends on the 'bash-completion' package.\nIf it is not installed already, you can install it via your OS's package manager.\n\nTo load completions in your current shell session:\n\n\tsource <(sudokit completion bash)\n\nTo load completions for every new session, execute once:\n\n#### Linux:\n\n\tsudokit completion bash > /etc/bash_completion.d/sudokit\n\n#### macOS:\n\n\tsudokit completion bash > $(brew --prefix)/etc/bash_completion.d/sudokit\n\nYou will need to start a new shell for this setup to take effect.\n": {
		`Het script voor automatisch aanvullen genereren voor de shell bash.

Dit script heeft het pakket 'bash-completion' nodig.
Als dat nog niet geïnstalleerd is, kun je het installeren met de pakketbeheerder van je besturingssysteem.

Om aanvullen te laden in je huidige shellsessie:

	source <(sudokit completion bash)

Om aanvullen te laden in elke nieuwe sessie, voer je eenmaal uit:

#### Linux:

	sudokit completion bash > /etc/bash_completion.d/sudokit

#### macOS:

	sudokit completion bash > $(brew --prefix)/etc/bash_completion.d/sudokit

De instelling werkt pas in een nieuwe shell.
`,
		`Lage skriptet for autofullføring for skallet bash.

Skriptet trenger pakken 'bash-completion'.
Er den ikke installert ennå, kan du installere den med operativsystemets pakkebehandler.

For å laste fullføring i den nåværende skalløkten:

	source <(sudokit completion bash)

For å laste fullføring i hver ny økt, kjør én gang:

#### Linux:

	sudokit completion bash > /etc/bash_completion.d/sudokit

#### macOS:

	sudokit completion bash > $(brew --prefix)/etc/bash_completion.d/sudokit

Innstillingen virker først i et nytt skall.
`,
		`Vytvořit skript automatického doplňování pro shell bash.

Skript potřebuje balíček 'bash-completion'.
Pokud ještě není nainstalovaný, nainstalujte ho správcem balíčků svého systému.

Načtení doplňování v aktuální relaci shellu:

	source <(sudokit completion bash)

Načítání doplňování v každé nové relaci: jednou spusťte

#### Linux:

	sudokit completion bash > /etc/bash_completion.d/sudokit

#### macOS:

	sudokit completion bash > $(brew --prefix)/etc/bash_completion.d/sudokit

Nastavení začne platit až v novém shellu.
`,
		`为 bash 生成自动补全脚本。

此脚本依赖 'bash-completion' 软件包。
如果还没有安装，可以用操作系统的包管理器安装。

在当前 shell 会话中加载补全：

	source <(sudokit completion bash)

要在每个新会话中加载补全，执行一次：

#### Linux:

	sudokit completion bash > /etc/bash_completion.d/sudokit

#### macOS:

	sudokit completion bash > $(brew --prefix)/etc/bash_completion.d/sudokit

设置要在新开的 shell 中才会生效。
`,
	},
	// sudokit completion fish
	"Generate the autocompletion script for the fish shell.\n\nTo load completions in your current shell session:\n\n\tsudokit completion fish | source\n\nTo load completions for every new session, execute once:\n\n\tsudokit completion fish > ~/.config/fish/completions/sudokit.fish\n\nYou will need to start a new shell for this setup to take effect.\n": {
		`Het script voor automatisch aanvullen genereren voor de shell fish.

Om aanvullen te laden in je huidige shellsessie:

	sudokit completion fish | source

Om aanvullen te laden in elke nieuwe sessie, voer je eenmaal uit:

	sudokit completion fish > ~/.config/fish/completions/sudokit.fish

De instelling werkt pas in een nieuwe shell.
`,
		`Lage skriptet for autofullføring for skallet fish.

For å laste fullføring i den nåværende skalløkten:

	sudokit completion fish | source

For å laste fullføring i hver ny økt, kjør én gang:

	sudokit completion fish > ~/.config/fish/completions/sudokit.fish

Innstillingen virker først i et nytt skall.
`,
		`Vytvořit skript automatického doplňování pro shell fish.

Načtení doplňování v aktuální relaci shellu:

	sudokit completion fish | source

Načítání doplňování v každé nové relaci: jednou spusťte

	sudokit completion fish > ~/.config/fish/completions/sudokit.fish

Nastavení začne platit až v novém shellu.
`,
		`为 fish 生成自动补全脚本。

在当前 shell 会话中加载补全：

	sudokit completion fish | source

要在每个新会话中加载补全，执行一次：

	sudokit completion fish > ~/.config/fish/completions/sudokit.fish

设置要在新开的 shell 中才会生效。
`,
	},
	// sudokit completion powershell
	"Generate the autocompletion script for powershell.\n\nTo load completions in your current shell session:\n\n\tsudokit completion powershell | Out-String | Invoke-Expression\n\nTo load completions for every new session, add the output of the above command\nto your powershell profile.\n": {
		`Het script voor automatisch aanvullen genereren voor powershell.

Om aanvullen te laden in je huidige shellsessie:

	sudokit completion powershell | Out-String | Invoke-Expression

Om aanvullen te laden in elke nieuwe sessie, zet je de uitvoer van de opdracht hierboven
in je powershell-profiel.
`,
		`Lage skriptet for autofullføring for powershell.

For å laste fullføring i den nåværende skalløkten:

	sudokit completion powershell | Out-String | Invoke-Expression

For å laste fullføring i hver ny økt, legg utdataene fra kommandoen over
inn i powershell-profilen din.
`,
		`Vytvořit skript automatického doplňování pro powershell.

Načtení doplňování v aktuální relaci shellu:

	sudokit completion powershell | Out-String | Invoke-Expression

Načítání doplňování v každé nové relaci: přidejte výstup příkazu výše
do svého profilu powershellu.
`,
		`为 powershell 生成自动补全脚本。

在当前 shell 会话中加载补全：

	sudokit completion powershell | Out-String | Invoke-Expression

要在每个新会话中加载补全，把上面命令的输出
加入你的 powershell 配置文件。
`,
	},
	// sudokit completion zsh
	"Generate the autocompletion script for the zsh shell.\n\nIf shell completion is not already enabled in your environment you will need\nto enable it.  You can execute the following once:\n\n\techo \"autoload -U compinit; compinit\" >> ~/.zshrc\n\nTo load completions in your current shell session:\n\n\tsource <(sudokit completion zsh)\n\nTo load completions for every new session, execute once:\n\n#### Linux:\n\n\tsudokit completion zsh > \"${fpath[1]}/_sudokit\"\n\n#### macOS:\n\n\tsudokit completion zsh > $(brew --prefix)/share/zsh/site-functions/_sudokit\n\nYou will need to start a new shell for this setup to take effect.\n": {
		`Het script voor automatisch aanvullen genereren voor de shell zsh.

Als aanvullen in je omgeving nog niet aanstaat, moet je het
aanzetten. Je kunt hiervoor eenmaal uitvoeren:

	echo "autoload -U compinit; compinit" >> ~/.zshrc

Om aanvullen te laden in je huidige shellsessie:

	source <(sudokit completion zsh)

Om aanvullen te laden in elke nieuwe sessie, voer je eenmaal uit:

#### Linux:

	sudokit completion zsh > "$fpath[1]/_sudokit"

#### macOS:

	sudokit completion zsh > $(brew --prefix)/share/zsh/site-functions/_sudokit

De instelling werkt pas in een nieuwe shell.
`,
		`Lage skriptet for autofullføring for skallet zsh.

Er ikke fullføring slått på i miljøet ditt ennå, må du
slå det på. Du kan kjøre dette én gang:

	echo "autoload -U compinit; compinit" >> ~/.zshrc

For å laste fullføring i den nåværende skalløkten:

	source <(sudokit completion zsh)

For å laste fullføring i hver ny økt, kjør én gang:

#### Linux:

	sudokit completion zsh > "$fpath[1]/_sudokit"

#### macOS:

	sudokit completion zsh > $(brew --prefix)/share/zsh/site-functions/_sudokit

Innstillingen virker først i et nytt skall.
`,
		`Vytvořit skript automatického doplňování pro shell zsh.

Pokud doplňování ve vašem prostředí ještě není zapnuté, musíte
ho zapnout. Stačí jednou spustit:

	echo "autoload -U compinit; compinit" >> ~/.zshrc

Načtení doplňování v aktuální relaci shellu:

	source <(sudokit completion zsh)

Načítání doplňování v každé nové relaci: jednou spusťte

#### Linux:

	sudokit completion zsh > "$fpath[1]/_sudokit"

#### macOS:

	sudokit completion zsh > $(brew --prefix)/share/zsh/site-functions/_sudokit

Nastavení začne platit až v novém shellu.
`,
		`为 zsh 生成自动补全脚本。

如果你的环境还没有启用 shell 补全，需要先
启用它。可以执行一次：

	echo "autoload -U compinit; compinit" >> ~/.zshrc

在当前 shell 会话中加载补全：

	source <(sudokit completion zsh)

要在每个新会话中加载补全，执行一次：

#### Linux:

	sudokit completion zsh > "$fpath[1]/_sudokit"

#### macOS:

	sudokit completion zsh > $(brew --prefix)/share/zsh/site-functions/_sudokit

设置要在新开的 shell 中才会生效。
`,
	},
}

func init() { lang.RegisterTable(helpCompletion) }

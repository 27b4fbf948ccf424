package handbook

import "github.com/sudokit/sudokit/sudoku/lang"

// The handbook's messages, keyed by their English text like every message
// of package lang's catalog: where an example comes from, what the answer
// checker says, and the errors for names it cannot serve. Technique names
// and explanations come from package human's catalog.
var messages = map[string][4]string{ // nl, nb, cs, zh-Hans
	"%[1]s bank puzzle %[2]d, step %[3]d": {
		"puzzel %[2]d van de bank (%[1]s), stap %[3]d",
		"oppgave %[2]d i banken (%[1]s), steg %[3]d",
		"úloha %[2]d z banky (%[1]s), krok %[3]d",
		"题库（%[1]s）第%[2]d题，第%[3]d步",
	},
	"%[1]s puzzle %[2]d, step %[3]d": {
		"%[1]s puzzel %[2]d, stap %[3]d",
		"%[1]s oppgave %[2]d, steg %[3]d",
		"%[1]s úloha %[2]d, krok %[3]d",
		"%[1]s第%[2]d题，第%[3]d步",
	},
	"%[1]s, by a solver with only the basics and %[2]s": {
		"%[1]s, door een oplosser die alleen de basis en %[2]s kent",
		"%[1]s, av en løser som bare kan det grunnleggende og %[2]s",
		"%[1]s, řešitelem, který zná jen základy a %[2]s",
		"%[1]s，由只会简单技巧和%[2]s的求解器找到",
	},
	"Write your answer as moves: \"r5c2=5\" places 5 in r5c2, \"r1c4<>7\" removes 7 from r1c4; separate them with spaces or commas. Moves this step makes: %[1]d.": {
		"Schrijf je antwoord als zetten: \"r5c2=5\" zet 5 in r5c2, \"r1c4<>7\" haalt 7 weg uit r1c4; scheid ze met spaties of komma's. Aantal zetten van deze stap: %[1]d.",
		"Skriv svaret som trekk: \"r5c2=5\" setter 5 i r5c2, \"r1c4<>7\" fjerner 7 fra r1c4; skill dem med mellomrom eller komma. Antall trekk i dette steget: %[1]d.",
		"Napište odpověď jako tahy: \"r5c2=5\" zapíše 5 do r5c2, \"r1c4<>7\" odstraní 7 z r1c4; oddělte je mezerami nebo čárkami. Počet tahů tohoto kroku: %[1]d.",
		"请把答案写成操作：\"r5c2=5\" 表示在 r5c2 填 5，\"r1c4<>7\" 表示从 r1c4 删去 7；用空格或逗号分隔。本步的操作数：%[1]d。",
	},
	"%[1]s: not a move; write moves as r5c2=5 (place 5 in r5c2) or r1c4<>7 (remove 7 from r1c4).": {
		"%[1]s: geen zet; schrijf zetten als r5c2=5 (zet 5 in r5c2) of r1c4<>7 (haal 7 weg uit r1c4).",
		"%[1]s: ikke et trekk; skriv trekk som r5c2=5 (sett 5 i r5c2) eller r1c4<>7 (fjern 7 fra r1c4).",
		"%[1]s: není tah; tahy pište jako r5c2=5 (zapsat 5 do r5c2) nebo r1c4<>7 (odstranit 7 z r1c4).",
		"%[1]s：不是操作；请写成 r5c2=5（在 r5c2 填 5）或 r1c4<>7（从 r1c4 删去 7）。",
	},
	"Right! That is the %[1]s: %[2]s": {
		"Goed! Dat is de %[1]s: %[2]s",
		"Riktig! Det er %[1]s: %[2]s",
		"Správně! To je %[1]s: %[2]s",
		"正确！这就是%[1]s：%[2]s",
	},
	"%[1]d of your moves follow from the step; these do not: %[2]s.": {
		"%[1]d van je zetten volgen uit de stap; deze niet: %[2]s.",
		"%[1]d av trekkene dine følger av steget; disse gjør ikke det: %[2]s.",
		"Ze tvých tahů plyne z kroku %[1]d; tyto ne: %[2]s.",
		"你的操作中有%[1]d个由这一步得出；这些不是：%[2]s。",
	},
	"Your %[1]d moves are right, but the step makes %[2]d: look for the rest.": {
		"Je %[1]d zetten kloppen, maar de stap doet er %[2]d: zoek de rest.",
		"De %[1]d trekkene dine stemmer, men steget gjør %[2]d: let etter resten.",
		"Tvé tahy (%[1]d) jsou správně, ale krok jich dělá %[2]d: hledej zbytek.",
		"你的%[1]d个操作都对，但这一步共有%[2]d个：找出其余的。",
	},
	"handbook: %[1]q: no technique or family has that name; the families are %[2]s": {
		"handbook: %[1]q: geen techniek of familie heet zo; de families zijn %[2]s",
		"handbook: %[1]q: ingen teknikk eller familie heter det; familiene er %[2]s",
		"handbook: %[1]q: žádná technika ani rodina se tak nejmenuje; rodiny jsou %[2]s",
		"handbook：%[1]q：没有这个名字的技巧或技巧类别；类别有 %[2]s",
	},
	"handbook: %[1]q has %[2]d stored examples, example %[3]d was asked for": {
		"handbook: %[1]q heeft %[2]d opgeslagen voorbeelden, voorbeeld %[3]d werd gevraagd",
		"handbook: %[1]q har %[2]d lagrede eksempler, eksempel %[3]d ble bedt om",
		"handbook: %[1]q má uložených příkladů: %[2]d, požadován byl příklad %[3]d",
		"handbook：%[1]q 只存有%[2]d个例子，但要的是第%[3]d个",
	},
}

func init() { lang.RegisterTable(messages) }

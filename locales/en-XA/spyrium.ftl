# The pseudo-locale en-XA: locales/en/spyrium.ftl with its letters accented and 40 % longer.
# Made by crates/gaslamp-core/tests/pseudo_locale.rs: do not edit.

game-title = Šþýŕîûɱ···
join-semicolon = { $a }; { $b }
join-plus = { $a } + { $b }
join-bar = { $a } | { $b }
join-space = { $a } { $b }
join-letters = { $a }{ $b }
the-name = { $name }
an-amount = { $amount }
a-number = { $n }
numbered = { $number }) { $text }
game-over = Ĝåɱé öṽéŕ····
banner = Ţûŕñ { $turn } öƒ { $turns } (þéŕîöð { $period })·····
period-a = Å·
period-b = Ɓ·
period-c = Ç·
final-scores = Ƒîñåļ šçöŕéš:·····
final-seat =
    { $seat-you ->
        [yes] Ýöû··
       *[no] { $seat }
    }: { $total } = { $parts }
final-track = { $vp } öñ ţĥé šçöŕé ţŕåçķ······
final-buildings = { $vp } ƒŕöɱ ƀûîļðîñĝš······
final-technique = { $vp } ƒŕöɱ { $power }··
final-winners =
    { $seats-count ->
        [one] Ŵîññéŕ: { $seats } ŵîţĥ { $best } þöîñţš·······
       *[other] Ŵîññéŕš (å šĥåŕéð ŵîñ): { $seats } ŵîţĥ { $best } þöîñţš éåçĥ·············
    }
amount-money = £{ $n }
amount-spyrium = { $n } Šþýŕîûɱ···
amount-vp = { $n } ṼÞ·
amount-workers =
    { $n ->
        [one] { $n } ŵöŕķéŕ···
       *[other] { $n } ŵöŕķéŕš···
    }
amount-residence =
    { $n ->
        [one] öñé šþåçé····
       *[other] { $n } šþåçéš···
    } öñ ţĥé ŕéšîðéñçé ţŕåçķ········
token-money = £ éǫûåļ ţö ţĥé ţöķéñ······
token-spyrium = Šþýŕîûɱ éǫûåļ ţö ţĥé ţöķéñ·········
token-vp = ṼÞ éǫûåļ ţö ţĥé ţöķéñ·······
effect-residence = å ŕéšîðéñçé åçţîöñ (ɱöṽé öŕ šçöŕé)···········
effect-none = ñö éƒƒéçţ····
effect-gain = ĝåîñ { $gain }··
effect-pay = þåý { $pay }··
effect-pay-gain = þåý { $pay } -> { $gain }··
kind-character = çĥåŕåçţéŕ····
kind-building = ƀûîļðîñĝ····
kind-technique = ţéçĥñîǫûé····
kind-short-character = çĥåŕ··
kind-short-building = ƀļðĝ··
kind-short-technique = ţéçĥ··
symbol-factory = Ƒ·
symbol-mine = Ṁ·
symbol-research = Ŕ·
symbol-name-factory = Ƒåçţöŕý···
symbol-name-mine = Ṁîñé··
symbol-name-research = Ŕéšéåŕçĥ····
card-when-built = ŵĥéñ ƀûîļţ: { $effect }; { $rest }····
card-cannot-be-used = çåññöţ ƀé ûšéð·····
card-use = ûšé: { $uses }··
use-workers =
    { $n ->
        [one] { $n } ŵöŕķéŕ···
       *[other] { $n } ŵöŕķéŕš···
    }
use-nothing = ñöţĥîñĝ···
use-cost-gain = { $cost } -> { $gain }
card-technique = { $name }: { $text }
card-miner = Ṁîñéŕ··
card-geologist = Ĝéöļöĝîšţ····
card-apprentice = Åþþŕéñţîçé····
card-bureaucrat-a = Ɓûŕéåûçŕåţ····
card-bureaucrat-b = Ɓûŕéåûçŕåţ····
card-adviser-a = Åðṽîšéŕ···
card-adviser-b = Åðṽîšéŕ···
card-engineer-b = Éñĝîñééŕ····
card-engineer-c = Éñĝîñééŕ····
card-banker = Ɓåñķéŕ···
card-architect-b = Åŕçĥîţéçţ····
card-architect-c = Åŕçĥîţéçţ····
card-financier = Ƒîñåñçîéŕ····
card-mine-1 = Ṁîñé Î··
card-mine-2 = Ṁîñé ÎÎ···
card-mine-3 = Ṁîñé ÎÎÎ···
card-workshop-1 = Ŵöŕķšĥöþ Î····
card-workshop-2 = Ŵöŕķšĥöþ ÎÎ····
card-factory-1 = Ƒåçţöŕý Î····
card-factory-2 = Ƒåçţöŕý ÎÎ····
card-laboratory-1 = Ļåƀöŕåţöŕý Î·····
card-laboratory-2 = Ļåƀöŕåţöŕý ÎÎ·····
card-laboratory-3 = Ļåƀöŕåţöŕý ÎÎÎ······
card-neighborhood-1 = Ŵöŕķîñĝ-Çļåšš Ñéîĝĥƀöŕĥööð Î··········
card-neighborhood-2 = Ŵöŕķîñĝ-Çļåšš Ñéîĝĥƀöŕĥööð ÎÎ···········
card-residence-a = Ŕéšîðéñçé····
card-residence-b = Ŕéšîðéñçé····
card-university-1 = Ûñîṽéŕšîţý Î·····
card-university-2 = Ûñîṽéŕšîţý ÎÎ·····
card-luxury-home = Ļûẋûŕý Ĥöɱé····
card-mansion = Ṁåñšîöñ···
card-palace = Þåļåçé···
card-crane = Çŕåñé··
card-capitalization = Çåþîţåļîžåţîöñ······
card-commerce = Çöɱɱéŕçé····
card-automation = Åûţöɱåţîöñ····
card-engineering = Éñĝîñééŕîñĝ·····
card-taylorism = Ţåýļöŕîšɱ····
card-lobbying = Ļöƀƀýîñĝ····
power-crane = çŕåñé··
power-capitalization = çåþîţåļîžåţîöñ······
power-commerce = çöɱɱéŕçé····
power-automation = åûţöɱåţîöñ····
power-engineering = éñĝîñééŕîñĝ·····
power-taylorism = ţåýļöŕîšɱ····
power-lobbying = ļöƀƀýîñĝ····
power-crane-text = å ñéŵ ƀûîļðîñĝ šþåçé çöšţš £3 ļéšš; éñð: 1 ṼÞ þéŕ ƀûîļðîñĝ·················
power-capitalization-text = £2 ɱöŕé öñ éåçĥ Ĝåîñ ɱöñéý; éñð: 1 ṼÞ þéŕ £2···········
power-commerce-text = ķééþ ţöķéñš ýöû ţåķé (ûþ ţö 7); öñçé å ţûŕñ çĥööšé å ţöķéñ'š ṽåļûé; éñð: 1 ṼÞ þéŕ ķéþţ ţöķéñ··························
power-automation-text = Ṁîñéš ñééð ñö ŵöŕķéŕ; éñð: 1 ṼÞ þéŕ Šþýŕîûɱ·············
power-engineering-text = 1 ṼÞ ɱöŕé þéŕ ŵöŕķéŕ öñ Ƒåçţöŕý ƀûîļðîñĝš; éñð: ţĥé ṼÞ öƒ ýöûŕ Ƒåçţöŕý ƀûîļðîñĝš··························
power-taylorism-text = öñçé å ţûŕñ, šţŕåîĝĥţéñ åñ îñçļîñéð ƀûîļðîñĝ åñð ûšé îţ åĝåîñ; éñð: 1 ṼÞ þéŕ ŵöŕķéŕ··························
power-lobbying-text = öñçé å ţûŕñ, ñö éẋţŕå £ ƒöŕ ŵöŕķéŕš åŕöûñð å çåŕð; éñð: ýöûŕ ŕéšîðéñçé ṽåļûé························
event-windfall = Ŵîñðƒåļļ····
event-country-house = Çöûñţŕý ĥöûšé·····
event-patronage = Þåţŕöñåĝé····
event-crystal-trade = Çŕýšţåļ ţŕåðé·····
event-overtime = Öṽéŕţîɱé····
event-recruitment = Ŕéçŕûîţɱéñţ·····
event-late-placement = Ļåţé þļåçéɱéñţ······
event-windfall-text = ĝåîñ ţĥé ţöķéñ'š ṽåļûé ({ $token }) åš £, Šþýŕîûɱ öŕ ṼÞ·············
event-windfall-rules = ĝåîñ ţĥé ţöķéñ'š ṽåļûé åš £, Šþýŕîûɱ öŕ ṼÞ·············
event-no-token = { $rules } (ñö ţöķéñ)···
event-options-text = çĥööšé öñé: { $options }····
event-overtime-text = þåý { $cost }: šţŕåîĝĥţéñ åñ îñçļîñéð ƀûîļðîñĝ åñð ûšé îţ åĝåîñ··················
event-recruitment-text = þåý { $cost } þéŕ ŵöŕķéŕ öŵñéð: öñé ɱöŕé ŵöŕķéŕ, åçţîṽé åţ öñçé·················
event-late-placement-text = þļåçé å ŵöŕķéŕ ƒŕöɱ ýöûŕ šţåŕţ çåŕð îñ ţĥé ɱåŕķéţ, åļšö îñ Þĥåšé ÎÎ······················
cell-empty = (éɱþţý)··
board-head =
    Ţûŕñ { $turn } öƒ { $turns }, þéŕîöð { $period }. { $first-you ->
        [yes] Ýöû þļåý···
       *[no] { $first } þļåýš··
    } ƒîŕšţ.·······
board-head-watching =
    Ţûŕñ { $turn } öƒ { $turns }, þéŕîöð { $period }. { $first-you ->
        [yes] Ýöû þļåý···
       *[no] { $first } þļåýš··
    } ƒîŕšţ. Ýöû åŕé ŵåţçĥîñĝ.·············
board-event-none = ñöñé··
board-event-now = Éṽéñţ: { $event }··
board-event-next = Ñéẋţ:  { $event }··
board-event = { $name } - { $text }
board-event-token = { $name } [{ $token }] - { $text }
board-decks = Ðéçķš Å/Ɓ/Ç { $a }/{ $b }/{ $c }, éṽéñţš { $events }, ţöķéñš { $reserve } ƒåçé ðöŵñ, { $discarded } ðîšçåŕðéð.···············
board-col-player = þļåýéŕ···
board-col-money = £
board-col-spyrium = Šþý··
board-col-vp = ṼÞ·
board-col-residence = ŕéš··
board-col-workers = ŵöŕķéŕš···
board-col-phase = þĥåšé··
board-col-event = éṽéñţ··
board-col-buildings = ƀļðĝ··
board-col-techniques = ţéçĥ··
seat-name = { $seat }
board-residence = { $space } ({ $value })
board-event-used = ûšéð··
board-yours = Ýöûŕš: { $details }··
board-bonus-reached = Ýöû ŕéåçĥéð { $vp }: çĥööšé å ƀöñûš (öñé ɱöŕé ŵöŕķéŕ, öŕ { $money }).···············
phase-placement = Î þļåçéɱéñţ····
phase-activation = ÎÎ åçţîṽåţîöñ·····
phase-passed = þåššéð···
phase-short-placement = Î·
phase-short-activation = ÎÎ·
phase-short-passed = þåššéð···
details-building = { $number } { $card } ({ $facts })
details-building-inclined = { $number } { $card } ({ $facts }) [îñçļîñéð]····
details-buildings-none = ƀûîļðîñĝš: ñöñé······
details-buildings = ƀûîļðîñĝš: { $list }····
details-technique-used = { $name } (ûšéð ţĥîš ţûŕñ)·····
details-techniques-none = ţéçĥñîǫûéš: ñöñé······
details-techniques = ţéçĥñîǫûéš: { $list }····
details-kept-tokens = ķéþţ ţöķéñš: { $tokens }····
details-bonuses = ƀöñûšéš ţåķéñ: { $n }·····
details-bonuses-worker-first = ƀöñûšéš ţåķéñ: { $n } (ƒîŕšţ: ŵöŕķéŕ)··········
details-bonuses-money-first = ƀöñûšéš ţåķéñ: { $n } (ƒîŕšţ: ɱöñéý)·········
details-market = Çåŕðš îñ ţĥé ɱåŕķéţ:·······
details-end-vp = { $vp } åţ ţĥé éñð····
details-symbols = šýɱƀöļš { $symbols }···
details-tokens = ţöķéñš { $tokens }···
details-workers-around =
    { $n ->
        [one] { $n } ŵöŕķéŕ åŕöûñð·····
       *[other] { $n } ŵöŕķéŕš åŕöûñð······
    }
details-card = { $number } { $card } ({ $facts }): { $text }
details-space-empty = ţĥé éɱþţý šþåçé { $number }······
details-workers = Ŵöŕķéŕš îñ ţĥé ɱåŕķéţ:········
details-slot = ƀéţŵééñ { $a } åñð { $b }: { $workers }····
details-workers-of = { $who } ({ $n })
details-players = Þļåýéŕš (ŵöŕķéŕš = öŵñéð/åçţîṽé/îñ ɱåŕķéţ):··············
details-seat =
    { $seat-you ->
        [yes] Ýöû··
       *[no] { $seat }
    }: { $phase }
place-top-left = ţöþ ļéƒţ···
place-top = ţöþ··
place-top-right = ţöþ ŕîĝĥţ····
place-left = ļéƒţ··
place-centre = çéñţŕé···
place-right = ŕîĝĥţ··
place-bottom-left = ƀöţţöɱ ļéƒţ····
place-bottom = ƀöţţöɱ···
place-bottom-right = ƀöţţöɱ ŕîĝĥţ·····
space-card = { $card }
space-card-place = { $card } ({ $place })
space-does-not-exist = šþåçé { $space } (ţĥéŕé îš ñö šûçĥ šþåçé)··········
space-empty = åñ éɱþţý šþåçé ({ $place })·····
slot-does-not-exist = å šļöţ ţĥåţ ðöéš ñöţ éẋîšţ·········
slot-between = ţĥé šļöţ ƀéţŵééñ { $a } åñð { $b }·······
building-does-not-exist = å ƀûîļðîñĝ ýöû ðö ñöţ ĥåṽé·········
no-event-card = ţĥé ţûŕñ'š éṽéñţ······
list-two = { $a } åñð { $b }··
list-comma = { $a }, { $b }
log-turn-begins = Ţûŕñ { $turn } ƀéĝîñš.····
log-game-over =
    Ţĥé ĝåɱé îš öṽéŕ: { $winners } { $winners-count ->
        [one]
            { $winners-you ->
                [yes] ŵîñ··
               *[no] ŵîñš··
            }
       *[other] šĥåŕé ţĥé ŵîñ·····
    } ŵîţĥ { $best }. Ƒîñåļ šçöŕéš: { $scores }.············
log-score = { $who } { $vp }
changed-pay =
    { $who-you ->
        [yes] Ýöû þåý···
       *[no] { $who } þåýš··
    } { $paid }.
changed-gain =
    { $who-you ->
        [yes] Ýöû ĝåîñ···
       *[no] { $who } ĝåîñš··
    } { $gained }.
changed-pay-gain =
    { $who-you ->
        [yes]
            Ýöû þåý { $paid }{ $paid-count ->
                [one] { "" }
               *[other] ,
            } åñð ĝåîñ { $gained }.······
       *[no]
            { $who } þåýš { $paid }{ $paid-count ->
                [one] { "" }
               *[other] ,
            } åñð ĝåîñš { $gained }.·····
    }
detail-none = { "" }
detail-list = , { $list }
detail-new-space = îñ å ñéŵ šþåçé·····
detail-replacing = îñ þļåçé öƒ { $card }····
detail-token = ţåķîñĝ ţĥé ţöķéñ ŵöŕţĥ { $value }········
detail-commerce = ṽåļûîñĝ ţĥé ţöķéñ åţ { $value } ŵîţĥ Çöɱɱéŕçé············
detail-lobbying = ŵîţĥ Ļöƀƀýîñĝ (ñö éẋţŕå £ ƒöŕ ţĥé ŵöŕķéŕš åŕöûñð îţ)················
detail-residence-move = ɱöṽîñĝ öñé šþåçé åļöñĝ ţĥé ŕéšîðéñçé ţŕåçķ···············
detail-residence-score = šçöŕîñĝ ţĥé ŕéšîðéñçé ţŕåçķ··········
detail-workers =
    ŵîţĥ { $n ->
        [one] { $n } ŵöŕķéŕ···
       *[other] { $n } ŵöŕķéŕš···
    }··
detail-taylorism = åĝåîñ, ŵîţĥ Ţåýļöŕîšɱ········
detail-phase-two = éñţéŕîñĝ Þĥåšé ÎÎ······
resource-money = ɱöñéý··
resource-spyrium = Šþýŕîûɱ···
resource-vp = ṽîçţöŕý þöîñţš······
with-outcome = { $action }: { $outcome }
outcome-pay = þåý { $paid }··
outcome-gain = ĝåîñ { $gained }··
outcome-pay-gain =
    þåý { $paid }{ $paid-count ->
        [one] { "" }
       *[other] ,
    } åñð ĝåîñ { $gained }····
action-place = þļåçé å ŵöŕķéŕ ƀéţŵééñ { $a } åñð { $b }{ $details }·········
acted-place =
    { $who-you ->
        [yes] Ýöû þļåçé····
       *[no] { $who } þļåçéš···
    } å ŵöŕķéŕ ƀéţŵééñ { $a } åñð { $b }{ $details }.·······
action-money = ţåķé ƀåçķ ýöûŕ ŵöŕķéŕ ƒŕöɱ ƀéţŵééñ { $a } åñð { $b } åñð ĝåîñ ɱöñéý ƒŕöɱ { $card }{ $details }····················
acted-money =
    { $who-you ->
        [yes] Ýöû ţåķé ƀåçķ å ŵöŕķéŕ ƒŕöɱ ƀéţŵééñ { $a } åñð { $b } åñð ĝåîñ················
       *[no] { $who } ţåķéš ƀåçķ å ŵöŕķéŕ ƒŕöɱ ƀéţŵééñ { $a } åñð { $b } åñð ĝåîñš················
    } ɱöñéý ƒŕöɱ { $card }{ $details }.····
action-money-no-card = ţåķé ƀåçķ ýöûŕ ŵöŕķéŕ ƒŕöɱ ƀéţŵééñ { $a } åñð { $b }, ŵîţĥ ñö çåŕð ļéƒţ ñéẋţ ţö îţ{ $details }······················
acted-money-no-card =
    { $who-you ->
        [yes] Ýöû ţåķé ƀåçķ·····
       *[no] { $who } ţåķéš ƀåçķ····
    } å ŵöŕķéŕ ƒŕöɱ ƀéţŵééñ { $a } åñð { $b }, ŵîţĥ ñö çåŕð ļéƒţ ñéẋţ ţö îţ{ $details }.··················
action-call-upon = çåļļ ûþöñ { $card }{ $details }····
acted-call-upon =
    { $who-you ->
        [yes] Ýöû çåļļ ûþöñ·····
       *[no] { $who } çåļļš ûþöñ····
    } { $card }{ $details }.
action-construct = çöñšţŕûçţ { $card }{ $details }····
acted-construct =
    { $who-you ->
        [yes] Ýöû çöñšţŕûçţ·····
       *[no] { $who } çöñšţŕûçţš····
    } { $card }{ $details }.
action-patent = þåţéñţ { $card }{ $details }···
acted-patent =
    { $who-you ->
        [yes] Ýöû þåţéñţ····
       *[no] { $who } þåţéñţš···
    } { $card }{ $details }.
action-activate = åçţîṽåţé { $card }{ $details }····
acted-activate =
    { $who-you ->
        [yes] Ýöû åçţîṽåţé·····
       *[no] { $who } åçţîṽåţéš····
    } { $card }{ $details }.
action-use = ûšé { $card }{ $details }··
acted-use =
    { $who-you ->
        [yes] Ýöû ûšé···
       *[no] { $who } ûšéš··
    } { $card }{ $details }.
action-event = ûšé { $event }{ $details }··
acted-event =
    { $who-you ->
        [yes] Ýöû ûšé···
       *[no] { $who } ûšéš··
    } { $event }{ $details }.
action-windfall = ûšé { $event }, ţåķîñĝ ţĥé ţöķéñ'š ṽåļûé îñ { $what }{ $details }··········
acted-windfall =
    { $who-you ->
        [yes] Ýöû ûšé···
       *[no] { $who } ûšéš··
    } { $event }, ţåķîñĝ ţĥé ţöķéñ'š ṽåļûé îñ { $what }{ $details }.·········
action-overtime = ûšé { $event } ţö ûšé { $card } åĝåîñ{ $details }······
acted-overtime =
    { $who-you ->
        [yes] Ýöû ûšé···
       *[no] { $who } ûšéš··
    } { $event } ţö ûšé { $card } åĝåîñ{ $details }.····
action-late-placement = ûšé { $event } ţö þļåçé å ŵöŕķéŕ ƀéţŵééñ { $a } åñð { $b }{ $details }···········
acted-late-placement =
    { $who-you ->
        [yes] Ýöû ûšé···
       *[no] { $who } ûšéš··
    } { $event } ţö þļåçé å ŵöŕķéŕ ƀéţŵééñ { $a } åñð { $b }{ $details }.··········
action-pass = þåšš ƒöŕ ţĥé ŕéšţ öƒ ţĥé ţûŕñ··········
acted-pass =
    { $who-you ->
        [yes] Ýöû þåšš···
       *[no] { $who } þåššéš···
    } ƒöŕ ţĥé ŕéšţ öƒ ţĥé ţûŕñ.········
action-bonus-worker = ţåķé ţĥé ŵöŕķéŕ ƀöñûš········
acted-bonus-worker =
    { $who-you ->
        [yes] Ýöû ţåķé···
       *[no] { $who } ţåķéš··
    } ţĥé ŵöŕķéŕ ƀöñûš.······
action-bonus-money = ţåķé ţĥé ɱöñéý ƀöñûš·······
acted-bonus-money =
    { $who-you ->
        [yes] Ýöû ţåķé···
       *[no] { $who } ţåķéš··
    } ţĥé ɱöñéý ƀöñûš.······
refusal-nowhere = ñöŵĥéŕé···
refusal-that-option-of = ţĥåţ öþţîöñ öƒ { $event }·····
refusal-bonus-pending = ýöû ŕéåçĥéð ţĥé ƀöñûš ţĥŕéšĥöļð: çĥööšé `ƀöñûš ŵöŕķéŕ` öŕ `ƀöñûš ɱöñéý` ƒîŕšţ·························
refusal-no-bonus-pending = ţĥéŕé îš ñö ƀöñûš ţö çĥööšé ñöŵ··········
refusal-already-passed = ýöû ĥåṽé þåššéð ţĥîš ţûŕñ·········
refusal-place-in-phase-two = þļåçîñĝ å ŵöŕķéŕ îš å Þĥåšé Î åçţîöñ; ýöû åŕé îñ Þĥåšé ÎÎ··················
refusal-already-in-phase-two = ýöû åŕé åļŕéåðý îñ Þĥåšé ÎÎ·········
refusal-late-placement-in-phase-one = Ļåţé þļåçéɱéñţ îš å Þĥåšé ÎÎ åçţîöñ: îñ Þĥåšé Î, þļåçé å ŵöŕķéŕ ñöŕɱåļļý öŕ éñţéŕ Þĥåšé ÎÎ ŵîţĥ îţ (`þĥåšé2 éṽéñţ þļåçé Š`)······································
refusal-no-active-worker = ýöû ĥåṽé ñö åçţîṽé ŵöŕķéŕ öñ ýöûŕ šţåŕţ çåŕð···············
refusal-no-such-slot = ţĥéŕé îš ñö šûçĥ šļöţ·······
refusal-slot-empty = { $slot } ĥåš ñö çåŕð öñ éîţĥéŕ šîðé; å ŵöŕķéŕ ɱûšţ šţåñð ñéẋţ ţö å çåŕð····················
refusal-no-worker-in-market = ýöû ĥåṽé ñö ŵöŕķéŕ îñ ţĥé ɱåŕķéţ···········
refusal-no-worker-there = ýöû ĥåṽé ñö ŵöŕķéŕ îñ { $slot }; ýöûŕ ŵöŕķéŕš åŕé îñ { $slots }··············
refusal-not-adjacent = { $card } îš ñöţ ñéẋţ ţö { $slot }·····
refusal-no-card-there = ţĥéŕé îš ñö çåŕð ļéƒţ öñ šþåçé { $space }··········
refusal-no-card-on-space = ţĥéŕé îš ñö çåŕð öñ šþåçé { $space }········
refusal-name-a-card = ñåɱé öñé öƒ ţĥé çåŕðš ñéẋţ ţö ţĥé ŵöŕķéŕ (é.ĝ. `@5`)··············
refusal-no-token-left = { $card } ĥåš ñö ţöķéñ ļéƒţ åñð çåññöţ ƀé çåļļéð ûþöñ (îţ çåñ šţîļļ šéŕṽé ţö ĝåîñ ɱöñéý)·························
refusal-choose-token = çĥööšé öñé öƒ ţĥé ţöķéñš öñ { $card } (é.ĝ. `ţöķéñ 2`)············
refusal-no-such-token = { $card } ĥåš ñö ţöķéñ öƒ ṽåļûé { $value }·······
refusal-token-not-chosen = ţĥé ţöķéñ öƒ { $card } îš ñöţ çĥöšéñ: ļéåṽé öûţ `ţöķéñ`··············
refusal-no-tokens-on-card = { $card } ĥåš ñö ţöķéñš ţö çĥööšé ƒŕöɱ··········
refusal-taylorism-not-owned = Ţåýļöŕîšɱ îš ñöţ åṽåîļåƀļé: ýöû ðö ñöţ ĥåṽé ţĥé Ţåýļöŕîšɱ ţéçĥñîǫûé·······················
refusal-technique-not-owned = ýöû ðö ñöţ ĥåṽé ţĥé { $technique } ţéçĥñîǫûé··········
refusal-taylorism-used = Ţåýļöŕîšɱ îš ñöţ åṽåîļåƀļé: ýöû ĥåṽé åļŕéåðý ûšéð îţ ţĥîš ţûŕñ·····················
refusal-commerce-used = ýöû ĥåṽé åļŕéåðý ûšéð Çöɱɱéŕçé'š ṽåļûé çĥöîçé ţĥîš ţûŕñ···················
refusal-technique-used = ýöû ĥåṽé åļŕéåðý ûšéð { $technique } ţĥîš ţûŕñ···········
refusal-not-a-building = { $card } îš ñöţ å ƀûîļðîñĝ; îţ ñééðš ñö þļåçé············
refusal-needs-placement = { $card } îš å ƀûîļðîñĝ åñð ñééðš å þļåçé: `ñéŵ` öŕ `ŕéþļåçé Ñ`················
refusal-residence-choice-needed = { $what } ĝîṽéš å ŕéšîðéñçé åçţîöñ: åðð `ɱöṽé` öŕ `šçöŕé`··············
refusal-no-residence-action = { $what } ĝîṽéš ñö ŕéšîðéñçé åçţîöñ·········
refusal-residence-at-end = ýöûŕ ðîšç îš öñ ţĥé ļåšţ ŕéšîðéñçé šþåçé; îţ çåñ öñļý šçöŕé···················
refusal-nobody-to-lobby = Ļöƀƀýîñĝ šåṽéš ţĥé £1 þéŕ öţĥéŕ ŵöŕķéŕ, åñð ñö öţĥéŕ ŵöŕķéŕ îš ñéẋţ ţö { $card }······················
refusal-commerce-without-token = ţĥéŕé îš ñö ţöķéñ ŵĥöšé ṽåļûé Çöɱɱéŕçé çöûļð çĥööšé··················
refusal-commerce-same-value = ţĥé ţöķéñ'š ṽåļûé îš åļŕéåðý { $value }: Çöɱɱéŕçé ɱûšţ çĥööšé åñöţĥéŕ ṽåļûé (öŕ ļéåṽé öûţ `çöɱɱéŕçé`)·····························
refusal-commerce-bad-value = Çöɱɱéŕçé çĥööšéš å ṽåļûé öƒ 1, 2 öŕ 3··········
refusal-activating = åçţîṽåţîñĝ { $card }····
refusal-cannot-afford = { $what } çöšţš { $money } åñð { $spyrium }; ýöû ĥåṽé { $have_money } åñð { $have_spyrium }········
refusal-cannot-afford-recruitment = { $event } çöšţš { $price } ({ $cost } þéŕ ŵöŕķéŕ öŵñéð); ýöû ĥåṽé { $have_money }···········
refusal-cannot-afford-event = { $event } çöšţš { $price }; ýöû ĥåṽé { $have_money }·····
refusal-no-such-building = ýöû ĥåṽé ñö ƀûîļðîñĝ ñûɱƀéŕ { $number } (ýöû ĥåṽé { $count })············
refusal-building-has-no-use = { $card } ĥåš ñö éƒƒéçţ îñ Þĥåšé ÎÎ åñð çåññöţ ƀé ûšéð··············
refusal-options-count =
    { $card } ĥåš { $count ->
        [one] { $count } öþţîöñ···
       *[other] { $count } öþţîöñš···
    }··
refusal-event-has-no-options = { $event } ĥåš ñö öþţîöñš·····
refusal-building-inclined = { $card } îš îñçļîñéð: îţ ŵåš åļŕéåðý ûšéð ţĥîš ţûŕñ (Ţåýļöŕîšɱ öŕ Öṽéŕţîɱé çåñ ûšé îţ åĝåîñ)···························
refusal-building-not-inclined = { $card } îš ñöţ îñçļîñéð; ûšé îţ ñöŕɱåļļý (Ţåýļöŕîšɱ åñð Öṽéŕţîɱé ûšé åñ îñçļîñéð ƀûîļðîñĝ åĝåîñ)·····························
refusal-overtime-uses-again = Öṽéŕţîɱé ûšéš { $card } åĝåîñ: { $needs }·······
refusal-option-needs =
    ţĥåţ öþţîöñ ñééðš { $workers ->
        [one] { $workers } åçţîṽé ŵöŕķéŕ·····
       *[other] { $workers } åçţîṽé ŵöŕķéŕš······
    } åñð { $spyrium }; ýöû ĥåṽé { $active } åñð { $have_spyrium-n }············
refusal-event-used = ýöû ĥåṽé åļŕéåðý ûšéð ţĥîš ţûŕñ'š éṽéñţ·············
refusal-no-event = ţĥéŕé îš ñö éṽéñţ ţĥîš ţûŕñ·········
refusal-event-no-token = ţĥé éṽéñţ ĥåš ñö ţöķéñ (ţĥé ŕéšéŕṽé ŵåš éɱþţý) åñð çåññöţ ƀé ûšéð·····················
refusal-wrong-event = ţĥîš ţûŕñ'š éṽéñţ îš { $event }; ţĥåţ çĥöîçé ƀéļöñĝš ţö åñöţĥéŕ éṽéñţ···················
refusal-recruitment-at-max = ýöû åļŕéåðý öŵñ { $max } ŵöŕķéŕš, ţĥé ɱöšţ å þļåýéŕ çåñ ĥåṽé: Ŕéçŕûîţɱéñţ ŵöûļð ĝîṽé ñöţĥîñĝ····························
refusal-workers-in-market =
    ýöû šţîļļ ĥåṽé { $n ->
        [one] { $n } ŵöŕķéŕ···
       *[other] { $n } ŵöŕķéŕš···
    } îñ ţĥé ɱåŕķéţ ({ $slots }); ŕéɱöṽé { $n ->
        [one] îţ·
       *[other] ţĥéɱ··
    } ƒîŕšţ (ĝåîñ ɱöñéý öŕ åçţîṽåţé)······················
parse-needs-slot = `{ $what }` ñééðš å šļöţ šûçĥ åš `1-2`·······
parse-not-a-slot = `{ $text }` îš ñöţ å šļöţ: ñåɱé ţŵö ñéîĝĥƀöûŕîñĝ šþåçéš 1-9 öƒ ţĥé ɱåŕķéţ, é.ĝ. `1-2` öŕ `2-5`····················
parse-needs-number = `{ $what }` ñééðš å ñûɱƀéŕ ƒŕöɱ 1·······
parse-use-needs-building = `ûšé` ñééðš å ƀûîļðîñĝ åñð åñ öþţîöñ, é.ĝ. `ûšé 2:1`··············
parse-not-building-option = `{ $text }` îš ñöţ ƀûîļðîñĝ:öþţîöñ, é.ĝ. `2:1` ƒöŕ öþţîöñ 1 öƒ ýöûŕ šéçöñð ƀûîļðîñĝ····················
parse-empty = éɱþţý åçţîöñ·····
parse-phase2-needs-event = `þĥåšé2` ɱûšţ ƀé ƒöļļöŵéð ƀý `éṽéñţ …`···········
parse-phase2-only-event = `þĥåšé2` îš öñļý ŵŕîţţéñ ƀéƒöŕé `éṽéñţ`; öţĥéŕ Þĥåšé ÎÎ åçţîöñš šţåŕţ Þĥåšé ÎÎ ƀý ţĥéɱšéļṽéš·····························
parse-not-a-space = `{ $text }` îš ñöţ å ɱåŕķéţ šþåçé: ŵŕîţé @1 ţö @9··········
parse-activate-needs-card = `åçţîṽåţé` ñééðš ţĥé çåŕð'š šþåçé åƒţéŕ ţĥé šļöţ, é.ĝ. `åçţîṽåţé 1-2 @2`····················
parse-unknown-activation-word = ûñķñöŵñ ŵöŕð `{ $word }` îñ åñ åçţîṽåţîöñ (éẋþéçţéð ţöķéñ Ñ, çöɱɱéŕçé Ñ, ļöƀƀýîñĝ, ñéŵ, ŕéþļåçé Ñ, ɱöṽé öŕ šçöŕé)································
parse-unknown-use-word = ûñķñöŵñ ŵöŕð `{ $word }` åƒţéŕ `ûšé` (éẋþéçţéð ţåýļöŕîšɱ)···············
parse-expected-commerce = ûñķñöŵñ ŵöŕð `{ $word }` (éẋþéçţéð çöɱɱéŕçé Ñ)············
parse-expected-residence = ûñķñöŵñ ŵöŕð `{ $word }` (éẋþéçţéð ɱöṽé öŕ šçöŕé)············
parse-bonus-needs-kind = `ƀöñûš` ñééðš `ŵöŕķéŕ` öŕ `ɱöñéý`··········
parse-unknown-action = ûñķñöŵñ åçţîöñ `{ $word }` (éẋþéçţéð þļåçé, ɱöñéý, åçţîṽåţé, ûšé, éṽéñţ, þåšš öŕ ƀöñûš)························
parse-unexpected-end = ûñéẋþéçţéð `{ $word }` åţ ţĥé éñð öƒ ţĥé åçţîöñ············
setup-unreadable = šéţûþ: { $error }··
setup-players = Šþýŕîûɱ îš þļåýéð ƀý 2 ţö 5 þļåýéŕš, ñöţ { $players }············
setup-unknown-period = šéţûþ.ðéçķš: ûñķñöŵñ þéŕîöð `{ $period }` (éẋþéçţéð Å, Ɓ öŕ Ç)···············
setup-unknown-card = šéţûþ.ðéçķš.{ $deck }: ûñķñöŵñ çåŕð îð `{ $id }`··········
setup-card-period = šéţûþ.ðéçķš.{ $deck }: çåŕð `{ $id }` ƀéļöñĝš ţö þéŕîöð { $period }············
setup-too-many-copies = šéţûþ.ðéçķš.{ $deck }: ļîšţš ɱöŕé çöþîéš öƒ å çåŕð ţĥåñ ţĥé ðéçķ ĥåš···················
setup-unknown-event = šéţûþ.éṽéñţš: ûñķñöŵñ éṽéñţ îð `{ $id }`··········
setup-event-twice = šéţûþ.éṽéñţš: åñ éṽéñţ îš ļîšţéð ţŵîçé·············
setup-bad-token = šéţûþ.ţöķéñš: { $value } îš ñöţ å ţöķéñ ṽåļûé (1, 2 öŕ 3)············
setup-too-many-tokens = šéţûþ.ţöķéñš: ļîšţš ɱöŕé ţöķéñš öƒ å ṽåļûé ţĥåñ éẋîšţ··················
setup-no-such-seat = šéţûþ.ƒîŕšţ_þļåýéŕ: šéåţ { $seat } ðöéš ñöţ éẋîšţ îñ å { $players }-þļåýéŕ ĝåɱé··················

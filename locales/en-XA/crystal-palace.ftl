# The pseudo-locale en-XA: locales/en/crystal-palace.ftl with its letters accented and 40 % longer.
# Made by crates/gaslamp-core/tests/pseudo_locale.rs: do not edit.

game-title = Çŕýšţåļ Þåļåçé······
round-name-1 = Šþŕîñĝ 1849···
round-name-2 = Åûţûɱñ 1849···
round-name-3 = Šþŕîñĝ 1850···
round-name-4 = Åûţûɱñ 1850···
round-name-5 = Šþŕîñĝ 1851···
phase-name-1 = çĥööšîñĝ åñð þåýîñĝ ƒöŕ ţĥé ðîçé···········
phase-name-2 = þļåçîñĝ ţĥé ðîçé······
phase-name-3 = åçţîöñš···
phase-name-4 = šåļåŕîéš åñð çĥåŕåçţéŕ åƀîļîţîéš············
phase-name-5 = çöñṽéŕţîñĝ þåţéñţš îñţö þŕöţöţýþéš·············
phase-name-6 = îñçöɱé, þéŕɱåñéñţ éƒƒéçţš åñð ţĥé ƀûžž ţŕåçķ···············
phase-name-7 = þŕéþåŕîñĝ ţĥé ñéẋţ ŕöûñð·········
banner = Ŕöûñð { $round } öƒ 5 ({ $round_name }), þĥåšé { $phase }: { $phase_name }·····
banner-over = Ĝåɱé öṽéŕ åƒţéŕ { $round_name }······
location-patent-office = Þåţéñţ Öƒƒîçé·····
location-the-patent-office = ţĥé Þåţéñţ Öƒƒîçé······
location-at-patent-office = åţ ţĥé Þåţéñţ Öƒƒîçé·······
location-of-patent-office = öƒ ţĥé Þåţéñţ Öƒƒîçé·······
location-on-patent-office = öñ ţĥé Þåţéñţ Öƒƒîçé·······
location-british-museum = Ɓŕîţîšĥ Ṁûšéûɱ······
location-the-british-museum = ţĥé Ɓŕîţîšĥ Ṁûšéûɱ·······
location-at-british-museum = åţ ţĥé Ɓŕîţîšĥ Ṁûšéûɱ········
location-of-british-museum = öƒ ţĥé Ɓŕîţîšĥ Ṁûšéûɱ········
location-on-british-museum = öñ ţĥé Ɓŕîţîšĥ Ṁûšéûɱ········
location-bank-of-england = Ɓåñķ öƒ Éñĝļåñð······
location-the-bank-of-england = ţĥé Ɓåñķ öƒ Éñĝļåñð·······
location-at-bank-of-england = åţ ţĥé Ɓåñķ öƒ Éñĝļåñð········
location-of-bank-of-england = öƒ ţĥé Ɓåñķ öƒ Éñĝļåñð········
location-on-bank-of-england = öñ ţĥé Ɓåñķ öƒ Éñĝļåñð········
location-westminster = Ŵéšţɱîñšţéŕ·····
location-the-westminster = Ŵéšţɱîñšţéŕ·····
location-at-westminster = åţ Ŵéšţɱîñšţéŕ······
location-of-westminster = öƒ Ŵéšţɱîñšţéŕ······
location-on-westminster = öñ Ŵéšţɱîñšţéŕ······
location-reform-club = Ŕéƒöŕɱ Çļûƀ····
location-the-reform-club = ţĥé Ŕéƒöŕɱ Çļûƀ······
location-at-reform-club = åţ ţĥé Ŕéƒöŕɱ Çļûƀ······
location-of-reform-club = öƒ ţĥé Ŕéƒöŕɱ Çļûƀ······
location-on-reform-club = öñ ţĥé Ŕéƒöŕɱ Çļûƀ······
location-london-times = Ļöñðöñ Ţîɱéš·····
location-the-london-times = ţĥé Ļöñðöñ Ţîɱéš······
location-at-london-times = åţ ţĥé Ļöñðöñ Ţîɱéš·······
location-of-london-times = öƒ ţĥé Ļöñðöñ Ţîɱéš·······
location-on-london-times = öñ ţĥé Ļöñðöñ Ţîɱéš·······
location-port-of-london = Þöŕţ öƒ Ļöñðöñ·····
location-the-port-of-london = ţĥé Þöŕţ öƒ Ļöñðöñ······
location-at-port-of-london = åţ ţĥé Þöŕţ öƒ Ļöñðöñ·······
location-of-port-of-london = öƒ ţĥé Þöŕţ öƒ Ļöñðöñ·······
location-on-port-of-london = öñ ţĥé Þöŕţ öƒ Ļöñðöñ·······
location-waterloo-station = Ŵåţéŕļöö Šţåţîöñ······
location-the-waterloo-station = Ŵåţéŕļöö Šţåţîöñ······
location-at-waterloo-station = åţ Ŵåţéŕļöö Šţåţîöñ·······
location-of-waterloo-station = öƒ Ŵåţéŕļöö Šţåţîöñ·······
location-on-waterloo-station = öñ Ŵåţéŕļöö Šţåţîöñ·······
amount-money = £{ $n }
amount-gear =
    { $n ->
        [one] { $n } ĝéåŕ··
       *[other] { $n } ĝéåŕš··
    }
amount-energy = { $n } éñéŕĝý···
amount-newspaper =
    { $n ->
        [one] { $n } ñéŵšþåþéŕ····
       *[other] { $n } ñéŵšþåþéŕš····
    }
amount-income = { $n } îñçöɱé···
amount-vp = { $n } ṼÞ·
amount-buzz = { $n } ƀûžž··
effect-gain = { $amount }
effect-pay = þåý { $amount }··
effect-lose = ļöšé { $amount }··
effect-westminster =
    { $n ->
        [one] å šţéþ··
       *[other] { $n } šţéþš··
    } ûþ îñ Ŵéšţɱîñšţéŕ······
effect-assistant =
    { $n ->
        [one] åñ Åššîšţåñţ åçţîöñ·······
       *[other] { $n } Åššîšţåñţ åçţîöñš·······
    }
effect-assistant-free =
    { $n ->
        [one] åñ Åššîšţåñţ åçţîöñ (å ñéŵ åššîšţåñţ ƒöŕ ƒŕéé)···············
       *[other] { $n } Åššîšţåñţ åçţîöñš (ţĥé ƒîŕšţ ñéŵ åššîšţåñţ ƒöŕ ƒŕéé)··················
    }
effect-die =
    { $n ->
        [one] å ðîé··
       *[other] { $n } ðîçé··
    } ƒŕöɱ ţĥé ñéẋţ ŕöûñð·······
effect-green =
    { $n ->
        [one] å ĝŕééñ ƀöñûš ûšéð öñçé········
       *[other] { $n } ĝŕééñ ƀöñûšéš ûšéð öñçé········
    }
effect-objective = å šţéþ ûþ ţĥé öƀĵéçţîṽé ţŕåçķ··········
effect-violet-blue = å ṽîöļéţ ŕéšéåŕçĥ ţîļé (ƀļûé)··········
effect-violet-orange = å ṽîöļéţ ŕéšéåŕçĥ ţîļé (öŕåñĝé)··········
effect-watch = ţĥé Þöçķéţ Ŵåţçĥ······
effect-ticket = å ţîçķéţ···
effect-per =
    { $effect } þéŕ { $per ->
        [one] { $count }
       *[other] { $per } { $count }
    }··
effect-none = ñöţĥîñĝ···
effect-either = éîţĥéŕ { $alternatives }···
count-characters =
    { $n ->
        [one] çĥåŕåçţéŕ····
       *[other] çĥåŕåçţéŕš····
    }
count-prototypes =
    { $n ->
        [one] þŕöţöţýþé····
       *[other] þŕöţöţýþéš····
    }
count-patents =
    { $n ->
        [one] þåţéñţ···
       *[other] þåţéñţš···
    }
count-cards =
    { $n ->
        [one] çĥåŕåçţéŕ öŕ þŕöţöţýþé········
       *[other] çĥåŕåçţéŕš åñð þŕöţöţýþéš··········
    }
count-newspapers =
    { $n ->
        [one] ñéŵšþåþéŕ····
       *[other] ñéŵšþåþéŕš····
    }
count-gears =
    { $n ->
        [one] ĝéåŕ··
       *[other] ĝéåŕš··
    }
count-energy = éñéŕĝý···
count-shares =
    { $n ->
        [one] šĥåŕé··
       *[other] šĥåŕéš···
    }
count-tiles =
    { $n ->
        [one] ŕéšéåŕçĥ ţîļé·····
       *[other] ŕéšéåŕçĥ ţîļéš······
    }
count-dice =
    { $n ->
        [one] ðîé··
       *[other] ðîçé··
    }
count-loans =
    { $n ->
        [one] ļöåñ··
       *[other] ļöåñš··
    }
count-westminster =
    { $n ->
        [one] šţéþ îñ Ŵéšţɱîñšţéŕ·······
       *[other] šţéþš îñ Ŵéšţɱîñšţéŕ········
    }
count-assistants =
    { $n ->
        [one] åššîšţåñţ····
       *[other] åššîšţåñţš····
    }
count-buzz-tokens =
    { $n ->
        [one] ƀûžž ţöķéñ····
       *[other] ƀûžž ţöķéñš····
    }
cost-free = ñöţĥîñĝ···
list-and = { $first } åñð { $rest }··
list-and-more = { $first }, { $rest }
list-or = { $first } öŕ { $rest }·
list-or-more = { $first }, { $rest }
list-semicolon = { $first }; { $rest }
dice-row = { $first } { $rest }
number = { $n }
source-green-bonus = å ĝŕééñ ƀöñûš·····
source-flyer = å ƒļýéŕ···
source-poster = å þöšţéŕ···
source-action-space = åñ åçţîöñ šþåçé······
board-provisional = (þŕöṽîšîöñåļ çöɱþöñéñţ šéţ: ñûɱƀéŕš ţåĝĝéð Þ åŕé ţĥé þŕöĵéçţ'š öŵñ, ñöţ þŕîñţéð)··························
board-col-player = þļåýéŕ···
board-col-nation = ñåţîöñ···
board-col-money = £
board-col-debt = öŵé··
board-col-gears = ĝéåŕ··
board-col-energy = éñ·
board-col-newspapers = ñéŵš··
board-col-income = îñç··
board-col-vp = ṼÞ·
board-col-dice = ðîçé··
board-col-westminster = Ŵéšţ··
board-col-buzz = ƀûžž··
board-col-objective = öƀĵ··
board-col-loans = ļöåñš··
board-dice = Ðîçé: { $seats }··
board-dice-chosen =
    { $seat-you ->
        [yes] ýöû ĥåṽé çĥöšéñ······
       *[no] { $seat } ĥåš çĥöšéñ····
    }
board-dice-choosing =
    { $seat-you ->
        [yes] ýöû åŕé çĥööšîñĝ······
       *[no] { $seat } îš çĥööšîñĝ····
    }
board-your-dice = Ýöûŕ ðîçé (šéçŕéţ ûñţîļ åļļ ĥåṽé çĥöšéñ): { $dice }·············
board-location =
    { $number }. { $title }: { $free ->
        [0] ñö åçţîöñ šþåçé ƒŕéé·······
        [one] öñé åçţîöñ šþåçé ƒŕéé········
       *[other] { $free } åçţîöñ šþåçéš ƒŕéé·······
    }; ðîçé: { $dice }··
board-location-offer =
    { $number }. { $title }: { $free ->
        [0] ñö åçţîöñ šþåçé ƒŕéé·······
        [one] öñé åçţîöñ šþåçé ƒŕéé········
       *[other] { $free } åçţîöñ šþåçéš ƒŕéé·······
    }; ðîçé: { $dice }; öñ öƒƒéŕ: { $offer }·····
board-die = { $who } { $value }
board-die-done = { $who } { $value } (ðöñé)··
board-no-dice = ñöñé··
board-market = Ɓļåçķ Ṁåŕķéţ, ƀöţţöɱ šþåçé ƒîŕšţ: { $spaces }; ĝéåŕš öñ ţĥé ƀåññéŕ: { $gears }··················
board-market-empty = éɱþţý··
board-none = ñöñé··
board-player-cards =
    { $seat-you ->
        [yes] Ýöûŕ þåţéñţš·····
       *[no] { $seat }'š þåţéñţš····
    }: { $patents }; ƀûîļţ åñð ŕéçŕûîţéð: { $cards }·······
thing = { $name }
details-patents = Ƒåçé-ûþ þåţéñţš:······
details-patent = { $name }: çöšţ { $cost }; ṼÞ ƀý ŕöûñð { $vp }; éƒƒéçţ: { $effect }········
details-characters = Çĥåŕåçţéŕš åţ ţĥé Ŕéƒöŕɱ Çļûƀ:··········
details-character = { $name }: çöšţ { $cost }; ṼÞ ƀý ŕöûñð { $vp }; šåļåŕý ƀý Ŵéšţɱîñšţéŕ þöšîţîöñ { $salary }; ŵĥéñ ŕéçŕûîţéð: { $instant }······················
details-tiles = Ŕéšéåŕçĥ ţîļéš åţ ţĥé Ɓŕîţîšĥ Ṁûšéûɱ:·············
details-tile = { $name }: { $when } { $effect }
tile-permanent = éṽéŕý þĥåšé 6:····
tile-once = öñçé:··
log-committed =
    { $who-you ->
        [yes] Ýöû çĥööšé····
       *[no] { $who } çĥööšéš···
    } ţĥé ðîçé { $dice }···
log-committed-extra =
    { $who-you ->
        [yes] Ýöû çĥööšé····
       *[no] { $who } çĥööšéš···
    } ţĥé ðîçé { $dice }, öñé öƒ ţĥéɱ ƀöûĝĥţ ƒöŕ { $newspapers }··········
log-committed-secret =
    { $who-you ->
        [yes] Ýöû ĥåṽé çĥöšéñ ýöûŕ ðîçé·········
       *[no] { $who } ĥåš çĥöšéñ ţĥéîŕ ðîçé········
    }
log-revealed-seat = { $who }: { $dice } (ţöţåļ { $total })··
log-revealed =
    Åļļ ðîçé ŕéṽéåļéð: { $dice }. { $start-you ->
        [yes] Ýöû šţåŕţ····
       *[no] { $start } šţåŕţš···
    }.······
log-revealed-newspapers =
    Åļļ ðîçé ŕéṽéåļéð: { $dice }. { $start-you ->
        [yes] Ýöû šţåŕţ····
       *[no] { $start } šţåŕţš···
    }; { $newspapers } { $newspapers-count ->
        [one]
            { $newspapers-you ->
                [yes] ĝéţ··
               *[no] ĝéţš··
            }
       *[other] ĝéţ··
    } å ñéŵšþåþéŕ ƒöŕ ţĥé ļöŵéšţ ţöţåļ.·················
log-phase = — Ŕöûñð { $round }, þĥåšé { $phase }: { $name }····
log-game-over = Ţĥé ĝåɱé îš öṽéŕ: { $scores }······
log-score = { $who } { $vp }
log-score-negative = { $who } ɱîñûš { $vp }··
desc-dice = çĥööšé ţĥé ðîçé { $dice } (þåý { $pips })·······
desc-dice-extra = çĥööšé ţĥé ðîçé { $dice } (þåý { $pips }), öñé ðîé ƀöûĝĥţ ƒöŕ { $newspapers }·············
desc-place =
    þļåçé ýöûŕ { $value } { $at }, þļåçéɱéñţ šþåçé { $space } (ñééðš { $min } öŕ ɱöŕé{ $fee-n ->
        [0] { "" }
       *[other] , ƒéé { $fee }··
    }{ $assistant ->
        [0] { "" }
       *[other] , åñ Åššîšţåñţ åçţîöñ·······
    })··············
desc-place-short = þļåçé ýöûŕ { $value } { $at }····
desc-pass-place = þļåçé ñö ɱöŕé ðîçé ţĥîš ŕöûñð··········
desc-pass-resolve = ļéåṽé ţĥîš ðîé ûñûšéð (ñöţĥîñĝ ƒöŕ îţ)············
desc-pass-build = ƀûîļð ñöţĥîñĝ ɱöŕé ţĥîš ŕöûñð··········
desc-patent = ţåķé ţĥé þåţéñţ { $name } (îţš þŕöţöţýþé çöšţš { $cost } åñð ĝîṽéš { $vp } ţĥîš ŕöûñð; éƒƒéçţ: { $effect })······················
desc-tile = ţåķé ţĥé ŕéšéåŕçĥ ţîļé { $name } ({ $when } { $effect })········
desc-tile-over = ţåķé ţĥé ŕéšéåŕçĥ ţîļé { $name } ({ $when } { $effect }) åñð þûţ îţ öṽéŕ ţĥé ţîļé öñ ŕéšéåŕçĥ šþåçé { $space }······················
desc-share = ƀûý å šĥåŕé: { $income } åñð { $vp }·····
desc-westminster =
    ɱöṽé ûþ îñ Ŵéšţɱîñšţéŕ ţö { $step ->
        [1] ÎÎ·
        [2] ÎÎÎ··
        [3] ÎṼ·
       *[other] Ṽ·
    }: { $effect }·········
desc-westminster-top = šţåý öñ Ŵéšţɱîñšţéŕ Ṽ: { $effect }········
desc-character = ŕéçŕûîţ { $name } ƒöŕ { $cost }: { $vp } ñöŵ······
desc-character-instant = ŕéçŕûîţ { $name } ƒöŕ { $cost }: { $vp } ñöŵ, åñð åţ öñçé { $instant }·········
desc-times = ţåķé { $buzz } ƒŕöɱ ţĥé Ļöñðöñ Ţîɱéš·········
desc-possibility = { $location }: { $effect }
desc-build-self = ƀûîļð ţĥé þŕöţöţýþé { $name } ƒöŕ { $cost }: { $vp }, åñð îţš éƒƒéçţ ƒöŕ ýöû: { $effect }················
desc-build-other = ƀûîļð ţĥé þŕöţöţýþé { $name } ƒöŕ { $cost }: { $vp }, åñð îţš éƒƒéçţ ƒöŕ { $target }: { $effect }··············
desc-objective = åðṽåñçé ýöûŕ öƀĵéçţîṽé ţö ļéṽéļ { $level }···········
desc-market-new =
    þļåçé å ñéŵ åššîšţåñţ öñ Ɓļåçķ Ṁåŕķéţ ţîéŕ { $tier } ({ $cost-n ->
        [0] ƒŕéé··
       *[other] { $cost }
    })··············
desc-market-new-any = þļåçé å ñéŵ åššîšţåñţ öñ ţĥé Ɓļåçķ Ṁåŕķéţ··············
desc-market-move = ɱöṽé ýöûŕ åššîšţåñţ ûþ ƒŕöɱ ţîéŕ { $from } ţö ţîéŕ { $to } ({ $cost })··············
desc-market-move-any = ɱöṽé åñ åššîšţåñţ ûþ·······
desc-skip-assistant = ţåķé ñö Åššîšţåñţ åçţîöñ·········
desc-skip-drop = ļéåṽé ýöûŕ Ɓļåçķ Ṁåŕķéţ åššîšţåñţš ŵĥéŕé ţĥéý åŕé·················
desc-skip-poster = ķééþ ýöûŕ ƀûžž ţöķéñ ƒöŕ å ļåţéŕ þöšţéŕ·············
desc-skip = šķîþ··
desc-drop = ɱöṽé ýöûŕ Ɓļåçķ Ṁåŕķéţ åššîšţåñţ öñ ţîéŕ { $tier } öñé šţéþ ðöŵñ··················
desc-green = ûšé å ĝŕééñ ƀöñûš öñçé: { $effect }········
desc-green-any = ûšé å ĝŕééñ ƀöñûš······
desc-choose = { $effect } (ƒŕöɱ { $source })··
desc-choose-any = çĥööšé···
desc-poster = þļåçé å ƀûžž ţöķéñ öñ ţĥé þöšţéŕ öñ šþåçé { $space } ({ $bonus } éṽéŕý þĥåšé 6)··················
desc-poster-any = þļåçé å ƀûžž ţöķéñ······
desc-loan-over = ţåķé å ļöåñ öṽéŕ { $tile } (ŕéšéåŕçĥ šþåçé { $space }, ðîšçåŕðéð): { $loan } ñöŵ, îţš ţîļé'š ṼÞ åţ ţĥé éñð·······················
desc-loan-over-any-tile = å ŕéšéåŕçĥ ţîļé······
desc-trade-newspapers-die = ţŕåðé { $newspapers } ƒöŕ å ðîé (ƒŕöɱ ţĥé ñéẋţ ŕöûñð)············
desc-trade-newspapers-income = ţŕåðé { $newspapers } ƒöŕ 1 îñçöɱé······
desc-trade-newspapers-gear = ţŕåðé { $newspapers } ƒöŕ å ĝéåŕ······
desc-trade-newspapers-money = ţŕåðé å ñéŵšþåþéŕ ƒöŕ { $money }········
desc-trade-buy-energy = ƀûý åñ éñéŕĝý ƒöŕ { $price }······
desc-trade-buy-gear = ƀûý å ĝéåŕ ƒöŕ { $price }·····
desc-trade-sell-gear = šéļļ å ĝéåŕ ƒöŕ { $price }·····
desc-trade-sell-energy = šéļļ åñ éñéŕĝý ƒöŕ { $price }······
desc-trade-loan = ţåķé å ļöåñ: { $loan } ñöŵ, îţš ţîļé'š ṼÞ åţ ţĥé éñð············
desc-trade-repay = ŕéþåý å ļöåñ ƒöŕ { $loan }: îţ ţĥéñ çöšţš öñļý { $vp } åţ ţĥé éñð···············
report-not-over = ţĥé ĝåɱé îš ñöţ öṽéŕ·······
report-col-player = þļåýéŕ···
report-col-track = ţŕåçķ··
report-col-abilities = åƀîļ.··
report-col-buzz = ƀûžž··
report-col-market = ɱåŕķéţ···
report-col-objective = öƀĵ.··
report-col-loans = ļöåñš··
report-col-research = ŕéšŕçĥ···
report-col-total = ţöţåļ··
report-winners =
    { $seats-count ->
        [one]
            { $seats-you ->
                [yes] Ýöû ŵîñ···
               *[no] { $seats } ŵîñš··
            }
       *[other] { $seats } šĥåŕé ţĥé ŵîñ·····
    } ŵîţĥ { $below ->
        [1] { $vp } ṼÞ ƀéļöŵ žéŕö·····
       *[other] { $vp } ṼÞ·
    }··
report-provisional = (þļåýéð ŵîţĥ ţĥé þŕöṽîšîöñåļ çöɱþöñéñţ šéţ: ñûɱƀéŕš ţåĝĝéð Þ åŕé ñöţ ţĥé þŕîñţéð öñéš)····························
log-market-new =
    { $who-you ->
        [yes] Ýöû þļåçé····
       *[no] { $who } þļåçéš···
    } åñ åššîšţåñţ öñ Ɓļåçķ Ṁåŕķéţ ţîéŕ { $tier } ({ $cost-n ->
        [0] ƒŕéé··
       *[other] { $cost }
    })············
log-market-move =
    { $who-you ->
        [yes] Ýöû ɱöṽé···
       *[no] { $who } ɱöṽéš··
    } åñ åššîšţåñţ ûþ ƒŕöɱ ţîéŕ { $from } ţö ţîéŕ { $to } ({ $cost })···········
log-market-burst = Ţĥé Ɓļåçķ Ṁåŕķéţ ƀûŕšţš: éṽéŕý öţĥéŕ åššîšţåñţ ĝöéš ĥöɱé···················
log-market-drop =
    { $who-you ->
        [yes] Ýöû ɱöṽé···
       *[no] { $who } ɱöṽéš··
    } åñ åššîšţåñţ ðöŵñ ƒŕöɱ ţîéŕ { $from } ţö ţîéŕ { $to }············
log-market-drop-gear =
    { $who-you ->
        [yes] Ýöû ɱöṽé···
       *[no] { $who } ɱöṽéš··
    } åñ åššîšţåñţ ðöŵñ ƒŕöɱ ţîéŕ { $from } ţö ţîéŕ { $to } åñð { $who-you ->
        [yes] ţåķé··
       *[no] ţåķéš··
    } å ƀåññéŕ ĝéåŕ··················
log-market-drop-off =
    { $who-you ->
        [yes] Ýöû ɱöṽé···
       *[no] { $who } ɱöṽéš··
    } åñ åššîšţåñţ ðöŵñ ƒŕöɱ ţîéŕ { $from } öƒƒ ţĥé Ɓļåçķ Ṁåŕķéţ················
log-market-drop-off-gear =
    { $who-you ->
        [yes] Ýöû ɱöṽé···
       *[no] { $who } ɱöṽéš··
    } åñ åššîšţåñţ ðöŵñ ƒŕöɱ ţîéŕ { $from } öƒƒ ţĥé Ɓļåçķ Ṁåŕķéţ åñð { $who-you ->
        [yes] ţåķé··
       *[no] ţåķéš··
    } å ƀåññéŕ ĝéåŕ······················
log-buzz =
    { $who-you ->
        [yes] Ýöû åðṽåñçé····
       *[no] { $who } åðṽåñçéš····
    } öñ ţĥé ƀûžž ţŕåçķ ƒŕöɱ šþåçé { $from } ţö šþåçé { $to }············
log-flyer =
    { $who-you ->
        [yes] Ýöû ŕéåçĥ····
       *[no] { $who } ŕéåçĥéš···
    } å ƒļýéŕ öñ šþåçé { $space }: { $effect }······
log-buzz-end =
    { $who-you ->
        [yes] Ýöû ŕéåçĥ····
       *[no] { $who } ŕéåçĥéš···
    } ţĥé éñð öƒ ţĥé ƀûžž ţŕåçķ { $place ->
        [1] ƒîŕšţ··
        [2] šéçöñð···
        [3] ţĥîŕð··
       *[other] îñ þļåçé { $place }···
    }········
log-poster =
    { $who-you ->
        [yes] Ýöû þļåçé····
       *[no] { $who } þļåçéš···
    } å ƀûžž ţöķéñ öñ ţĥé þöšţéŕ öñ šþåçé { $space }············
log-action =
    { $who-you ->
        [yes] Ýöû ţåķé···
       *[no] { $who } ţåķéš··
    } åçţîöñ šþåçé { $space } { $at } ŵîţĥ å { $value }: { $what }·······
taken-patent = ţĥé þåţéñţ { $name }····
taken-tile = ţĥé ŕéšéåŕçĥ ţîļé { $name }······
taken-tile-over = ţĥé ŕéšéåŕçĥ ţîļé { $name }, öṽéŕ { $over } öñ ŕéšéåŕçĥ šþåçé { $space }··············
taken-share = å šĥåŕé ({ $income } åñð { $vp })····
taken-westminster = å šţéþ ûþ îñ Ŵéšţɱîñšţéŕ········
taken-character = ţĥé çĥåŕåçţéŕ { $name }·····
taken-times = ƀûžž ƒŕöɱ ţĥé Ļöñðöñ Ţîɱéš·········
log-leave-die =
    { $who-you ->
        [yes] Ýöû ļéåṽé····
       *[no] { $who } ļéåṽéš···
    } å ðîé { $at } ûñûšéð····
log-westminster =
    { $who-you ->
        [yes] Ýöû åŕé···
       *[no] { $who } îš·
    } öñ Ŵéšţɱîñšţéŕ { $step ->
        [0] ţĥé šţåŕ···
        [1] ÎÎ·
        [2] ÎÎÎ··
        [3] ÎṼ·
       *[other] Ṽ·
    }: { $effect }······
log-recruit =
    { $who-you ->
        [yes] Ýöû ŕéçŕûîţ····
       *[no] { $who } ŕéçŕûîţš····
    } { $name } ƒöŕ { $cost } åñð { $who-you ->
        [yes] šçöŕé··
       *[no] šçöŕéš···
    } { $vp }···
log-ticket =
    { $who-you ->
        [yes] Ýöû þûţ···
       *[no] { $who } þûţš··
    } å { $value } ûñðéŕ å ţîçķéţ ƒöŕ { $vp }·······
log-place =
    { $who-you ->
        [yes] Ýöû þļåçé····
       *[no] { $who } þļåçéš···
    } å { $value } { $on } (þļåçéɱéñţ šþåçé { $space }{ $fee-n ->
        [0] { "" }
       *[other] , ƒéé { $fee }··
    })······
log-pass-place =
    { $who-you ->
        [yes] Ýöû þļåçé····
       *[no] { $who } þļåçéš···
    } ñö ɱöŕé ðîçé ţĥîš ŕöûñð········
log-use-objective =
    { $who-you ->
        [yes] Ýöû ûšé···
       *[no] { $who } ûšéš··
    } åñ Åššîšţåñţ åçţîöñ öñ ţĥé öƀĵéçţîṽé ţŕåçķ···············
log-use-market-new =
    { $who-you ->
        [yes] Ýöû ûšé···
       *[no] { $who } ûšéš··
    } åñ Åššîšţåñţ åçţîöñ ţö þļåçé å ñéŵ åššîšţåñţ öñ ţĥé Ɓļåçķ Ṁåŕķéţ······················
log-use-market-move =
    { $who-you ->
        [yes] Ýöû ûšé···
       *[no] { $who } ûšéš··
    } åñ Åššîšţåñţ åçţîöñ ţö ɱöṽé åñ åššîšţåñţ ûþ ţĥé Ɓļåçķ Ṁåŕķéţ····················
log-use-drop =
    { $who-you ->
        [yes] Ýöû ɱöṽé···
       *[no] { $who } ɱöṽéš··
    } å Ɓļåçķ Ṁåŕķéţ åššîšţåñţ ðöŵñ åƒţéŕ þļåçîñĝ å ðîé·················
log-use-poster =
    { $who-you ->
        [yes] Ýöû þļåçé····
       *[no] { $who } þļåçéš···
    } å ƀûžž ţöķéñ öñ å þöšţéŕ········
log-use-green =
    { $who-you ->
        [yes] Ýöû ûšé···
       *[no] { $who } ûšéš··
    } å ĝŕééñ ƀöñûš öñçé: { $effect }······
log-use-choice =
    { $who-you ->
        [yes] Ýöû çĥööšé····
       *[no] { $who } çĥööšéš···
    } { $effect } (ƒŕöɱ { $source })··
log-skip-assistant =
    { $who-you ->
        [yes] Ýöû ţåķé···
       *[no] { $who } ţåķéš··
    } ñö Åššîšţåñţ åçţîöñ·······
log-skip-drop =
    { $who-you ->
        [yes] Ýöû ļéåṽé ýöûŕ·····
       *[no] { $who } ļéåṽéš ţĥéîŕ·····
    } Ɓļåçķ Ṁåŕķéţ åššîšţåñţš ŵĥéŕé ţĥéý åŕé··············
log-skip-poster =
    { $who-you ->
        [yes] Ýöû ķééþ ýöûŕ·····
       *[no] { $who } ķééþš ţĥéîŕ····
    } ƀûžž ţöķéñ ƒöŕ å ļåţéŕ þöšţéŕ··········
log-skip =
    { $who-you ->
        [yes] Ýöû þåšš···
       *[no] { $who } þåššéš···
    }
log-trade-newspapers-die =
    { $who-you ->
        [yes] Ýöû ţŕåðé····
       *[no] { $who } ţŕåðéš···
    } { $newspapers } ƒöŕ å ðîé···
log-trade-newspapers-income =
    { $who-you ->
        [yes] Ýöû ţŕåðé····
       *[no] { $who } ţŕåðéš···
    } { $newspapers } ƒöŕ 1 îñçöɱé····
log-trade-newspapers-gear =
    { $who-you ->
        [yes] Ýöû ţŕåðé····
       *[no] { $who } ţŕåðéš···
    } { $newspapers } ƒöŕ å ĝéåŕ····
log-trade-newspapers-money =
    { $who-you ->
        [yes] Ýöû ţŕåðé····
       *[no] { $who } ţŕåðéš···
    } å ñéŵšþåþéŕ ƒöŕ { $money }······
log-trade-buy-energy =
    { $who-you ->
        [yes] Ýöû ƀûý···
       *[no] { $who } ƀûýš··
    } åñ éñéŕĝý ƒöŕ { $price }·····
log-trade-buy-gear =
    { $who-you ->
        [yes] Ýöû ƀûý···
       *[no] { $who } ƀûýš··
    } å ĝéåŕ ƒöŕ { $price }····
log-trade-sell-gear =
    { $who-you ->
        [yes] Ýöû šéļļ···
       *[no] { $who } šéļļš··
    } å ĝéåŕ ƒöŕ { $price }····
log-trade-sell-energy =
    { $who-you ->
        [yes] Ýöû šéļļ···
       *[no] { $who } šéļļš··
    } åñ éñéŕĝý ƒöŕ { $price }·····
log-trade-loan =
    { $who-you ->
        [yes] Ýöû ƀöŕŕöŵ····
       *[no] { $who } ƀöŕŕöŵš···
    } { $loan }
log-trade-repay =
    { $who-you ->
        [yes] Ýöû ŕéþåý····
       *[no] { $who } ŕéþåýš···
    } å ļöåñ ƒöŕ { $loan }: îţ ţĥéñ çöšţš öñļý { $vp } åţ ţĥé éñð·············
log-loan-over =
    { $who-you ->
        [yes] Ýöû ƀöŕŕöŵ····
       *[no] { $who } ƀöŕŕöŵš···
    } { $loan }, ţĥé ļöåñ ţîļé ĝöîñĝ öṽéŕ { $tile } öñ ŕéšéåŕçĥ šþåçé { $space }··············
log-short =
    { $who-you ->
        [yes] Ýöû åŕé···
       *[no] { $who } îš·
    } { $short } šĥöŕţ åñð ɱûšţ ŕåîšé îţ········
log-gain-die =
    { $who-you ->
        [yes] Ýöû ĝåîñ···
       *[no] { $who } ĝåîñš··
    } å ðîé (ƒŕöɱ ţĥé ñéẋţ ŕöûñð)········
log-objective =
    { $who-you ->
        [yes] Ýöû ŕéåçĥ····
       *[no] { $who } ŕéåçĥéš···
    } öƀĵéçţîṽé ļéṽéļ { $level }······
log-loan =
    { $who-you ->
        [yes] Ýöûŕ··
       *[no] { $who }'š·
    } ļöåñ ţîļé çöšţš { $vp } åţ ţĥé éñð ûñļéšš ŕéþåîð··············
log-watch =
    { $who-you ->
        [yes] Ýöû ţåķé···
       *[no] { $who } ţåķéš··
    } ţĥé Þöçķéţ Ŵåţçĥ······
log-tile =
    { $who-you ->
        [yes] Ýöû þļåçé····
       *[no] { $who } þļåçéš···
    } ţĥé ŕéšéåŕçĥ ţîļé { $name } öñ ŕéšéåŕçĥ šþåçé { $space }············
log-die-no-action =
    { $who-you ->
        [yes] Ýöûŕ··
       *[no] { $who }'š·
    } ðîé { $at } ĥåš ñö åçţîöñ: { $money }······
log-salaries =
    { $who-you ->
        [yes] Ýöû þåý···
       *[no] { $who } þåýš··
    } { $money } îñ šåļåŕîéš····
log-ability =
    { $who-you ->
        [yes] Ýöû ûšé···
       *[no] { $who } ûšéš··
    } ţĥé åƀîļîţý öƒ { $name }: { $effect }·····
log-income =
    { $who-you ->
        [yes] Ýöû ŕéçéîṽé····
       *[no] { $who } ŕéçéîṽéš····
    } { $money } öƒ îñçöɱé····
log-build-self =
    { $who-you ->
        [yes] Ýöû ƀûîļð····
       *[no] { $who } ƀûîļðš···
    } ţĥé þŕöţöţýþé { $name } ƒöŕ { $cost }, { $who-you ->
        [yes] šçöŕé··
       *[no] šçöŕéš···
    } { $vp } åñð { $who-you ->
        [yes] ķééþ··
       *[no] ķééþš··
    } îţš éƒƒéçţ: { $effect }···········
log-build-other =
    { $who-you ->
        [yes] Ýöû ƀûîļð····
       *[no] { $who } ƀûîļðš···
    } ţĥé þŕöţöţýþé { $name } ƒöŕ { $cost } åñð { $who-you ->
        [yes] šçöŕé··
       *[no] šçöŕéš···
    } { $vp }; { $target-you ->
        [yes] ýöû ĝéţ···
       *[no] { $target } ĝéţš··
    } îţš éƒƒéçţ: { $effect }···········
log-pass-build =
    { $who-you ->
        [yes] Ýöû ƀûîļð····
       *[no] { $who } ƀûîļðš···
    } ñöţĥîñĝ ɱöŕé ţĥîš ŕöûñð········
waiting-commit = éṽéŕý šéåţ îš çĥööšîñĝ îţš ðîçé ṽåļûéš (`ðîçé 6 5 2 1`)···············
waiting-debt = { $seat } ɱûšţ ŕåîšé { $debt } (`ñéŵšþåþéŕš ɱöñéý`, `šéļļ ĝéåŕ`, `šéļļ éñéŕĝý`, `ļöåñ`)···················
waiting-assistant =
    { $seat-you ->
        [yes] ýöû ţåķé···
       *[no] { $seat } ţåķéš··
    } åñ Åššîšţåñţ åçţîöñ (`öƀĵéçţîṽé`, `ɱåŕķéţ ñéŵ`, `ɱåŕķéţ ɱöṽé Ñ`, `šķîþ`)····················
waiting-drop = { $seat } ɱåý ɱöṽé å Ɓļåçķ Ṁåŕķéţ åššîšţåñţ ðöŵñ (`ðŕöþ Ñ`, `šķîþ`)·················
waiting-green =
    { $seat-you ->
        [yes] ýöû çĥööšé····
       *[no] { $seat } çĥööšéš···
    } å ĝŕééñ ƀöñûš ţö ûšé·······
waiting-choose =
    { $seat-you ->
        [yes] ýöû çĥööšé····
       *[no] { $seat } çĥööšéš···
    } öñé öƒ { $effect } ƒŕöɱ { $source } (`çĥööšé Ñ`)·······
waiting-poster = { $seat } ɱåý þļåçé å ƀûžž ţöķéñ öñ ţĥé þöšţéŕ åţ { $space } (`þöšţéŕ`, `šķîþ`)·················
waiting-place =
    { $seat-you ->
        [yes] ýöû þļåçé å ðîé öŕ þåšš········
       *[no] { $seat } þļåçéš å ðîé öŕ þåššéš········
    }
waiting-resolve = ţĥé ðîé { $at } åçţš (öŕ `þåšš`)·······
waiting-phase-3 = þĥåšé 3··
waiting-build =
    { $seat-you ->
        [yes] ýöû ƀûîļð····
       *[no] { $seat } ƀûîļðš···
    } þŕöţöţýþéš (`ƀûîļð ÎÐ`, `þåšš`)·········
waiting-over = ţĥé ĝåɱé îš öṽéŕ······
waiting-round = ţĥé ŕöûñð ĝöéš öñ······
act-dice = çĥööšé ţĥé ðîçé { $dice }······
act-dice-extra = çĥööšé ţĥé ðîçé { $dice } ŵîţĥ åñ éẋţŕå ðîé···········
act-place = þļåçé ýöûŕ { $value } öñ þļåçéɱéñţ šþåçé { $space } { $of }··········
act-pass = þåšš··
act-patent = ţåķé ţĥé þåţéñţ { $name }······
act-tile = ţåķé ţĥé ŕéšéåŕçĥ ţîļé { $name }········
act-tile-over = ţåķé ţĥé ŕéšéåŕçĥ ţîļé { $name } öṽéŕ ŕéšéåŕçĥ šþåçé { $space }···············
act-share = ƀûý å šĥåŕé ({ $income } åñð { $vp })·····
act-share-any = ƀûý å šĥåŕé····
act-no-such-component = å çåŕð ţĥåţ ðöéš ñöţ éẋîšţ·········
act-westminster = ɱöṽé ûþ îñ Ŵéšţɱîñšţéŕ········
act-character = ŕéçŕûîţ { $name }···
act-times = ţåķé ƀûžž ƒŕöɱ ţĥé Ļöñðöñ Ţîɱéš···········
act-possibility = çĥööšé “{ $effect }” { $at }···
act-possibility-any = çĥööšé å þöššîƀîļîţý { $at }········
act-build = ƀûîļð ţĥé þŕöţöţýþé { $name }·······
act-build-for = ƀûîļð ţĥé þŕöţöţýþé { $name } ƒöŕ { $target }········
act-objective = åðṽåñçé ýöûŕ öƀĵéçţîṽé········
act-market-new = þļåçé å ñéŵ åššîšţåñţ öñ ţĥé Ɓļåçķ Ṁåŕķéţ··············
act-market-move = ɱöṽé ûþ ýöûŕ åššîšţåñţ öñ Ɓļåçķ Ṁåŕķéţ ţîéŕ { $tier }···············
act-skip = šķîþ··
act-drop = ɱöṽé ýöûŕ åššîšţåñţ öñ Ɓļåçķ Ṁåŕķéţ ţîéŕ { $tier } öñé šţéþ ðöŵñ··················
act-green-tile = ûšé ţĥé ĝŕééñ ƀöñûš öƒ ŕéšéåŕçĥ šþåçé { $space }·············
act-green-market = ûšé ţĥé ĝŕééñ ƀöñûš öƒ Ɓļåçķ Ṁåŕķéţ ţîéŕ { $tier }··············
act-green-character = ûšé ţĥé ĝŕééñ ƀöñûš öƒ { $name }········
act-green-watch = ûšé ţĥé ĝŕééñ ƀöñûš öƒ ţĥé Þöçķéţ Ŵåţçĥ·············
act-choose = çĥööšé åļţéŕñåţîṽé { $n }·······
act-poster = þļåçé å ƀûžž ţöķéñ öñ ţĥé þöšţéŕ···········
act-loan-over = ţåķé å ļöåñ öṽéŕ ŕéšéåŕçĥ šþåçé { $space }···········
act-trade-newspapers-die = ţŕåðé { $newspapers } ƒöŕ å ðîé·····
act-trade-newspapers-income = ţŕåðé { $newspapers } ƒöŕ 1 îñçöɱé······
act-trade-newspapers-gear = ţŕåðé { $newspapers } ƒöŕ å ĝéåŕ······
act-trade-newspapers-money = ţŕåðé å ñéŵšþåþéŕ ƒöŕ { $money }········
act-trade-buy-energy = ƀûý åñ éñéŕĝý·····
act-trade-buy-gear = ƀûý å ĝéåŕ····
act-trade-sell-gear = šéļļ å ĝéåŕ····
act-trade-sell-energy = šéļļ åñ éñéŕĝý·····
act-trade-loan = ţåķé å ļöåñ····
act-trade-repay = ŕéþåý å ļöåñ····
refusal-no-extra-die = åñ éẋţŕå ðîé ñééðš { $need } åñð ƒéŵéŕ ţĥåñ { $max } ðîçé; ýöû ĥåṽé { $newspapers } åñð { $dice } ðîçé··················
refusal-wrong-dice = çĥööšé å ṽåļûé ƒŕöɱ 1 ţö 6 ƒöŕ éåçĥ öƒ ýöûŕ { $k } ðîçé··············
refusal-not-now = ýöû çåññöţ { $action } ñöŵ: { $waiting }·····
refusal-loan-needs-tile = éṽéŕý ŕéšéåŕçĥ šþåçé îš ţåķéñ: šåý ŵĥîçĥ ŕéšéåŕçĥ ţîļé ţĥé ļöåñ ŕéþļåçéš (`ļöåñ öṽéŕ Ñ`, ŔÛĻÎÑĜŠ 17)·······························
refusal-loan-over-no-tile = ŕéšéåŕçĥ šþåçé { $space } ĥöļðš ñö ŕéšéåŕçĥ ţîļé: å ļöåñ ĝöéš öṽéŕ å ŕéšéåŕçĥ ţîļé························
refusal-loan-over-plain = å ŕéšéåŕçĥ šþåçé îš éɱþţý, öŕ ñöñé ĥöļðš å ţîļé: ţåķé å þļåîñ `ļöåñ`·····················
refusal-trade-debt = ýöû çåññöţ { $action }: îţ ŕåîšéš ñö ɱöñéý, åñð ýöû öŵé { $debt }; ŕåîšé îţ ŵîţĥ `ñéŵšþåþéŕš ɱöñéý`, `šéļļ ĝéåŕ`, `šéļļ éñéŕĝý` öŕ `ļöåñ`··································
refusal-trade-undoes = ýöû çåññöţ { $action }: îţ ŵöûļð ûñðö å ţŕåðé ýöû ɱåðé šîñçé ýöûŕ ļåšţ ɱöṽé ({ $undone }); ɱåķé å ɱöṽé ƒîŕšţ··························
refusal-trades-exhausted = ýöû ɱåðé { $n } ţŕåðéš šîñçé ýöûŕ ļåšţ ɱöṽé, åš ɱåñý åš ýöû ɱåý; ɱåķé å ɱöṽé ƒîŕšţ························
refusal-trade = ýöû çåññöţ { $action }: { $reason }····
refusal-no-such-die = ýöû ĥåṽé ñö ûñþļåçéð ðîé šĥöŵîñĝ { $value }; ýöûŕ ðîçé ţö þļåçé: { $dice }·················
refusal-no-dice = ñöñé··
refusal-no-such-space = { $location } ĥåš { $n } þļåçéɱéñţ šþåçéš········
refusal-space-taken = šþåçé { $space } { $of } îš ţåķéñ·····
refusal-space-needs = šþåçé { $space } { $of } ñééðš å ðîé öƒ åţ ļéåšţ { $min }··········
refusal-cannot-build = ýöû çåññöţ { $action }: ýöû çåññöţ þåý ƒöŕ îţ (ñéŵšþåþéŕš åŕé ɱîššîñĝ) öŕ ýöû ƀûîļţ ţŵö þŕöţöţýþéš åļŕéåðý·······························
refusal-no-such-patent = ýöû çåññöţ { $action }: ýöû ĥåṽé ñö šûçĥ þåţéñţ (þåţéñţš åŕé ƀûîļţ öñçé)···················
refusal-not-possible = ýöû çåññöţ { $action } ñöŵ·····
refusal-no-such-alternative = ýöû çåññöţ { $action }: ţĥéŕé îš ñö šûçĥ åļţéŕñåţîṽé··············
refusal-not-available = ýöû çåññöţ { $action } ŵîţĥ ţĥîš ðîé ñöŵ··········
trade-reason-newspapers-die = å ðîé çöšţš { $need } åñð ýöû ɱåý ĥåṽé { $max } ðîçé åţ ɱöšţ (ýöû ĥåṽé { $newspapers } åñð { $dice } ðîçé)···················
trade-reason-newspapers = îţ çöšţš { $need }; ýöû ĥåṽé { $newspapers }······
trade-reason-no-newspaper = ýöû ĥåṽé ñö ñéŵšþåþéŕ········
trade-reason-buy-energy = éñéŕĝý çöšţš { $price }; ýöû ĥåṽé { $money }········
trade-reason-buy-gear = å ĝéåŕ çöšţš { $price }; ýöû ĥåṽé { $money }·······
trade-reason-no-gear = ýöû ĥåṽé ñö ĝéåŕ······
trade-reason-no-energy = ýöû ĥåṽé ñö éñéŕĝý······
trade-reason-loan = ļöåñš åŕé åļŵåýš þöššîƀļé·········
trade-reason-repay = ŕéþåýîñĝ ñééðš åñ öþéñ ļöåñ åñð { $loan }; ýöû ĥåṽé { $money }··············
patent-audiobook = Åûðîöƀööķ····
patent-hydraulic-crane = Ĥýðŕåûļîç Çŕåñé······
patent-thinking-machine = Ţĥîñķîñĝ Ṁåçĥîñé······
patent-beer-glass-counter = Ɓééŕ Ĝļåšš Çöûñţéŕ·······
patent-climate-changer = Çļîɱåţé Çĥåñĝéŕ······
patent-iron-bridge = Îŕöñ Ɓŕîðĝé····
patent-denim-loom = Ðéñîɱ Ļööɱ····
patent-glass-house = Ĝļåšš Ĥöûšé····
patent-telegraph = Éļéçţŕîç Ţéļéĝŕåþĥ·······
patent-revolver = Ŕéṽöļṽîñĝ Þîšţöļ······
patent-vulcanized-rubber = Ṽûļçåñîžéð Ŕûƀƀéŕ·······
patent-reaper = Ṁéçĥåñîçåļ Ŕéåþéŕ·······
patent-difference-engine = Ðîƒƒéŕéñçé Éñĝîñé·······
patent-electric-motor = Éļéçţŕîç Ṁöţöŕ······
patent-daguerreotype = Ðåĝûéŕŕéöţýþé······
patent-calotype = Çåļöţýþé····
patent-bessemer-converter = Ɓéššéɱéŕ Çöñṽéŕţéŕ·······
patent-safety-elevator = Šåƒéţý Éļéṽåţöŕ······
patent-dynamo = Ðýñåɱö···
patent-cast-steel-cannon = Çåšţ Šţééļ Çåññöñ······
patent-steam-locomotive = Šţéåɱ Ļöçöɱöţîṽé······
patent-tempest-prognosticator = Ţéɱþéšţ Þŕöĝñöšţîçåţöŕ·········
patent-koh-i-noor-case = Ķöĥ-î-Ñööŕ Çåšé·····
patent-envelope-machine = Éñṽéļöþé Ṁåçĥîñé······
patent-sewing-machine = Šéŵîñĝ Ṁåçĥîñé······
patent-fire-engine = Šţéåɱ Ƒîŕé Éñĝîñé······
patent-concert-piano = Çöñçéŕţ Ĝŕåñð Þîåñö·······
patent-stereoscope = Šţéŕéöšçöþé·····
patent-gas-cooker = Ĝåš Çööķéŕ····
patent-lighthouse-lens = Ļîĝĥţĥöûšé Ļéñš······
character-bronte = Çĥåŕļöţţé Ɓŕöñţë······
character-holmes = Šĥéŕļöçķ Ĥöļɱéš······
character-fogg = Þĥîļéåš Ƒöĝĝ·····
character-strauss = Ļéṽî Šţŕåûšš·····
character-edwards = Åɱéļîå Éðŵåŕðš······
character-paxton = Ĵöšéþĥ Þåẋţöñ·····
character-lovelace = Åðå Ļöṽéļåçé·····
character-brunel = Îšåɱƀåŕð Ķîñĝðöɱ Ɓŕûñéļ·········
character-faraday = Ṁîçĥåéļ Ƒåŕåðåý······
character-babbage = Çĥåŕļéš Ɓåƀƀåĝé······
character-darwin = Çĥåŕļéš Ðåŕŵîñ······
character-dickens = Çĥåŕļéš Ðîçķéñš······
character-nightingale = Ƒļöŕéñçé Ñîĝĥţîñĝåļé········
character-morse = Šåɱûéļ Ṁöŕšé·····
character-colt = Šåɱûéļ Çöļţ····
character-goodyear = Çĥåŕļéš Ĝööðýéåŕ······
character-mccormick = Çýŕûš ṀçÇöŕɱîçķ······
character-albert = Þŕîñçé Åļƀéŕţ·····
character-cole = Ĥéñŕý Çöļé····
character-lind = Ĵéññý Ļîñð····
character-tennyson = Åļƒŕéð Ţéññýšöñ······
character-stephenson = Ŕöƀéŕţ Šţéþĥéñšöñ·······
character-gaskell = Éļîžåƀéţĥ Ĝåšķéļļ·······
character-anning = Ṁåŕý Åññîñĝ····
character-talbot = Ŵîļļîåɱ Ƒöẋ Ţåļƀöţ·······
character-daguerre = Ļöûîš Ðåĝûéŕŕé······
character-bessemer = Ĥéñŕý Ɓéššéɱéŕ······
character-otis = Éļîšĥå Öţîš····
character-siemens = Ŵéŕñéŕ ṽöñ Šîéɱéñš·······
character-krupp = Åļƒŕéð Ķŕûþþ·····
tile-ledger = Ļéðĝéŕ···
tile-press-release = Þŕéšš Ŕéļéåšé·····
tile-steam-study = Šţéåɱ Šţûðý····
tile-gear-works = Ĝéåŕ Ŵöŕķš····
tile-pamphlets = Þåɱþĥļéţš····
tile-windfall = Ŵîñðƒåļļ····
tile-patronage = Þåţŕöñåĝé····
tile-salon = Šåļöñ··
tile-coal-seam = Çöåļ Šéåɱ····
tile-foundry = Ƒöûñðŕý···
tile-broadsheet = Ɓŕöåðšĥééţ····
tile-rent-roll = Ŕéñţ Ŕöļļ····
tile-lecture-hall = Ļéçţûŕé Ĥåļļ·····
tile-arcade = Šĥöþþîñĝ Åŕçåðé······
tile-workshop = Ŵöŕķšĥöþ····
tile-gallery = Ĝåļļéŕý···
tile-trust-fund = Ţŕûšţ Ƒûñð····
tile-telegraph-office = Ţéļéĝŕåþĥ Öƒƒîçé······
tile-gasworks = Ĝåšŵöŕķš····
tile-bookshop = Ɓööķšĥöþ····
tile-bounty = Ɓöûñţý···
tile-spare-parts = Šþåŕé Þåŕţš····
tile-battery = Ɓåţţéŕý···
tile-scoop = Šçööþ··
tile-rumour = Ŕûɱöûŕ···
tile-dividend = Ðîṽîðéñð····
tile-apprentice = Åþþŕéñţîçé····
tile-petition = Þéţîţîöñ····
tile-fixer = Ƒîẋéŕ··
tile-medal = Ṁéðåļ··
tile-prospectus = Þŕöšþéçţûš····
tile-exhibition-guide = Éẋĥîƀîţîöñ Ĝûîðé······
tile-advertisement = Åðṽéŕţîšéɱéñţ······
tile-patronage-letter = Ļéţţéŕ öƒ Þåţŕöñåĝé·······
tile-royal-charter = Ŕöýåļ Çĥåŕţéŕ·····
tile-engine-works = Éñĝîñé Ŵöŕķš·····
tile-prize-medal = Þŕîžé Ṁéðåļ····
tile-bank-note = Ɓåñķ Ñöţé····
tile-steam-press = Šţéåɱ Þŕéšš····
tile-chronometer = Ṁåŕîñé Çĥŕöñöɱéţéŕ·······
tile-salon-circle = Ļîţéŕåŕý Çîŕçļé······
tile-patron = Ŵéåļţĥý Þåţŕöñ······
tile-society = Ŕöýåļ Šöçîéţý·····
tile-dinner = Çļûƀ Ðîññéŕ····
tile-grand-tour = Ĝŕåñð Ţöûŕ····
nation-france = Ƒŕåñçé···
nation-united-kingdom = Ûñîţéð Ķîñĝðöɱ······
nation-japan = Ĵåþåñ··
nation-spain = Šþåîñ··
nation-italy = Îţåļý··
nation-prussia = Þŕûššîå···
nation-russia = Ŕûššîå···
nation-united-states = Ûñîţéð Šţåţéš·····
nation-austria = Åûšţŕîå···
nation-netherlands = Ñéţĥéŕļåñðš·····
parse-in = `{ $text }`: { $why }
parse-missing = ɱîššîñĝ { $what }···
parse-not-number = `{ $word }` îš ñöţ å ñûɱƀéŕ ({ $what })·····
what-die-value = ţĥé ðîé ṽåļûé·····
what-placement-space = ţĥé þļåçéɱéñţ šþåçé·······
what-research-space = ţĥé ŕéšéåŕçĥ šþåçé·······
what-seat = ţĥé šéåţ···
what-tier = ţĥé ţîéŕ···
what-alternative = ţĥé åļţéŕñåţîṽé······
what-location = ţĥé ļöçåţîöñ·····
what-possibility = ţĥé þöššîƀîļîţý······
what-patent = ţĥé þåţéñţ····
what-research-tile = ţĥé ŕéšéåŕçĥ ţîļé······
what-share = ţĥé šĥåŕé····
what-character = ţĥé çĥåŕåçţéŕ·····
parse-no-such-patent = ţĥéŕé îš ñö þåţéñţ `{ $id }`······
parse-no-such-research-tile = ţĥéŕé îš ñö ŕéšéåŕçĥ ţîļé `{ $id }`·········
parse-no-such-share = ţĥéŕé îš ñö šĥåŕé `{ $id }`······
parse-no-such-character = ţĥéŕé îš ñö çĥåŕåçţéŕ `{ $id }`········
parse-too-long = ţöö ļöñĝ ƒöŕ åñ åçţîöñ········
parse-empty = éɱþţý åçţîöñ·····
parse-not-die-word = `{ $word }` îš ñöţ å ðîé ṽåļûé (1-6)······
parse-not-die = { $value } îš ñöţ å ðîé ṽåļûé (1-6)······
parse-at-most-6 = åţ ɱöšţ 6 ðîçé····
parse-not-location = `{ $word }` îš ñöţ å ļöçåţîöñ; ļöçåţîöñš: þåţéñţš ɱûšéûɱ ƀåñķ ŵéšţɱîñšţéŕ çļûƀ ţîɱéš þöŕţ šţåţîöñ·····························
parse-die-and-space = å ðîé ṽåļûé 1-6 åñð å šþåçé ñûɱƀéŕ ƒŕöɱ 1············
parse-research-from-1 = ŕéšéåŕçĥ šþåçéš åŕé ñûɱƀéŕéð ƒŕöɱ 1············
parse-tiers-from-1 = ţîéŕš åŕé ñûɱƀéŕéð ƒŕöɱ 1········
parse-expected-over = `{ $word }`: éẋþéçţéð `öṽéŕ Ñ`······
parse-expected-for = `{ $word }`: éẋþéçţéð `ƒöŕ ŠÉÅŢ`······
parse-not-possibility = `{ $word }` îš ñöţ å þöššîƀîļîţý ĥéŕé; ţĥéý åŕé { $names }············
parse-no-seat = ţĥéŕé îš ñö šéåţ { $seat }······
parse-market-forms = éẋþéçţéð `ɱåŕķéţ ñéŵ` öŕ `ɱåŕķéţ ɱöṽé ŢÎÉŔ`··············
parse-green-forms = éẋþéçţéð `ĝŕééñ ţîļé Ñ`, `ĝŕééñ ɱåŕķéţ Ñ`, `ĝŕééñ çĥåŕåçţéŕ ÎÐ` öŕ `ĝŕééñ ŵåţçĥ`························
parse-alternatives = åļţéŕñåţîṽéš åŕé ñûɱƀéŕéð 1 ţö 9··········
parse-loan-forms = éẋþéçţéð `ļöåñ` öŕ `ļöåñ öṽéŕ Ñ`··········
parse-trade-forms = éẋþéçţéð ñéŵšþåþéŕš ðîé|îñçöɱé|ĝéåŕ|ɱöñéý, ƀûý éñéŕĝý|ĝéåŕ öŕ šéļļ ĝéåŕ|éñéŕĝý··························
parse-not-action = `{ $word }` îš ñöţ åñ åçţîöñ; åçţîöñš ƀéĝîñ ŵîţĥ ðîçé, þļåçé, þåšš, þåţéñţ, ţîļé, šĥåŕé, ŵéšţɱîñšţéŕ, çĥåŕåçţéŕ, ţîɱéš, þöŕţ, šţåţîöñ, ƀûîļð, öƀĵéçţîṽé, ɱåŕķéţ, šķîþ, ðŕöþ, ĝŕééñ, çĥööšé, þöšţéŕ, ñéŵšþåþéŕš, ƀûý, šéļļ, ļöåñ, ŕéþåý··································································
parse-unexpected = ûñéẋþéçţéð `{ $word }` åţ ţĥé éñð········

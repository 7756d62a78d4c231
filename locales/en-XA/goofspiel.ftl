# The pseudo-locale en-XA: locales/en/goofspiel.ftl with its letters accented and 40 % longer.
# Made by crates/gaslamp-core/tests/pseudo_locale.rs: do not edit.

game-title = Ĝööƒšþîéļ····
board-head = Ĝööƒšþîéļ, { $players } þļåýéŕš, { $cards } çåŕðš —·········
board-round = ŕöûñð { $round } öƒ { $cards }: þŕîžé { $prize } (þŕîžéš ļéƒţ: { $left })·········
board-over = ĝåɱé öṽéŕ····
board-you-bid = ýöû ƀîð { $card }···
board-has-bid = ĥåš ƀîð···
board-to-bid = ţö ƀîð··
board-seat =
    { $seat-you ->
        [yes] Ýöû··
       *[no] { $seat }
    }: šçöŕé { $score }, ĥåñð { $hand }····
board-won-it = { $seat } ŵöñ îţ··
board-tied = ţîéð ĥîĝĥéšţ ƀîðš, ðîšçåŕðéð··········
board-last = ļåšţ ŕöûñð: þŕîžé { $prize }, ƀîðš { $bids }, { $who }········
banner-round = Ŕöûñð { $round } öƒ { $cards }, þŕîžé { $prize }·····
banner-over = Ĝåɱé öṽéŕ····
log-bid-secret =
    { $who-you ->
        [yes] Ýöû ƀîð ýöûŕ { $card } (šéçŕéţ ûñţîļ éṽéŕýöñé ĥåš ƀîð).··············
       *[no] { $who } ƀîð { $card } (šéçŕéţ ûñţîļ éṽéŕýöñé ĥåš ƀîð).············
    }
log-has-bid =
    { $who-you ->
        [yes] Ýöû ĥåṽé ƀîð.····
       *[no] { $who } ĥåš ƀîð.···
    }
bid-of = { $who } ƀîð { $card }··
log-wins =
    { $who-you ->
        [yes] ýöû ŵîñ···
       *[no] { $who } ŵîñš··
    } ţĥé { $prize }··
log-tied = ţîéð ĥîĝĥéšţ ƀîðš: ţĥé { $prize } îš ðîšçåŕðéð············
log-revealed = Ŕöûñð { $round }: { $bids }; { $result }.··
log-prize = Ŕöûñð { $round }: ţĥé þŕîžé îš ţĥé { $prize }.········
score-of =
    { $who } { $score ->
        [one] öñé þöîñţ····
       *[other] { $score } þöîñţš···
    }
log-over = Ţĥé ĝåɱé îš öṽéŕ: { $scores }.······
final-head = Ƒîñåļ šçöŕéš:·····
final-seat =
    { $seat-you ->
        [yes] Ýöû··
       *[no] { $seat }
    }: { $score }
final-winners =
    { $who-count ->
        [one] Ŵîññéŕ···
       *[other] Ŵîññéŕš···
    }: { $who } ŵîţĥ { $best } þöîñţš····
describe-bid =
    Ɓîð ýöûŕ { $card } ƒöŕ ţĥé þŕîžé ŵöŕţĥ { $prize } ({ $left-count ->
        [0] ýöûŕ ļåšţ çåŕð·····
       *[other] çåŕðš ļéƒţ åƒţéŕ: { $left }······
    })··········
describe-bid-plain = Ɓîð ýöûŕ { $card }···
card-number = { $card }
no-such-card = ţĥéŕé îš ñö çåŕð { $card } îñ ţĥîš ĝåɱé: ƀîð öñé öƒ ýöûŕ çåŕðš, 1 ţö { $cards }·················
card-not-in-hand = ýöû åļŕéåðý þļåýéð ýöûŕ { $card }; ýöûŕ çåŕðš åŕé { $hand }·············
parse-expected = ŵŕîţé `ƀîð Ñ` ŵîţĥ Ñ öñé öƒ ýöûŕ çåŕðš, é.ĝ. `ƀîð 5`··············
parse-empty = éɱþţý åçţîöñ: { $expected }·····
parse-needs-card = `ƀîð` ñééðš å çåŕð: { $expected }······
parse-not-number = `{ $word }` îš ñöţ å çåŕð ñûɱƀéŕ: { $expected }·······
parse-one-card = å ƀîð îš öñé çåŕð: { $expected }······
parse-unknown = ûñķñöŵñ åçţîöñ `{ $word }`: { $expected }······

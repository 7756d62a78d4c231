# The pseudo-locale en-XA: locales/en/shared.ftl with its letters accented and 40 % longer.
# Made by crates/gaslamp-core/tests/pseudo_locale.rs: do not edit.

language-name = Éñĝļîšĥ···
seat-name = { $seat }
nobody = ñöƀöðý···
seats-and = { $first } åñð { $last }··
no-such-seat = ţĥéŕé îš ñö þļåýéŕ { $seat } îñ å { $players }-þļåýéŕ ĝåɱé············
game-over = ţĥé ĝåɱé îš öṽéŕ······
not-your-turn =
    { $seat-you ->
        [yes] îţ îš ñöţ ýöûŕ ţûŕñ······
       *[no] îţ îš ñöţ { $seat }'š ţûŕñ·····
    }: { $who } ɱûšţ åçţ ñöŵ····
and = åñð··
not-legal-now = `{ $action }` îš ñöţ ļéĝåļ ñöŵ······
index-outside = åçţîöñ îñðéẋ { $index } îš öûţšîðé ţĥîš ĝåɱé'š { $count } îñðîçéš···············
index-no-action = åçţîöñ îñðéẋ { $index } ñåɱéš ñö åçţîöñ··········
you = ýöû··
player-number = þļåýéŕ { $n }···
clock-played =
    { $who-you ->
        [yes] Ýöûŕ ţîɱé ŕåñ öûţ: å ƀöţ þļåýéð ţĥîš ɱöṽé ƒöŕ ýöû.················
       *[no] { $who }'š ţîɱé ŕåñ öûţ: å ƀöţ þļåýéð ţĥîš ɱöṽé ƒöŕ ţĥéɱ.···············
    }

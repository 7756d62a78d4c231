# The pseudo-locale en-XA: locales/en/crystal-palace-table.ftl with its letters accented and 40 % longer.
# Made by crates/gaslamp-core/tests/pseudo_locale.rs: do not edit.

cp_provisional = Þŕöṽîšîöñåļ çöɱþöñéñţ šéţ: ñûɱƀéŕš ɱåŕķéð * åŕé ţĥé þŕöĵéçţ’š öŵñ çĥöîçé, ñöţ þŕîñţéð öñéš.······························
cp_round = { $name } — ŕöûñð { $r } öƒ 5···
cp_phase = Þĥåšé { $p }: { $what }··
cp_phase_1 = çĥööšé ýöûŕ ðîçé îñ šéçŕéţ åñð þåý············
cp_phase_2 = þļåçé ýöûŕ ðîçé······
cp_phase_3 = ţåķé åçţîöñš·····
cp_phase_4 = þåý šåļåŕîéš, çĥåŕåçţéŕ åƀîļîţîéš············
cp_phase_5 = ƀûîļð þŕöţöţýþéš······
cp_phase_6 = îñçöɱé, þéŕɱåñéñţ éƒƒéçţš, ƀûžž···········
cp_phase_7 = þŕéþåŕé ţĥé ñéẋţ ŕöûñð········
cp_phase_0 = ţĥé ĝåɱé îš öṽéŕ······
cp_start_player = Šţåŕţ þļåýéŕ·····
cp_turn_order = Ţûŕñ öŕðéŕ····
cp_loc_patent_office = Þåţéñţ Öƒƒîçé·····
cp_loc_british_museum = Ɓŕîţîšĥ Ṁûšéûɱ······
cp_loc_bank_of_england = Ɓåñķ öƒ Éñĝļåñð······
cp_loc_westminster = Ŵéšţɱîñšţéŕ·····
cp_loc_reform_club = Ŕéƒöŕɱ Çļûƀ····
cp_loc_london_times = Ļöñðöñ Ţîɱéš·····
cp_loc_port_of_london = Þöŕţ öƒ Ļöñðöñ·····
cp_loc_waterloo_station = Ŵåţéŕļöö Šţåţîöñ······
cp_does_patent_office = Ţåķé å þåţéñţ ƒŕöɱ ţĥé ðîšþļåý.··········
cp_does_british_museum = Ţåķé å ŕéšéåŕçĥ ţîļé ƒŕöɱ ţĥé ðîšþļåý.·············
cp_does_bank_of_england = Ɓûý å šĥåŕé: îñçöɱé åñð ṼÞ.········
cp_does_westminster = Ṁöṽé ûþ åţ Ŵéšţɱîñšţéŕ.········
cp_does_reform_club = Ŕéçŕûîţ å çĥåŕåçţéŕ ƒŕöɱ ţĥé ðîšþļåý.·············
cp_does_london_times = Ĝåîñ ƀûžž ƒŕöɱ ţĥé ñéŵšþåþéŕ.··········
cp_does_port_of_london = Ţåķé öñé öƒ ţĥé þöŕţ’š þöššîƀîļîţîéš.············
cp_does_waterloo_station = Ţåķé öñé öƒ ţĥé šţåţîöñ’š þöššîƀîļîţîéš.··············
cp_space = Šþåçé { $i }: ðîé { $min }+····
cp_fee = ƒéé £{ $fee }··
cp_assistant_space = åššîšţåñţ····
cp_free_space = ƒŕéé··
cp_action_spaces = Åçţîöñ šþåçéš·····
cp_possibilities = Þöššîƀîļîţîéš······
cp_die_of = { $who }’š { $v }·
cp_resolved = ðöñé··
cp_next_die = ŕéšöļṽéð ñöŵ·····
cp_your_dice = Ýöûŕ ðîçé ţö þļåçé······
cp_pick_die = Çĥööšé öñé öƒ ýöûŕ ðîçé, ţĥéñ å ĥîĝĥļîĝĥţéð šþåçé (öŕ ţĥé šþåçé ƒîŕšţ).······················
cp_pick_space = Ñöŵ çĥööšé å ĥîĝĥļîĝĥţéð šþåçé ƒöŕ ýöûŕ { $v }.··············
cp_pick_value = Ñöŵ çĥööšé ŵĥîçĥ ðîé ţö þļåçé ţĥéŕé.············
cp_picker_title = Çĥööšé ýöûŕ ðîçé ƒöŕ ţĥîš ŕöûñð···········
cp_picker_help = Šéţ éåçĥ ðîé ŵîţĥ − åñð +. Éåçĥ þîþ çöšţš £1. Ñöƀöðý šééš ýöûŕ çĥöîçé ûñţîļ éṽéŕýöñé ĥåš çĥöšéñ.·····························
cp_die_n = Ðîé { $i }··
cp_minus = Ļöŵéŕ ðîé { $i }····
cp_plus = Ŕåîšé ðîé { $i }····
cp_extra_die = Ɓûý åñ éẋţŕå ðîé ƒöŕ { $n } ñéŵšþåþéŕš···········
cp_bill = Çöšţ £{ $cost } · ýöû ĥåṽé £{ $money }·····
cp_bill_short = Ýöû ŵîļļ ĥåṽé ţö ŕåîšé £{ $short }: šéļļ ĝööðš öŕ ñéŵšþåþéŕš, öŕ ţåķé ļöåñš (£10 éåçĥ, åƀöûţ { $loans }).························
cp_commit = Çöɱɱîţ ţĥéšé ðîçé······
cp_chosen = ĥåš çĥöšéñ····
cp_choosing = îš çĥööšîñĝ····
cp_your_choice = Ýöûŕ ðîçé: { $dice }. Ŵåîţîñĝ ƒöŕ ţĥé öţĥéŕš.···········
cp_look_away = { $who }: ýöûŕ šéçŕéţ çĥöîçé. Éṽéŕýöñé éļšé, ļööķ åŵåý.···············
cp_show_my_dice = Î åɱ { $who }: šĥöŵ ɱý çĥöîçé······
cp_choices = Ýöûŕ çĥöîçé····
cp_trades = Ţŕåðéš···
cp_pass = Þåšš··
cp_raise_title = Ýöû öŵé £{ $debt }···
cp_raise_help = Å þåýɱéñţ çöûļð ñöţ ƀé çöṽéŕéð. Ŕåîšé ţĥé ɱöñéý: šéļļ ñéŵšþåþéŕš, ĝéåŕš öŕ éñéŕĝý, öŕ ţåķé å ļöåñ (îţš þéñåļţý çöûñţš åţ ţĥé éñð).········································
cp_market = Ɓļåçķ Ṁåŕķéţ·····
cp_market_gears = Ɓåññéŕ ĝéåŕš: { $n }·····
cp_market_burst = { $n } ƒŕéé šþåçéš ƀéƒöŕé îţ ƀûŕšţš··········
cp_violet_left = Ṽîöļéţ ţîļéš ļéƒţ: ƀļûé { $blue }, öŕåñĝé { $orange }··········
cp_tier = Ţîéŕ { $t }··
cp_cost = £{ $n }
cp_tracks = Ţŕåçķš···
cp_buzz = Ɓûžž··
cp_westminster = Ŵéšţɱîñšţéŕ·····
cp_income = Îñçöɱé···
cp_tickets = Ţîçķéţš···
cp_ticket_of =
    { $r ->
        [1] 1šţ·
        [2] 2ñð·
       *[other] 3ŕð·
    } ţîçķéţ: { $who }···
cp_displays = Ðîšþļåýš····
cp_patents = Þåţéñţš···
cp_characters = Çĥåŕåçţéŕš····
cp_museum = Ŕéšéåŕçĥ ţîļéš······
cp_bank = Šĥåŕéš···
cp_deck_left = { $n } ɱöŕé îñ ţĥé ðéçķ······
cp_deck_top = ţöþ öƒ ţĥé ðéçķ: { $name }·····
cp_deck_empty = ţĥé ðéçķ îš éɱþţý······
cp_publisher = Ţĥé Ļöñðöñ Ţîɱéš' þûƀļîšĥéŕ ţîļé···········
cp_publisher_round = Ļöñðöñ Ţîɱéš ţĥîš ŕöûñð: { $counted } — åţ { $levels } ƒöŕ { $buzz } ƀûžž············
cp_share_named = šĥåŕé: +{ $income } îñçöɱé, { $vp } ṼÞ······
cp_money = Ṁöñéý··
cp_gears = Ĝéåŕš··
cp_energy = Éñéŕĝý···
cp_newspapers = Ñéŵšþåþéŕš····
cp_dice = Ðîçé··
cp_vp = ṼÞ·
cp_research = Ŕéšéåŕçĥ šþåçéš······
cp_prototypes = Þŕöţöţýþéš····
cp_shares = Šĥåŕéš···
cp_objective = Öƀĵéçţîṽé ļéṽéļ······
cp_nation = Ñåţîöñ···
cp_loans = Öþéñ ļöåñš····
cp_debt = Öŵéš··
cp_passed = þåššéð···
cp_you = ýöû··
cp_mat = { $who }’š ɱåţ··
cp_tile = ţîļé··
cp_loan_repaid = ļöåñ (þåîð ƀåçķ)·····
cp_loan_open = ļöåñ ({ $vp } ṼÞ)···
cp_note = £10 ñöţé··
cp_empty = éɱþţý··
cp_gears_n =
    { $n ->
        [one] { $n } ĝéåŕ··
       *[other] { $n } ĝéåŕš··
    }
cp_energy_n = { $n } éñéŕĝý···
cp_newspapers_n =
    { $n ->
        [one] { $n } ñéŵšþåþéŕ····
       *[other] { $n } ñéŵšþåþéŕš····
    }
cp_income_n = +{ $n } îñçöɱé···
cp_vp_n = { $n } ṼÞ·
cp_buzz_n = { $n } ƀûžž··
cp_westminster_n = Ŵéšţɱîñšţéŕ +{ $n }·····
cp_assistant_n =
    { $n ->
        [one] { $n } åššîšţåñţ····
       *[other] { $n } åššîšţåñţš····
    }
cp_assistant_free_n =
    { $n ->
        [one] { $n } åššîšţåñţ····
       *[other] { $n } åššîšţåñţš····
    }, ţĥé ƒîŕšţ ƒŕéé·····
cp_green_n =
    { $n ->
        [one] { $n } ĝŕééñ ţîļé····
       *[other] { $n } ĝŕééñ ţîļéš····
    }
cp_stack_blue = ƀļûé··
cp_stack_orange = öŕåñĝé···
cp_count_characters = çĥåŕåçţéŕš····
cp_count_prototypes = þŕöţöţýþéš····
cp_count_patents = þåţéñţš···
cp_count_cards = çåŕðš··
cp_count_newspapers = ñéŵšþåþéŕš····
cp_count_gears = ĝéåŕš··
cp_count_energy = éñéŕĝý···
cp_count_shares = šĥåŕéš···
cp_count_tiles = ŕéšéåŕçĥ ţîļéš······
cp_count_dice = ðîçé··
cp_count_loans = ļöåñš··
cp_count_westminster = Ŵéšţɱîñšţéŕ šţéþš·······
cp_count_assistants = åššîšţåñţš····
cp_count_buzz-tokens = ƀûžž ţöķéñš····
cp_objective_up = öƀĵéçţîṽé +1····
cp_violet = å ṽîöļéţ ţîļé ({ $stack })·····
cp_watch = ţĥé þöçķéţ ŵåţçĥ······
cp_ticket = å ţîçķéţ···
cp_vp_per = { $n } ṼÞ þéŕ { $per } { $count }··
cp_money_per = £{ $n } þéŕ { $per } { $count }··
cp_or = { " öŕ " }
cp_free = ƒŕéé··
cp_dice_gain_n = { $n } ɱöŕé ðîçé····

# Crystal Palace's words on the page (English). No French edition of Crystal Palace is
# among the project's documents: fr.ftl is the project's own translation (docs/web.md),
# keeping the rulebook's English proper names (the locations of London, the characters).

cp_provisional = Provisional component set: numbers marked * are the project’s own choice, not printed ones.
cp_round = { $name } — round { $r } of 5
cp_phase = Phase { $p }: { $what }
cp_phase_1 = choose your dice in secret and pay
cp_phase_2 = place your dice
cp_phase_3 = take actions
cp_phase_4 = pay salaries, character abilities
cp_phase_5 = build prototypes
cp_phase_6 = income, permanent effects, buzz
cp_phase_7 = prepare the next round
cp_phase_0 = the game is over
cp_game_won = The game is over: { $who } won.
cp_start_player = Start player
cp_turn_order = Turn order
cp_loc_patent_office = Patent Office
cp_loc_british_museum = British Museum
cp_loc_bank_of_england = Bank of England
cp_loc_westminster = Westminster
cp_loc_reform_club = Reform Club
cp_loc_london_times = London Times
cp_loc_port_of_london = Port of London
cp_loc_waterloo_station = Waterloo Station
cp_does_patent_office = Take a patent from the display.
cp_does_british_museum = Take a research tile from the display.
cp_does_bank_of_england = Buy a share: income and VP.
cp_does_westminster = Move up at Westminster.
cp_does_reform_club = Recruit a character from the display.
cp_does_london_times = Gain buzz from the newspaper.
cp_does_port_of_london = Take one of the port’s possibilities.
cp_does_waterloo_station = Take one of the station’s possibilities.
cp_space = Space { $i }: die { $min }+
cp_fee = fee £{ $fee }
cp_assistant_space = assistant
cp_free_space = free
cp_action_spaces = Action spaces
cp_possibilities = Possibilities
cp_die_of = { $who }’s { $v }
cp_resolved = done
cp_next_die = resolved now
cp_your_dice = Your dice to place
cp_pick_die = Choose one of your dice, then a highlighted space (or the space first).
cp_pick_space = Now choose a highlighted space for your { $v }.
cp_pick_value = Now choose which die to place there.
cp_picker_title = Choose your dice for this round
cp_picker_help = Choose each die’s value. Each pip costs £1. Nobody sees your choice until everyone has chosen.
cp_die_n = Die { $i }
cp_die_face = Die { $i } at { $v }
cp_extra_die = Buy an extra die for { $n } newspapers
cp_bill = Cost £{ $cost } · you have £{ $money }
cp_bill_short = You will have to raise £{ $short }: sell goods or newspapers, or take loans (£10 each, about { $loans }).
cp_commit = Commit these dice
cp_chosen = has chosen
cp_your_choice = Your dice: { $dice }. Waiting for the others.
cp_look_away = { $who }: your secret choice. Everyone else, look away.
cp_show_my_dice = I am { $who }: show my choice
cp_choices = Your choice
cp_trades = Trades
cp_pass = Pass
cp_raise_title = You owe £{ $debt }
cp_raise_help = A payment could not be covered. Raise the money: sell newspapers, gears or energy, or take a loan (its penalty counts at the end).
cp_loan_cost_sentence_range = A loan taken now costs { $low } to { $high } VP at the end ({ $repaid } if paid back).
cp_loan_cost_sentence_one = A loan taken now costs { $high } VP at the end ({ $repaid } if paid back).
cp_loan_cost_phrase_range = { $low } to { $high } VP
cp_loan_cost_phrase_one = { $high } VP
cp_market = Black Market
cp_market_gears = Banner gears: { $n }
cp_market_burst = { $n } free spaces before it bursts
cp_violet_left = Violet tiles left: blue { $blue }, orange { $orange }
cp_tier = Tier { $t }
cp_cost = £{ $n }
cp_tracks = Tracks
cp_buzz = Buzz
cp_westminster = Westminster
cp_income = Income
cp_tickets = Tickets
cp_patent_cost = Prototype: { $cost }
cp_patent_vp = { $now } VP if built this round (by round: { $all })
cp_patent_effect = Effect, for a player of the builder’s choice: { $effect }
cp_tile_every_round = { $effect } in every phase 6
cp_tile_once = { $effect }, once when taken
cp_ticket_now = each: the die’s value + { $vp } VP this round, the die stays out for the game
cp_ticket_of = { $r ->
    [1] 1st
    [2] 2nd
   *[other] 3rd
} ticket: { $who }
cp_displays = Displays
cp_patents = Patents
cp_characters = Characters
cp_museum = Research tiles
cp_bank = Shares
cp_deck_left = { $n } more in the deck
cp_deck_top = top of the deck: { $name }
cp_deck_empty = the deck is empty
cp_publisher = The London Times' publisher tile
# What the publisher tile asks this round: what it counts, the counts of its levels and their buzz.
cp_publisher_round = London Times this round: { $counted } — at { $levels } for { $buzz } buzz
# A share by what it gives (shares have no names).
cp_share_named = share: +{ $income } income, { $vp } VP
cp_money = Money
cp_gears = Gears
cp_energy = Energy
cp_newspapers = Newspapers
cp_dice = Dice
cp_vp = VP
cp_research = Research spaces
cp_prototypes = Prototypes
cp_shares = Shares
cp_objective_words = Objective ({ $counted }): { $levels }. { $reached }; { $next }.
cp_objective_level = { $need } → { $vp } VP
cp_objective_reached = Level { $level } of { $of } reached ({ $vp } VP at the end)
cp_objective_none = No level reached yet
cp_objective_next = next: { $need } ({ $count } now)
cp_objective_ready = next: { $need } ({ $count } now: an Assistant action takes it)
cp_objective_done = every level reached
cp_nation = Nation
cp_loans = Open loans
cp_char_cost = Cost: { $cost }
cp_char_salary = Salary in phase 4 by Westminster position (★, II, III, IV, V): { $salary }
cp_char_instant = When recruited: { $effect }
cp_char_ability = { $phase ->
    [phase4] Phase 4, after salaries
    [phase5] At the start of its owner’s phase-5 turn
    [phase6] Phase 6, with the green bonuses
   *[end] At the end of the game
}: { $effect }
cp_char_vp = { $now } VP if recruited this round (by round: { $all })
cp_debt = Owes
cp_passed = passed
# The column of the other players' mats, beside the locations.
# While others decide: whom the table waits for (names, listed).
cp_waiting_for = Waiting for { $who }.
cp_rivals = Rivals
# Beside the name of a player who is to act.
cp_acting = to act
# A rival's research, patents, prototypes and shares, folded.
cp_more = More
cp_you = you
cp_mat = { $who }’s mat
cp_tile = tile
cp_loan_repaid = loan (paid back)
cp_loan_open = loan ({ $vp } VP)
cp_note = £10 note
cp_empty = empty
cp_gears_n = { $n ->
    [one] { $n } gear
   *[other] { $n } gears
}
cp_energy_n = { $n } energy
cp_newspapers_n = { $n ->
    [one] { $n } newspaper
   *[other] { $n } newspapers
}
cp_income_n = +{ $n } income
cp_vp_n = { $n } VP
cp_pay = pay { $what }
cp_lose = lose { $what }
cp_buzz_n = { $n } buzz
cp_westminster_n = Westminster +{ $n }
cp_assistant_n = { $n ->
    [one] { $n } assistant
   *[other] { $n } assistants
}
cp_assistant_free_n = { $n ->
    [one] { $n } assistant
   *[other] { $n } assistants
}, the first free
cp_green_n = { $n ->
    [one] { $n } green tile
   *[other] { $n } green tiles
}
cp_stack_blue = blue
cp_stack_orange = orange
cp_count_characters = characters
cp_count_prototypes = prototypes
cp_count_patents = patents
cp_count_cards = cards
cp_count_newspapers = newspapers
cp_count_gears = gears
cp_count_energy = energy
cp_count_shares = shares
cp_count_tiles = research tiles
cp_count_dice = dice
cp_count_loans = loans
cp_count_westminster = Westminster steps
cp_count_assistants = assistants
cp_count_buzz-tokens = buzz tokens
cp_objective_up = objective +1
cp_violet = a violet tile ({ $stack })
cp_watch = the pocket watch
cp_ticket = a ticket
cp_vp_per = { $n } VP per { $per } { $count }
cp_money_per = £{ $n } per { $per } { $count }
cp_or = { " or " }
cp_free = free
cp_dice_gain_n = { $n } more dice
# The rules in short (the help panel), in order: `rule-1`, `rule-2`, … (the full
# rules as implemented: docs/crystal-palace-rules.md).
rule-1 = Five rounds, Spring 1849 to Spring 1851, of seven phases each. The most VP at the end wins.
rule-2 = Phase 1: everyone sets their dice in secret, to any values, and pays £1 per pip. The highest total starts; the lowest total gets a newspaper. Four newspapers buy one more die.
rule-3 = Phase 2: in turn, place one die at a time on a placement space of a location whose minimum it meets, paying any fee shown. An Assistant symbol gives an Assistant action at once. Pass to place no more dice this round.
rule-4 = Phase 3: locations 1 to 8 in order, the highest die first: take the location's action (a patent, a research tile, a share, Westminster, a character, buzz, a Port or Station possibility) or pass. A die that can take nothing gets £1.
rule-5 = Phase 4: pay each character's salary for your Westminster position (★ pays most), then use its phase-4 ability.
rule-6 = Phase 5: build up to two of your patents as prototypes: pay the cost, score its VP for the year (4 more with its linked character), and give its effect to yourself or another player.
rule-7 = Phase 6: collect your income, then your income marker drops 3 steps; green bonuses and posters give theirs. Phase 7 prepares the next round.
rule-8 = At any time in your own decisions: trade newspapers, buy or sell gears and energy, take or repay a loan. A loan gives £10 and costs 8 to 10 VP at the end (5 if paid back). A payment you cannot cover must be raised first.
rule-9 = The end: leftover goods are sold for £1 each and loans repaid while you have £10; then the buzz ranking, the Black Market, your nation’s objective, loans (−5 VP each if repaid, else their penalty of −8 to −10), −2 VP per empty research space and the characters’ end abilities are counted.

# Spyrium's texts for people, in English (the engine's source language).
# Names and rule words follow the English translation of the rulebook. The
# notation of actions (`place 1-2`, `event money`…) is not translated: it is
# quoted between backticks where a sentence shows it.

# The game's name as the page shows it.
game-title = Spyrium

## Lists and joins: messages within messages (`text.rs` joins effects with `join-plus`, options with `join-bar`)

join-semicolon = { $a }; { $b }
join-plus = { $a } + { $b }
join-bar = { $a } | { $b }
join-space = { $a } { $b }
# Letters side by side (a building's symbols).
join-letters = { $a }{ $b }
# A thing's name, an amount or a number on its own, as an item of a list.
the-name = { $name }
an-amount = { $amount }
a-number = { $n }
# An item of a numbered list of options.
numbered = { $number }) { $text }

## Banner and final report

game-over = Game over
banner = Turn { $turn } of { $turns } (period { $period })
period-a = A
period-b = B
period-c = C
final-scores = Final scores:
final-seat = { $seat-you ->
    [yes] You
   *[no] { $seat }
}: { $total } = { $parts }
final-track = { $vp } on the score track
final-buildings = { $vp } from buildings
final-technique = { $vp } from { $power }
final-winners = { $seats-count ->
    [one] Winner: { $seats } with { $best } points
   *[other] Winners (a shared win): { $seats } with { $best } points each
}

## Amounts and effects

amount-money = £{ $n }
amount-spyrium = { $n } Spyrium
amount-vp = { $n } VP
amount-workers = { $n ->
    [one] { $n } worker
   *[other] { $n } workers
}
amount-residence = { $n ->
    [one] one space
   *[other] { $n } spaces
} on the residence track
token-money = £ equal to the token
token-spyrium = Spyrium equal to the token
token-vp = VP equal to the token
effect-residence = a residence action (move or score)
effect-none = no effect
effect-gain = gain { $gain }
effect-pay = pay { $pay }
effect-pay-gain = pay { $pay } -> { $gain }

## Cards

kind-character = character
kind-building = building
kind-technique = technique
kind-short-character = char
kind-short-building = bldg
kind-short-technique = tech
symbol-factory = F
symbol-mine = M
symbol-research = R
symbol-name-factory = Factory
symbol-name-mine = Mine
symbol-name-research = Research
card-when-built = when built: { $effect }; { $rest }
card-cannot-be-used = cannot be used
card-use = use: { $uses }
use-workers = { $n ->
    [one] { $n } worker
   *[other] { $n } workers
}
use-nothing = nothing
use-cost-gain = { $cost } -> { $gain }
card-technique = { $name }: { $text }

# Characters
card-miner = Miner
card-geologist = Geologist
card-apprentice = Apprentice
card-bureaucrat-a = Bureaucrat
card-bureaucrat-b = Bureaucrat
card-adviser-a = Adviser
card-adviser-b = Adviser
card-engineer-b = Engineer
card-engineer-c = Engineer
card-banker = Banker
card-architect-b = Architect
card-architect-c = Architect
card-financier = Financier

# Buildings
card-mine-1 = Mine I
card-mine-2 = Mine II
card-mine-3 = Mine III
card-workshop-1 = Workshop I
card-workshop-2 = Workshop II
card-factory-1 = Factory I
card-factory-2 = Factory II
card-laboratory-1 = Laboratory I
card-laboratory-2 = Laboratory II
card-laboratory-3 = Laboratory III
card-neighborhood-1 = Working-Class Neighborhood I
card-neighborhood-2 = Working-Class Neighborhood II
card-residence-a = Residence
card-residence-b = Residence
card-university-1 = University I
card-university-2 = University II
card-luxury-home = Luxury Home
card-mansion = Mansion
card-palace = Palace

# Techniques (the cards)
card-crane = Crane
card-capitalization = Capitalization
card-commerce = Commerce
card-automation = Automation
card-engineering = Engineering
card-taylorism = Taylorism
card-lobbying = Lobbying

## Techniques (the powers, lower case as sentences use them)

power-crane = crane
power-capitalization = capitalization
power-commerce = commerce
power-automation = automation
power-engineering = engineering
power-taylorism = taylorism
power-lobbying = lobbying
power-crane-text = a new building space costs £3 less; end: 1 VP per building
power-capitalization-text = £2 more on each Gain money; end: 1 VP per £2
power-commerce-text = keep tokens you take (up to 7); once a turn choose a token's value; end: 1 VP per kept token
power-automation-text = Mines need no worker; end: 1 VP per Spyrium
power-engineering-text = 1 VP more per worker on Factory buildings; end: the VP of your Factory buildings
power-taylorism-text = once a turn, straighten an inclined building and use it again; end: 1 VP per worker
power-lobbying-text = once a turn, no extra £ for workers around a card; end: your residence value

## Events

event-windfall = Windfall
event-country-house = Country house
event-patronage = Patronage
event-crystal-trade = Crystal trade
event-overtime = Overtime
event-recruitment = Recruitment
event-late-placement = Late placement
event-windfall-text = gain the token's value ({ $token }) as £, Spyrium or VP
event-windfall-rules = gain the token's value as £, Spyrium or VP
event-no-token = { $rules } (no token)
event-options-text = choose one: { $options }
event-overtime-text = pay { $cost }: straighten an inclined building and use it again
event-recruitment-text = pay { $cost } per worker owned: one more worker, active at once
event-late-placement-text = place a worker from your start card in the market, also in Phase II

## The board (terminal)

cell-empty = (empty)
board-head = Turn { $turn } of { $turns }, period { $period }. { $first-you ->
    [yes] You play
   *[no] { $first } plays
} first.
board-head-watching = Turn { $turn } of { $turns }, period { $period }. { $first-you ->
    [yes] You play
   *[no] { $first } plays
} first. You are watching.
board-event-none = none
# This turn's event and the next, their names aligned.
board-event-now = Event: { $event }
board-event-next = Next:  { $event }
board-event = { $name } - { $text }
board-event-token = { $name } [{ $token }] - { $text }
board-decks = Decks A/B/C { $a }/{ $b }/{ $c }, events { $events }, tokens { $reserve } face down, { $discarded } discarded.
# Column heads over the player rows (each cut to its column: 10 characters for
# the player, 4 for £, Spyrium and VP, 7 for the residence, 8 for the workers,
# 6 for the phase and the event, 4 for buildings and techniques).
board-col-player = player
board-col-money = £
board-col-spyrium = Spy
board-col-vp = VP
board-col-residence = res
board-col-workers = workers
board-col-phase = phase
board-col-event = event
board-col-buildings = bldg
board-col-techniques = tech
# A seat in a column: "you" or its name.
seat-name = { $seat }
# The residence track: the disc's space and what it is worth.
board-residence = { $space } ({ $value })
board-event-used = used
board-yours = Yours: { $details }
board-bonus-reached = You reached { $vp }: choose a bonus (one more worker, or { $money }).

## Details (every card's text, every player)

phase-placement = I placement
phase-activation = II activation
phase-passed = passed
phase-short-placement = I
phase-short-activation = II
phase-short-passed = passed
details-building = { $number } { $card } ({ $facts })
details-building-inclined = { $number } { $card } ({ $facts }) [inclined]
details-buildings-none = buildings: none
details-buildings = buildings: { $list }
details-technique-used = { $name } (used this turn)
details-techniques-none = techniques: none
details-techniques = techniques: { $list }
details-kept-tokens = kept tokens: { $tokens }
details-bonuses = bonuses taken: { $n }
details-bonuses-worker-first = bonuses taken: { $n } (first: worker)
details-bonuses-money-first = bonuses taken: { $n } (first: money)
details-market = Cards in the market:
details-end-vp = { $vp } at the end
details-symbols = symbols { $symbols }
details-tokens = tokens { $tokens }
details-workers-around = { $n ->
    [one] { $n } worker around
   *[other] { $n } workers around
}
details-card = { $number } { $card } ({ $facts }): { $text }
details-space-empty = the empty space { $number }
details-workers = Workers in the market:
details-slot = between { $a } and { $b }: { $workers }
details-workers-of = { $who } ({ $n })
details-players = Players (workers = owned/active/in market):
details-seat = { $seat-you ->
    [yes] You
   *[no] { $seat }
}: { $phase }

## Places on the board

place-top-left = top left
place-top = top
place-top-right = top right
place-left = left
place-centre = centre
place-right = right
place-bottom-left = bottom left
place-bottom = bottom
place-bottom-right = bottom right
space-card = { $card }
space-card-place = { $card } ({ $place })
space-does-not-exist = space { $space } (there is no such space)
space-empty = an empty space ({ $place })
slot-does-not-exist = a slot that does not exist
slot-between = the slot between { $a } and { $b }
building-does-not-exist = a building you do not have
no-event-card = the turn's event

## Events and actions as messages, said to one reader (`messages.rs`). A seat
## argument `$who` reads "you" to its own reader, its name to everyone else; the
## sentence picks its verb with `$who-you`.

list-two = { $a } and { $b }
list-comma = { $a }, { $b }

# Log lines

log-turn-begins = Turn { $turn } begins.
log-game-over = The game is over: { $winners } { $winners-count ->
    [one] { $winners-you ->
        [yes] win
       *[no] wins
    }
   *[other] share the win
} with { $best }. Final scores: { $scores }.
log-score = { $who } { $vp }
changed-pay = { $who-you ->
    [yes] You pay
   *[no] { $who } pays
} { $paid }.
changed-gain = { $who-you ->
    [yes] You gain
   *[no] { $who } gains
} { $gained }.
changed-pay-gain = { $who-you ->
    [yes] You pay { $paid }{ $paid-count ->
        [one] {""}
       *[other] ,
    } and gain { $gained }.
   *[no] { $who } pays { $paid }{ $paid-count ->
        [one] {""}
       *[other] ,
    } and gains { $gained }.
}

# Actions: `action-…` as the acting seat's menu shows it, `acted-…` as the log tells
# it afterwards. `$details` is `detail-list` or `detail-none`.

detail-none = { "" }
detail-list = , { $list }
detail-new-space = in a new space
detail-replacing = in place of { $card }
detail-token = taking the token worth { $value }
detail-commerce = valuing the token at { $value } with Commerce
detail-lobbying = with Lobbying (no extra £ for the workers around it)
detail-residence-move = moving one space along the residence track
detail-residence-score = scoring the residence track
detail-workers = with { $n ->
    [one] { $n } worker
   *[other] { $n } workers
}
detail-taylorism = again, with Taylorism
detail-phase-two = entering Phase II
resource-money = money
resource-spyrium = Spyrium
resource-vp = victory points
with-outcome = { $action }: { $outcome }
outcome-pay = pay { $paid }
outcome-gain = gain { $gained }
outcome-pay-gain = pay { $paid }{ $paid-count ->
    [one] {""}
   *[other] ,
} and gain { $gained }
action-place = place a worker between { $a } and { $b }{ $details }
acted-place = { $who-you ->
    [yes] You place
   *[no] { $who } places
} a worker between { $a } and { $b }{ $details }.
action-money = take back your worker from between { $a } and { $b } and gain money from { $card }{ $details }
acted-money = { $who-you ->
    [yes] You take back a worker from between { $a } and { $b } and gain
   *[no] { $who } takes back a worker from between { $a } and { $b } and gains
} money from { $card }{ $details }.
action-money-no-card = take back your worker from between { $a } and { $b }, with no card left next to it{ $details }
acted-money-no-card = { $who-you ->
    [yes] You take back
   *[no] { $who } takes back
} a worker from between { $a } and { $b }, with no card left next to it{ $details }.
action-call-upon = call upon { $card }{ $details }
acted-call-upon = { $who-you ->
    [yes] You call upon
   *[no] { $who } calls upon
} { $card }{ $details }.
action-construct = construct { $card }{ $details }
acted-construct = { $who-you ->
    [yes] You construct
   *[no] { $who } constructs
} { $card }{ $details }.
action-patent = patent { $card }{ $details }
acted-patent = { $who-you ->
    [yes] You patent
   *[no] { $who } patents
} { $card }{ $details }.
action-activate = activate { $card }{ $details }
acted-activate = { $who-you ->
    [yes] You activate
   *[no] { $who } activates
} { $card }{ $details }.
action-use = use { $card }{ $details }
acted-use = { $who-you ->
    [yes] You use
   *[no] { $who } uses
} { $card }{ $details }.
action-event = use { $event }{ $details }
acted-event = { $who-you ->
    [yes] You use
   *[no] { $who } uses
} { $event }{ $details }.
action-windfall = use { $event }, taking the token's value in { $what }{ $details }
acted-windfall = { $who-you ->
    [yes] You use
   *[no] { $who } uses
} { $event }, taking the token's value in { $what }{ $details }.
action-overtime = use { $event } to use { $card } again{ $details }
acted-overtime = { $who-you ->
    [yes] You use
   *[no] { $who } uses
} { $event } to use { $card } again{ $details }.
action-late-placement = use { $event } to place a worker between { $a } and { $b }{ $details }
acted-late-placement = { $who-you ->
    [yes] You use
   *[no] { $who } uses
} { $event } to place a worker between { $a } and { $b }{ $details }.
action-pass = pass for the rest of the turn
acted-pass = { $who-you ->
    [yes] You pass
   *[no] { $who } passes
} for the rest of the turn.
action-bonus-worker = take the worker bonus
acted-bonus-worker = { $who-you ->
    [yes] You take
   *[no] { $who } takes
} the worker bonus.
action-bonus-money = take the money bonus
acted-bonus-money = { $who-you ->
    [yes] You take
   *[no] { $who } takes
} the money bonus.

## Refusals (messages with typed arguments; the refusal codes never change)

refusal-nowhere = nowhere
refusal-that-option-of = that option of { $event }
refusal-bonus-pending = you reached the bonus threshold: choose `bonus worker` or `bonus money` first
refusal-no-bonus-pending = there is no bonus to choose now
refusal-already-passed = you have passed this turn
refusal-place-in-phase-two = placing a worker is a Phase I action; you are in Phase II
refusal-already-in-phase-two = you are already in Phase II
refusal-late-placement-in-phase-one = Late placement is a Phase II action: in Phase I, place a worker normally or enter Phase II with it (`phase2 event place S`)
refusal-no-active-worker = you have no active worker on your start card
refusal-no-such-slot = there is no such slot
refusal-slot-empty = { $slot } has no card on either side; a worker must stand next to a card
refusal-no-worker-in-market = you have no worker in the market
refusal-no-worker-there = you have no worker in { $slot }; your workers are in { $slots }
refusal-not-adjacent = { $card } is not next to { $slot }
refusal-no-card-there = there is no card left on space { $space }
refusal-no-card-on-space = there is no card on space { $space }
refusal-name-a-card = name one of the cards next to the worker (e.g. `@5`)
refusal-no-token-left = { $card } has no token left and cannot be called upon (it can still serve to gain money)
refusal-choose-token = choose one of the tokens on { $card } (e.g. `token 2`)
refusal-no-such-token = { $card } has no token of value { $value }
refusal-token-not-chosen = the token of { $card } is not chosen: leave out `token`
refusal-no-tokens-on-card = { $card } has no tokens to choose from
refusal-taylorism-not-owned = Taylorism is not available: you do not have the Taylorism technique
refusal-technique-not-owned = you do not have the { $technique } technique
refusal-taylorism-used = Taylorism is not available: you have already used it this turn
refusal-commerce-used = you have already used Commerce's value choice this turn
refusal-technique-used = you have already used { $technique } this turn
refusal-not-a-building = { $card } is not a building; it needs no place
refusal-needs-placement = { $card } is a building and needs a place: `new` or `replace N`
refusal-residence-choice-needed = { $what } gives a residence action: add `move` or `score`
refusal-no-residence-action = { $what } gives no residence action
refusal-residence-at-end = your disc is on the last residence space; it can only score
refusal-nobody-to-lobby = Lobbying saves the £1 per other worker, and no other worker is next to { $card }
refusal-commerce-without-token = there is no token whose value Commerce could choose
refusal-commerce-same-value = the token's value is already { $value }: Commerce must choose another value (or leave out `commerce`)
refusal-commerce-bad-value = Commerce chooses a value of 1, 2 or 3
refusal-activating = activating { $card }
refusal-cannot-afford = { $what } costs { $money } and { $spyrium }; you have { $have_money } and { $have_spyrium }
refusal-cannot-afford-recruitment = { $event } costs { $price } ({ $cost } per worker owned); you have { $have_money }
refusal-cannot-afford-event = { $event } costs { $price }; you have { $have_money }
refusal-no-such-building = you have no building number { $number } (you have { $count })
refusal-building-has-no-use = { $card } has no effect in Phase II and cannot be used
refusal-options-count = { $card } has { $count ->
    [one] { $count } option
   *[other] { $count } options
}
refusal-event-has-no-options = { $event } has no options
refusal-building-inclined = { $card } is inclined: it was already used this turn (Taylorism or Overtime can use it again)
refusal-building-not-inclined = { $card } is not inclined; use it normally (Taylorism and Overtime use an inclined building again)
refusal-overtime-uses-again = Overtime uses { $card } again: { $needs }
refusal-option-needs = that option needs { $workers ->
    [one] { $workers } active worker
   *[other] { $workers } active workers
} and { $spyrium }; you have { $active } and { $have_spyrium-n }
refusal-event-used = you have already used this turn's event
refusal-no-event = there is no event this turn
refusal-event-no-token = the event has no token (the reserve was empty) and cannot be used
refusal-wrong-event = this turn's event is { $event }; that choice belongs to another event
refusal-recruitment-at-max = you already own { $max } workers, the most a player can have: Recruitment would give nothing
refusal-workers-in-market = you still have { $n ->
    [one] { $n } worker
   *[other] { $n } workers
} in the market ({ $slots }); remove { $n ->
    [one] it
   *[other] them
} first (gain money or activate)

## Errors of the action notation (the words in backticks are the notation)

parse-needs-slot = `{ $what }` needs a slot such as `1-2`
parse-not-a-slot = `{ $text }` is not a slot: name two neighbouring spaces 1-9 of the market, e.g. `1-2` or `2-5`
parse-needs-number = `{ $what }` needs a number from 1
parse-use-needs-building = `use` needs a building and an option, e.g. `use 2:1`
parse-not-building-option = `{ $text }` is not building:option, e.g. `2:1` for option 1 of your second building
parse-empty = empty action
parse-phase2-needs-event = `phase2` must be followed by `event …`
parse-phase2-only-event = `phase2` is only written before `event`; other Phase II actions start Phase II by themselves
parse-not-a-space = `{ $text }` is not a market space: write @1 to @9
parse-activate-needs-card = `activate` needs the card's space after the slot, e.g. `activate 1-2 @2`
parse-unknown-activation-word = unknown word `{ $word }` in an activation (expected token N, commerce N, lobbying, new, replace N, move or score)
parse-unknown-use-word = unknown word `{ $word }` after `use` (expected taylorism)
parse-expected-commerce = unknown word `{ $word }` (expected commerce N)
parse-expected-residence = unknown word `{ $word }` (expected move or score)
parse-bonus-needs-kind = `bonus` needs `worker` or `money`
parse-unknown-action = unknown action `{ $word }` (expected place, money, activate, use, event, pass or bonus)
parse-unexpected-end = unexpected `{ $word }` at the end of the action

## Errors of a game's setup (the field names are JSON and stay as they are)

setup-unreadable = setup: { $error }
setup-players = Spyrium is played by 2 to 5 players, not { $players }
setup-unknown-period = setup.decks: unknown period `{ $period }` (expected A, B or C)
setup-unknown-card = setup.decks.{ $deck }: unknown card id `{ $id }`
setup-card-period = setup.decks.{ $deck }: card `{ $id }` belongs to period { $period }
setup-too-many-copies = setup.decks.{ $deck }: lists more copies of a card than the deck has
setup-unknown-event = setup.events: unknown event id `{ $id }`
setup-event-twice = setup.events: an event is listed twice
setup-bad-token = setup.tokens: { $value } is not a token value (1, 2 or 3)
setup-too-many-tokens = setup.tokens: lists more tokens of a value than exist
setup-no-such-seat = setup.first_player: seat { $seat } does not exist in a { $players }-player game

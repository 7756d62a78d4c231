# Crystal Palace: every text the engine writes for people, in English.
# The refusal codes, the action notation and JSON never change with the language.
# Log lines and action descriptions are messages said to one reader
# (gaslamp_core::message): a seat argument $who gives $who-you (yes: the reader's
# own seat, said "you"), an amount $x gives $x-n (its number); amounts have no sign.

# The game's name as the page shows it.
game-title = Crystal Palace

## Rounds and phases

round-name-1 = Spring 1849
round-name-2 = Autumn 1849
round-name-3 = Spring 1850
round-name-4 = Autumn 1850
round-name-5 = Spring 1851
phase-name-1 = choosing and paying for the dice
phase-name-2 = placing the dice
phase-name-3 = actions
phase-name-4 = salaries and character abilities
phase-name-5 = converting patents into prototypes
phase-name-6 = income, permanent effects and the buzz track
phase-name-7 = preparing the next round

## Banner

banner = Round { $round } of 5 ({ $round_name }), phase { $phase }: { $phase_name }
banner-over = Game over after { $round_name }

## Locations: the title, then the forms in a sentence (location-FORM-ID)

location-patent-office = Patent Office
location-the-patent-office = the Patent Office
location-at-patent-office = at the Patent Office
location-of-patent-office = of the Patent Office
location-on-patent-office = on the Patent Office
location-british-museum = British Museum
location-the-british-museum = the British Museum
location-at-british-museum = at the British Museum
location-of-british-museum = of the British Museum
location-on-british-museum = on the British Museum
location-bank-of-england = Bank of England
location-the-bank-of-england = the Bank of England
location-at-bank-of-england = at the Bank of England
location-of-bank-of-england = of the Bank of England
location-on-bank-of-england = on the Bank of England
location-westminster = Westminster
location-the-westminster = Westminster
location-at-westminster = at Westminster
location-of-westminster = of Westminster
location-on-westminster = on Westminster
location-reform-club = Reform Club
location-the-reform-club = the Reform Club
location-at-reform-club = at the Reform Club
location-of-reform-club = of the Reform Club
location-on-reform-club = on the Reform Club
location-london-times = London Times
location-the-london-times = the London Times
location-at-london-times = at the London Times
location-of-london-times = of the London Times
location-on-london-times = on the London Times
location-port-of-london = Port of London
location-the-port-of-london = the Port of London
location-at-port-of-london = at the Port of London
location-of-port-of-london = of the Port of London
location-on-port-of-london = on the Port of London
location-waterloo-station = Waterloo Station
location-the-waterloo-station = Waterloo Station
location-at-waterloo-station = at Waterloo Station
location-of-waterloo-station = of Waterloo Station
location-on-waterloo-station = on Waterloo Station

## Amounts (a message's amount of a resource, without a sign)

amount-money = £{ $n }
amount-gear = { $n ->
    [one] { $n } gear
   *[other] { $n } gears
}
amount-energy = { $n } energy
amount-newspaper = { $n ->
    [one] { $n } newspaper
   *[other] { $n } newspapers
}
amount-income = { $n } income
amount-vp = { $n } VP
amount-buzz = { $n } buzz

## Effects and costs: what a card, tile, space or flyer gives, in words

effect-gain = { $amount }
effect-pay = pay { $amount }
effect-lose = lose { $amount }
effect-westminster = { $n ->
    [one] a step
   *[other] { $n } steps
} up in Westminster
effect-assistant = { $n ->
    [one] an Assistant action
   *[other] { $n } Assistant actions
}
effect-assistant-free = { $n ->
    [one] an Assistant action (a new assistant for free)
   *[other] { $n } Assistant actions (the first new assistant for free)
}
effect-die = { $n ->
    [one] a die
   *[other] { $n } dice
} from the next round
effect-green = { $n ->
    [one] a green bonus used once
   *[other] { $n } green bonuses used once
}
effect-objective = a step up the objective track
effect-violet-blue = a violet research tile (blue)
effect-violet-orange = a violet research tile (orange)
effect-watch = the Pocket Watch
effect-ticket = a ticket
effect-per = { $effect } per { $per ->
    [one] { $count }
   *[other] { $per } { $count }
}
effect-none = nothing
effect-either = either { $alternatives }
# What an effect counts, for $n of them.
count-characters = { $n ->
    [one] character
   *[other] characters
}
count-prototypes = { $n ->
    [one] prototype
   *[other] prototypes
}
count-patents = { $n ->
    [one] patent
   *[other] patents
}
count-cards = { $n ->
    [one] character or prototype
   *[other] characters and prototypes
}
count-newspapers = { $n ->
    [one] newspaper
   *[other] newspapers
}
count-gears = { $n ->
    [one] gear
   *[other] gears
}
count-energy = energy
count-shares = { $n ->
    [one] share
   *[other] shares
}
count-tiles = { $n ->
    [one] research tile
   *[other] research tiles
}
count-dice = { $n ->
    [one] die
   *[other] dice
}
count-loans = { $n ->
    [one] loan
   *[other] loans
}
count-westminster = { $n ->
    [one] step in Westminster
   *[other] steps in Westminster
}
count-assistants = { $n ->
    [one] assistant
   *[other] assistants
}
count-buzz-tokens = { $n ->
    [one] buzz token
   *[other] buzz tokens
}
cost-free = nothing

## Lists: "a, b and c"; "a, b or c"

list-and = { $first } and { $rest }
list-and-more = { $first }, { $rest }
list-or = { $first } or { $rest }
list-or-more = { $first }, { $rest }
list-semicolon = { $first }; { $rest }
dice-row = { $first } { $rest }
number = { $n }

## Where an effect comes from, when its receiver chooses

source-green-bonus = a green bonus
source-flyer = a flyer
source-poster = a poster
source-action-space = an action space

## The table (terminal view)

board-provisional = (provisional component set: numbers tagged P are the project's own, not printed)
board-col-player = player
board-col-nation = nation
board-col-money = £
board-col-debt = owe
board-col-gears = gear
board-col-energy = en
board-col-newspapers = news
board-col-income = inc
board-col-vp = VP
board-col-dice = dice
board-col-westminster = West
board-col-buzz = buzz
board-col-objective = obj
board-col-loans = loans
board-dice = Dice: { $seats }
board-dice-chosen = { $seat-you ->
    [yes] you have chosen
   *[no] { $seat } has chosen
}
board-dice-choosing = { $seat-you ->
    [yes] you are choosing
   *[no] { $seat } is choosing
}
board-your-dice = Your dice (secret until all have chosen): { $dice }
board-location = { $number }. { $title }: { $free ->
    [0] no action space free
    [one] one action space free
   *[other] { $free } action spaces free
}; dice: { $dice }
board-location-offer = { $number }. { $title }: { $free ->
    [0] no action space free
    [one] one action space free
   *[other] { $free } action spaces free
}; dice: { $dice }; on offer: { $offer }
board-die = { $who } { $value }
board-die-done = { $who } { $value } (done)
board-no-dice = none
board-market = Black Market, bottom space first: { $spaces }; gears on the banner: { $gears }
board-market-empty = empty
board-none = none
board-player-cards = { $seat-you ->
    [yes] Your patents
   *[no] { $seat }'s patents
}: { $patents }; built and recruited: { $cards }
thing = { $name }
details-patents = Face-up patents:
details-patent = { $name }: cost { $cost }; VP by round { $vp }; effect: { $effect }
details-characters = Characters at the Reform Club:
details-character = { $name }: cost { $cost }; VP by round { $vp }; salary by Westminster position { $salary }; when recruited: { $instant }
details-tiles = Research tiles at the British Museum:
details-tile = { $name }: { $when } { $effect }
tile-permanent = every phase 6:
tile-once = once:

## Log lines

log-committed = { $who-you ->
    [yes] You choose
   *[no] { $who } chooses
} the dice { $dice }
log-committed-extra = { $who-you ->
    [yes] You choose
   *[no] { $who } chooses
} the dice { $dice }, one of them bought for { $newspapers }
log-committed-secret = { $who-you ->
    [yes] You have chosen your dice
   *[no] { $who } has chosen their dice
}
log-revealed-seat = { $who }: { $dice } (total { $total })
log-revealed = All dice revealed: { $dice }. { $start-you ->
    [yes] You start
   *[no] { $start } starts
}.
log-revealed-newspapers = All dice revealed: { $dice }. { $start-you ->
    [yes] You start
   *[no] { $start } starts
}; { $newspapers } { $newspapers-count ->
    [one] { $newspapers-you ->
        [yes] get
       *[no] gets
    }
   *[other] get
} a newspaper for the lowest total.
log-phase = — Round { $round }, phase { $phase }: { $name }
log-game-over = The game is over: { $scores }
log-score = { $who } { $vp }
log-score-negative = { $who } minus { $vp }

## Action descriptions (said to the seat that may take the action)

desc-dice = choose the dice { $dice } (pay { $pips })
desc-dice-extra = choose the dice { $dice } (pay { $pips }), one die bought for { $newspapers }
desc-place = place your { $value } { $at }, placement space { $space } (needs { $min } or more{ $fee-n ->
    [0] {""}
   *[other] , fee { $fee }
}{ $assistant ->
    [0] {""}
   *[other] , an Assistant action
})
desc-place-short = place your { $value } { $at }
desc-pass-place = place no more dice this round
desc-pass-resolve = leave this die unused (nothing for it)
desc-pass-build = build nothing more this round
desc-patent = take the patent { $name } (its prototype costs { $cost } and gives { $vp } this round; effect: { $effect })
desc-tile = take the research tile { $name } ({ $when } { $effect })
desc-tile-over = take the research tile { $name } ({ $when } { $effect }) and put it over the tile on research space { $space }
desc-share = buy a share: { $income } and { $vp }
desc-westminster = move up in Westminster to { $step ->
    [1] II
    [2] III
    [3] IV
   *[other] V
}: { $effect }
desc-westminster-top = stay on Westminster V: { $effect }
desc-character = recruit { $name } for { $cost }: { $vp } now
desc-character-instant = recruit { $name } for { $cost }: { $vp } now, and at once { $instant }
desc-times = take { $buzz } from the London Times
desc-possibility = { $location }: { $effect }
desc-build-self = build the prototype { $name } for { $cost }: { $vp }, and its effect for you: { $effect }
desc-build-other = build the prototype { $name } for { $cost }: { $vp }, and its effect for { $target }: { $effect }
desc-objective = advance your objective to level { $level }
desc-market-new = place a new assistant on Black Market tier { $tier } ({ $cost-n ->
    [0] free
   *[other] { $cost }
})
desc-market-new-any = place a new assistant on the Black Market
desc-market-move = move your assistant up from tier { $from } to tier { $to } ({ $cost })
desc-market-move-any = move an assistant up
desc-skip-assistant = take no Assistant action
desc-skip-drop = leave your Black Market assistants where they are
desc-skip-poster = keep your buzz token for a later poster
desc-skip = skip
desc-drop = move your Black Market assistant on tier { $tier } one step down
desc-green = use a green bonus once: { $effect }
desc-green-any = use a green bonus
desc-choose = { $effect } (from { $source })
desc-choose-any = choose
desc-poster = place a buzz token on the poster on space { $space } ({ $bonus } every phase 6)
desc-poster-any = place a buzz token
desc-loan-over = take a loan over { $tile } (research space { $space }, discarded): { $loan } now, its tile's VP at the end
desc-loan-over-any-tile = a research tile
desc-trade-newspapers-die = trade { $newspapers } for a die (from the next round)
desc-trade-newspapers-income = trade { $newspapers } for 1 income
desc-trade-newspapers-gear = trade { $newspapers } for a gear
desc-trade-newspapers-money = trade a newspaper for { $money }
desc-trade-buy-energy = buy an energy for { $price }
desc-trade-buy-gear = buy a gear for { $price }
desc-trade-sell-gear = sell a gear for { $price }
desc-trade-sell-energy = sell an energy for { $price }
desc-trade-loan = take a loan: { $loan } now, its tile's VP at the end
desc-trade-repay = repay a loan for { $loan }: it then costs only { $vp } at the end

## Final report

report-not-over = the game is not over
report-col-player = player
report-col-track = track
report-col-abilities = abil.
report-col-buzz = buzz
report-col-market = market
report-col-objective = obj.
report-col-loans = loans
report-col-research = resrch
report-col-total = total
report-winners = { $seats-count ->
    [one] { $seats-you ->
        [yes] You win
       *[no] { $seats } wins
    }
   *[other] { $seats } share the win
} with { $below ->
    [1] { $vp } VP below zero
   *[other] { $vp } VP
}
report-provisional = (played with the provisional component set: numbers tagged P are not the printed ones)

## Log lines: the Black Market and the buzz track

log-market-new = { $who-you ->
    [yes] You place
   *[no] { $who } places
} an assistant on Black Market tier { $tier } ({ $cost-n ->
    [0] free
   *[other] { $cost }
})
log-market-move = { $who-you ->
    [yes] You move
   *[no] { $who } moves
} an assistant up from tier { $from } to tier { $to } ({ $cost })
log-market-burst = The Black Market bursts: every other assistant goes home
log-market-drop = { $who-you ->
    [yes] You move
   *[no] { $who } moves
} an assistant down from tier { $from } to tier { $to }
log-market-drop-gear = { $who-you ->
    [yes] You move
   *[no] { $who } moves
} an assistant down from tier { $from } to tier { $to } and { $who-you ->
    [yes] take
   *[no] takes
} a banner gear
log-market-drop-off = { $who-you ->
    [yes] You move
   *[no] { $who } moves
} an assistant down from tier { $from } off the Black Market
log-market-drop-off-gear = { $who-you ->
    [yes] You move
   *[no] { $who } moves
} an assistant down from tier { $from } off the Black Market and { $who-you ->
    [yes] take
   *[no] takes
} a banner gear
log-buzz = { $who-you ->
    [yes] You advance
   *[no] { $who } advances
} on the buzz track from space { $from } to space { $to }
log-flyer = { $who-you ->
    [yes] You reach
   *[no] { $who } reaches
} a flyer on space { $space }: { $effect }
log-buzz-end = { $who-you ->
    [yes] You reach
   *[no] { $who } reaches
} the end of the buzz track { $place ->
    [1] first
    [2] second
    [3] third
   *[other] in place { $place }
}
log-poster = { $who-you ->
    [yes] You place
   *[no] { $who } places
} a buzz token on the poster on space { $space }

## Log lines: actions at the locations

log-action = { $who-you ->
    [yes] You take
   *[no] { $who } takes
} action space { $space } { $at } with a { $value }: { $what }
taken-patent = the patent { $name }
taken-tile = the research tile { $name }
taken-tile-over = the research tile { $name }, over { $over } on research space { $space }
taken-share = a share ({ $income } and { $vp })
taken-westminster = a step up in Westminster
taken-character = the character { $name }
taken-times = buzz from the London Times
log-leave-die = { $who-you ->
    [yes] You leave
   *[no] { $who } leaves
} a die { $at } unused
log-westminster = { $who-you ->
    [yes] You are
   *[no] { $who } is
} on Westminster { $step ->
    [0] the star
    [1] II
    [2] III
    [3] IV
   *[other] V
}: { $effect }
log-recruit = { $who-you ->
    [yes] You recruit
   *[no] { $who } recruits
} { $name } for { $cost } and { $who-you ->
    [yes] score
   *[no] scores
} { $vp }
log-ticket = { $who-you ->
    [yes] You put
   *[no] { $who } puts
} a { $value } under a ticket for { $vp }

## Log lines: placements, decisions and resources

log-place = { $who-you ->
    [yes] You place
   *[no] { $who } places
} a { $value } { $on } (placement space { $space }{ $fee-n ->
    [0] {""}
   *[other] , fee { $fee }
})
log-pass-place = { $who-you ->
    [yes] You place
   *[no] { $who } places
} no more dice this round
log-use-objective = { $who-you ->
    [yes] You use
   *[no] { $who } uses
} an Assistant action on the objective track
log-use-market-new = { $who-you ->
    [yes] You use
   *[no] { $who } uses
} an Assistant action to place a new assistant on the Black Market
log-use-market-move = { $who-you ->
    [yes] You use
   *[no] { $who } uses
} an Assistant action to move an assistant up the Black Market
log-use-drop = { $who-you ->
    [yes] You move
   *[no] { $who } moves
} a Black Market assistant down after placing a die
log-use-poster = { $who-you ->
    [yes] You place
   *[no] { $who } places
} a buzz token on a poster
log-use-green = { $who-you ->
    [yes] You use
   *[no] { $who } uses
} a green bonus once: { $effect }
log-use-choice = { $who-you ->
    [yes] You choose
   *[no] { $who } chooses
} { $effect } (from { $source })
log-skip-assistant = { $who-you ->
    [yes] You take
   *[no] { $who } takes
} no Assistant action
log-skip-drop = { $who-you ->
    [yes] You leave your
   *[no] { $who } leaves their
} Black Market assistants where they are
log-skip-poster = { $who-you ->
    [yes] You keep your
   *[no] { $who } keeps their
} buzz token for a later poster
log-skip = { $who-you ->
    [yes] You pass
   *[no] { $who } passes
}
log-trade-newspapers-die = { $who-you ->
    [yes] You trade
   *[no] { $who } trades
} { $newspapers } for a die
log-trade-newspapers-income = { $who-you ->
    [yes] You trade
   *[no] { $who } trades
} { $newspapers } for 1 income
log-trade-newspapers-gear = { $who-you ->
    [yes] You trade
   *[no] { $who } trades
} { $newspapers } for a gear
log-trade-newspapers-money = { $who-you ->
    [yes] You trade
   *[no] { $who } trades
} a newspaper for { $money }
log-trade-buy-energy = { $who-you ->
    [yes] You buy
   *[no] { $who } buys
} an energy for { $price }
log-trade-buy-gear = { $who-you ->
    [yes] You buy
   *[no] { $who } buys
} a gear for { $price }
log-trade-sell-gear = { $who-you ->
    [yes] You sell
   *[no] { $who } sells
} a gear for { $price }
log-trade-sell-energy = { $who-you ->
    [yes] You sell
   *[no] { $who } sells
} an energy for { $price }
log-trade-loan = { $who-you ->
    [yes] You borrow
   *[no] { $who } borrows
} { $loan }
log-trade-repay = { $who-you ->
    [yes] You repay
   *[no] { $who } repays
} a loan for { $loan }: it then costs only { $vp } at the end
log-loan-over = { $who-you ->
    [yes] You borrow
   *[no] { $who } borrows
} { $loan }, the loan tile going over { $tile } on research space { $space }
log-short = { $who-you ->
    [yes] You are
   *[no] { $who } is
} { $short } short and must raise it
log-gain-die = { $who-you ->
    [yes] You gain
   *[no] { $who } gains
} a die (from the next round)
log-objective = { $who-you ->
    [yes] You reach
   *[no] { $who } reaches
} objective level { $level }
log-loan = { $who-you ->
    [yes] Your
   *[no] { $who }'s
} loan tile costs { $vp } at the end unless repaid
log-watch = { $who-you ->
    [yes] You take
   *[no] { $who } takes
} the Pocket Watch
log-tile = { $who-you ->
    [yes] You place
   *[no] { $who } places
} the research tile { $name } on research space { $space }

## Log lines: the course of the round and prototypes

log-die-no-action = { $who-you ->
    [yes] Your
   *[no] { $who }'s
} die { $at } has no action: { $money }
log-salaries = { $who-you ->
    [yes] You pay
   *[no] { $who } pays
} { $money } in salaries
log-ability = { $who-you ->
    [yes] You use
   *[no] { $who } uses
} the ability of { $name }: { $effect }
log-income = { $who-you ->
    [yes] You receive
   *[no] { $who } receives
} { $money } of income
log-build-self = { $who-you ->
    [yes] You build
   *[no] { $who } builds
} the prototype { $name } for { $cost }, { $who-you ->
    [yes] score
   *[no] scores
} { $vp } and { $who-you ->
    [yes] keep
   *[no] keeps
} its effect: { $effect }
log-build-other = { $who-you ->
    [yes] You build
   *[no] { $who } builds
} the prototype { $name } for { $cost } and { $who-you ->
    [yes] score
   *[no] scores
} { $vp }; { $target-you ->
    [yes] you get
   *[no] { $target } gets
} its effect: { $effect }
log-pass-build = { $who-you ->
    [yes] You build
   *[no] { $who } builds
} nothing more this round

## What the game waits for (a seat in them is a seat: "you" to its own reader)

waiting-commit = every seat is choosing its dice values (`dice 6 5 2 1`)
waiting-debt = { $seat } must raise { $debt } (`newspapers money`, `sell gear`, `sell energy`, `loan`)
waiting-assistant = { $seat-you ->
    [yes] you take
   *[no] { $seat } takes
} an Assistant action (`objective`, `market new`, `market move N`, `skip`)
waiting-drop = { $seat } may move a Black Market assistant down (`drop N`, `skip`)
waiting-green = { $seat-you ->
    [yes] you choose
   *[no] { $seat } chooses
} a green bonus to use
waiting-choose = { $seat-you ->
    [yes] you choose
   *[no] { $seat } chooses
} one of { $effect } from { $source } (`choose N`)
waiting-poster = { $seat } may place a buzz token on the poster at { $space } (`poster`, `skip`)
waiting-place = { $seat-you ->
    [yes] you place a die or pass
   *[no] { $seat } places a die or passes
}
waiting-resolve = the die { $at } acts (or `pass`)
waiting-phase-3 = phase 3
waiting-build = { $seat-you ->
    [yes] you build
   *[no] { $seat } builds
} prototypes (`build ID`, `pass`)
waiting-over = the game is over
waiting-round = the round goes on

## An action named for its refusal, after "you cannot" (the plain verb)

act-dice = choose the dice { $dice }
act-dice-extra = choose the dice { $dice } with an extra die
act-place = place your { $value } on placement space { $space } { $of }
act-pass = pass
act-patent = take the patent { $name }
act-tile = take the research tile { $name }
act-tile-over = take the research tile { $name } over research space { $space }
act-share = buy a share ({ $income } and { $vp })
act-share-any = buy a share
act-no-such-component = a card that does not exist
act-westminster = move up in Westminster
act-character = recruit { $name }
act-times = take buzz from the London Times
act-possibility = choose “{ $effect }” { $at }
act-possibility-any = choose a possibility { $at }
act-build = build the prototype { $name }
act-build-for = build the prototype { $name } for { $target }
act-objective = advance your objective
act-market-new = place a new assistant on the Black Market
act-market-move = move up your assistant on Black Market tier { $tier }
act-skip = skip
act-drop = move your assistant on Black Market tier { $tier } one step down
act-green-tile = use the green bonus of research space { $space }
act-green-market = use the green bonus of Black Market tier { $tier }
act-green-character = use the green bonus of { $name }
act-green-watch = use the green bonus of the Pocket Watch
act-choose = choose alternative { $n }
act-poster = place a buzz token on the poster
act-loan-over = take a loan over research space { $space }
act-trade-newspapers-die = trade { $newspapers } for a die
act-trade-newspapers-income = trade { $newspapers } for 1 income
act-trade-newspapers-gear = trade { $newspapers } for a gear
act-trade-newspapers-money = trade a newspaper for { $money }
act-trade-buy-energy = buy an energy
act-trade-buy-gear = buy a gear
act-trade-sell-gear = sell a gear
act-trade-sell-energy = sell an energy
act-trade-loan = take a loan
act-trade-repay = repay a loan

## Refusals (the refusal codes stay as they are; these are their messages)

refusal-no-extra-die = an extra die needs { $need } and fewer than { $max } dice; you have { $newspapers } and { $dice } dice
refusal-wrong-dice = choose a value from 1 to 6 for each of your { $k } dice
refusal-not-now = you cannot { $action } now: { $waiting }
refusal-loan-needs-tile = every research space is taken: say which research tile the loan replaces (`loan over N`, RULINGS 17)
refusal-loan-over-no-tile = research space { $space } holds no research tile: a loan goes over a research tile
refusal-loan-over-plain = a research space is empty, or none holds a tile: take a plain `loan`
refusal-trade-debt = you cannot { $action }: it raises no money, and you owe { $debt }; raise it with `newspapers money`, `sell gear`, `sell energy` or `loan`
refusal-trade-undoes = you cannot { $action }: it would undo a trade you made since your last move ({ $undone }); make a move first
refusal-trades-exhausted = you made { $n } trades since your last move, as many as you may; make a move first
refusal-trade = you cannot { $action }: { $reason }
refusal-no-such-die = you have no unplaced die showing { $value }; your dice to place: { $dice }
refusal-no-dice = none
refusal-no-such-space = { $location } has { $n } placement spaces
refusal-space-taken = space { $space } { $of } is taken
refusal-space-needs = space { $space } { $of } needs a die of at least { $min }
refusal-cannot-build = you cannot { $action }: you cannot pay for it (newspapers are missing) or you built two prototypes already
refusal-no-such-patent = you cannot { $action }: you have no such patent (patents are built once)
refusal-not-possible = you cannot { $action } now
refusal-no-such-alternative = you cannot { $action }: there is no such alternative
refusal-not-available = you cannot { $action } with this die now
trade-reason-newspapers-die = a die costs { $need } and you may have { $max } dice at most (you have { $newspapers } and { $dice } dice)
trade-reason-newspapers = it costs { $need }; you have { $newspapers }
trade-reason-no-newspaper = you have no newspaper
trade-reason-buy-energy = energy costs { $price }; you have { $money }
trade-reason-buy-gear = a gear costs { $price }; you have { $money }
trade-reason-no-gear = you have no gear
trade-reason-no-energy = you have no energy
trade-reason-loan = loans are always possible
trade-reason-repay = repaying needs an open loan and { $loan }; you have { $money }


## Component names (the data file's names; a custom file's unknown ids keep their own)

# Patents (and their prototypes)
patent-audiobook = Audiobook
patent-hydraulic-crane = Hydraulic Crane
patent-thinking-machine = Thinking Machine
patent-beer-glass-counter = Beer Glass Counter
patent-climate-changer = Climate Changer
patent-iron-bridge = Iron Bridge
patent-denim-loom = Denim Loom
patent-glass-house = Glass House
patent-telegraph = Electric Telegraph
patent-revolver = Revolving Pistol
patent-vulcanized-rubber = Vulcanized Rubber
patent-reaper = Mechanical Reaper
patent-difference-engine = Difference Engine
patent-electric-motor = Electric Motor
patent-daguerreotype = Daguerreotype
patent-calotype = Calotype
patent-bessemer-converter = Bessemer Converter
patent-safety-elevator = Safety Elevator
patent-dynamo = Dynamo
patent-cast-steel-cannon = Cast Steel Cannon
patent-steam-locomotive = Steam Locomotive
patent-tempest-prognosticator = Tempest Prognosticator
patent-koh-i-noor-case = Koh-i-Noor Case
patent-envelope-machine = Envelope Machine
patent-sewing-machine = Sewing Machine
patent-fire-engine = Steam Fire Engine
patent-concert-piano = Concert Grand Piano
patent-stereoscope = Stereoscope
patent-gas-cooker = Gas Cooker
patent-lighthouse-lens = Lighthouse Lens

# Characters
character-bronte = Charlotte Brontë
character-holmes = Sherlock Holmes
character-fogg = Phileas Fogg
character-strauss = Levi Strauss
character-edwards = Amelia Edwards
character-paxton = Joseph Paxton
character-lovelace = Ada Lovelace
character-brunel = Isambard Kingdom Brunel
character-faraday = Michael Faraday
character-babbage = Charles Babbage
character-darwin = Charles Darwin
character-dickens = Charles Dickens
character-nightingale = Florence Nightingale
character-morse = Samuel Morse
character-colt = Samuel Colt
character-goodyear = Charles Goodyear
character-mccormick = Cyrus McCormick
character-albert = Prince Albert
character-cole = Henry Cole
character-lind = Jenny Lind
character-tennyson = Alfred Tennyson
character-stephenson = Robert Stephenson
character-gaskell = Elizabeth Gaskell
character-anning = Mary Anning
character-talbot = William Fox Talbot
character-daguerre = Louis Daguerre
character-bessemer = Henry Bessemer
character-otis = Elisha Otis
character-siemens = Werner von Siemens
character-krupp = Alfred Krupp

# Research tiles
tile-ledger = Ledger
tile-press-release = Press Release
tile-steam-study = Steam Study
tile-gear-works = Gear Works
tile-pamphlets = Pamphlets
tile-windfall = Windfall
tile-patronage = Patronage
tile-salon = Salon
tile-coal-seam = Coal Seam
tile-foundry = Foundry
tile-broadsheet = Broadsheet
tile-rent-roll = Rent Roll
tile-lecture-hall = Lecture Hall
tile-arcade = Shopping Arcade
tile-workshop = Workshop
tile-gallery = Gallery
tile-trust-fund = Trust Fund
tile-telegraph-office = Telegraph Office
tile-gasworks = Gasworks
tile-bookshop = Bookshop
tile-bounty = Bounty
tile-spare-parts = Spare Parts
tile-battery = Battery
tile-scoop = Scoop
tile-rumour = Rumour
tile-dividend = Dividend
tile-apprentice = Apprentice
tile-petition = Petition
tile-fixer = Fixer
tile-medal = Medal
tile-prospectus = Prospectus
tile-exhibition-guide = Exhibition Guide
tile-advertisement = Advertisement
tile-patronage-letter = Letter of Patronage
tile-royal-charter = Royal Charter
tile-engine-works = Engine Works
tile-prize-medal = Prize Medal
tile-bank-note = Bank Note
tile-steam-press = Steam Press
tile-chronometer = Marine Chronometer
tile-salon-circle = Literary Circle
tile-patron = Wealthy Patron
tile-society = Royal Society
tile-dinner = Club Dinner
tile-grand-tour = Grand Tour

# Nations
nation-france = France
nation-united-kingdom = United Kingdom
nation-japan = Japan
nation-spain = Spain
nation-italy = Italy
nation-prussia = Prussia
nation-russia = Russia
nation-united-states = United States
nation-austria = Austria
nation-netherlands = Netherlands

# Reading an action typed in notation (the terminal): why it cannot be read.
parse-in = `{ $text }`: { $why }
parse-missing = missing { $what }
parse-not-number = `{ $word }` is not a number ({ $what })
what-die-value = the die value
what-placement-space = the placement space
what-research-space = the research space
what-seat = the seat
what-tier = the tier
what-alternative = the alternative
what-location = the location
what-possibility = the possibility
what-patent = the patent
what-research-tile = the research tile
what-share = the share
what-character = the character
parse-no-such-patent = there is no patent `{ $id }`
parse-no-such-research-tile = there is no research tile `{ $id }`
parse-no-such-share = there is no share `{ $id }`
parse-no-such-character = there is no character `{ $id }`
parse-too-long = too long for an action
parse-empty = empty action
parse-not-die-word = `{ $word }` is not a die value (1-6)
parse-not-die = { $value } is not a die value (1-6)
parse-at-most-6 = at most 6 dice
parse-not-location = `{ $word }` is not a location; locations: patents museum bank westminster club times port station
parse-die-and-space = a die value 1-6 and a space number from 1
parse-research-from-1 = research spaces are numbered from 1
parse-tiers-from-1 = tiers are numbered from 1
parse-expected-over = `{ $word }`: expected `over N`
parse-expected-for = `{ $word }`: expected `for SEAT`
parse-not-possibility = `{ $word }` is not a possibility here; they are { $names }
parse-no-seat = there is no seat { $seat }
parse-market-forms = expected `market new` or `market move TIER`
parse-green-forms = expected `green tile N`, `green market N`, `green character ID` or `green watch`
parse-alternatives = alternatives are numbered 1 to 9
parse-loan-forms = expected `loan` or `loan over N`
parse-trade-forms = expected newspapers die|income|gear|money, buy energy|gear or sell gear|energy
parse-not-action = `{ $word }` is not an action; actions begin with dice, place, pass, patent, tile, share, westminster, character, times, port, station, build, objective, market, skip, drop, green, choose, poster, newspapers, buy, sell, loan, repay
parse-unexpected = unexpected `{ $word }` at the end

# Crystal Palace: every text the engine writes for people, in English.
# The refusal codes, the action notation and JSON never change with the language;
# the effect words below read like the data file's notation ("money 2").

## Seats

seat = seat { $n }
seats-none = nobody
seats-list = { $first } and { $last }

## Rounds and phases

round-name-1 = Spring 1849
round-name-2 = Autumn 1849
round-name-3 = Spring 1850
round-name-4 = Autumn 1850
round-name-5 = Spring 1851
phase-name-1 = decide on the value of your dice and pay
phase-name-2 = place your dice
phase-name-3 = take actions
phase-name-4 = pay salary and use character abilities
phase-name-5 = convert patents into prototypes
phase-name-6 = income, permanent effects and the buzz track
phase-name-7 = prepare for the next round

## Banner

banner = Round { $round } of 5 ({ $round_name }), phase { $phase }: { $phase_name }
banner-over = Game over after { $round_name }

## Locations: the title, then the forms in a sentence

location-patent-office = Patent Office
location-patent-office-the = the Patent Office
location-patent-office-at = at the Patent Office
location-patent-office-of = of the Patent Office
location-patent-office-on = on the Patent Office
location-british-museum = British Museum
location-british-museum-the = the British Museum
location-british-museum-at = at the British Museum
location-british-museum-of = of the British Museum
location-british-museum-on = on the British Museum
location-bank-of-england = Bank of England
location-bank-of-england-the = the Bank of England
location-bank-of-england-at = at the Bank of England
location-bank-of-england-of = of the Bank of England
location-bank-of-england-on = on the Bank of England
location-westminster = Westminster
location-westminster-the = Westminster
location-westminster-at = at Westminster
location-westminster-of = of Westminster
location-westminster-on = on Westminster
location-reform-club = Reform Club
location-reform-club-the = the Reform Club
location-reform-club-at = at the Reform Club
location-reform-club-of = of the Reform Club
location-reform-club-on = on the Reform Club
location-london-times = London Times
location-london-times-the = the London Times
location-london-times-at = at the London Times
location-london-times-of = of the London Times
location-london-times-on = on the London Times
location-port-of-london = Port of London
location-port-of-london-the = the Port of London
location-port-of-london-at = at the Port of London
location-port-of-london-of = of the Port of London
location-port-of-london-on = on the Port of London
location-waterloo-station = Waterloo Station
location-waterloo-station-the = Waterloo Station
location-waterloo-station-at = at Waterloo Station
location-waterloo-station-of = of Waterloo Station
location-waterloo-station-on = on Waterloo Station

## Effects (in English, the data file's notation) and costs

effect-money = money { $n }
effect-gear = gear { $n }
effect-energy = energy { $n }
effect-newspaper = newspaper { $n }
effect-income = income { $n }
effect-vp = vp { $n }
effect-buzz = buzz { $n }
effect-westminster = westminster { $n }
effect-assistant = assistant { $n }
effect-assistant-free = assistant-free { $n }
effect-die = die { $n }
effect-green = green { $n }
effect-objective = objective
effect-violet-blue = violet blue
effect-violet-orange = violet orange
effect-watch = watch
effect-ticket = ticket
effect-vp-per = vp-per { $count } { $per } { $n }
effect-money-per = money-per { $count } { $per } { $n }
# Between the steps of an effect, and between its alternatives.
effect-and = {", "}
effect-or = {" | "}
count-characters = characters
count-prototypes = prototypes
count-patents = patents
count-cards = cards
count-newspapers = newspapers
count-gears = gears
count-energy = energy
count-shares = shares
count-tiles = tiles
count-dice = dice
count-loans = loans
count-westminster = westminster
count-assistants = assistants
count-buzz-tokens = buzz-tokens
cost-money = £{ $n }
cost-gears = { $n ->
    [one] { $n } gear
   *[other] { $n } gears
}
cost-energy = { $n } energy
cost-newspapers = { $n ->
    [one] { $n } newspaper
   *[other] { $n } newspapers
}
cost-free = free

## Where an effect comes from, when its receiver chooses

source-green-bonus = a green bonus
source-flyer = a flyer
source-poster = a poster
source-action-space = an action space

## The table (terminal view)

board-provisional = (provisional component set: numbers tagged P are the project's own, not printed)
board-header = seat  nation          £   owe gear en news inc  VP dice West buzz obj loans
board-dice = Dice: { $seats }
board-dice-chosen = { $seat } has chosen
board-dice-choosing = { $seat } is choosing
board-your-dice = Your dice (secret until all have chosen): { $dice }
board-location = { $number }. { $title } actions free { $free }  dice { $dice }{ $offer }
board-market = Black Market (bottom first) { $spaces }  banner gears { $gears }
board-player-cards = { $seat }: patents { $patents }  built/recruited { $cards }
details-patents = Face-up patents:
details-patent = { $id } ({ $name }): cost { $cost }, VP { $vp }, effect { $effect }
details-characters = Characters at the Reform Club:
details-character = { $id } ({ $name }): cost { $cost }, VP { $vp }, salary { $salary }, instant { $instant }
details-tiles = Research tiles at the British Museum:
details-tile = { $id } ({ $name }): { $when } { $effect }
tile-permanent = every phase 6:
tile-once = once:

## Log lines

log-committed = { $seat } chooses dice { $dice }
log-committed-extra = { $seat } chooses dice { $dice } (an extra die for 4 newspapers)
log-committed-secret = { $seat } has chosen its dice
log-revealed-seat = { $seat } { $dice } (total { $total })
log-revealed = dice revealed: { $dice }; { $start } starts; a newspaper for { $newspapers }
log-phase = — round { $round }, phase { $phase }: { $name }
log-game-over = the game is over: { $scores }
log-score = { $seat } { $vp } VP

## Action descriptions

desc-dice = roll { $dice } and pay £{ $pips }
desc-dice-extra = roll { $dice } and pay £{ $pips }, one die bought for { $newspapers } newspapers
desc-place = place your { $value } { $at }, space { $space } (needs { $min }{ $fee }{ $assistant })
desc-place-fee = , fee £{ $fee }
desc-place-assistant = , an Assistant action
desc-place-short = place your { $value } { $at }
desc-pass-place = place no more dice this round
desc-pass-resolve = leave this die unused (nothing for it)
desc-pass-build = build nothing more this round
desc-patent = take the patent { $name }: its prototype costs { $cost }, gives { $vp } VP this round, effect { $effect }
desc-tile = take the research tile { $name } ({ $when } { $effect })
desc-tile-over = take the research tile { $name } ({ $when } { $effect }) over the tile on research space { $space }
desc-share = buy the share { $id }: +{ $income } income, +{ $vp } VP
desc-westminster = step up in Westminster to { $step }: { $effect }
desc-westminster-top = stay on Westminster V: { $effect }
desc-character = recruit { $name }: costs { $cost }, { $vp } VP now
desc-character-instant = recruit { $name }: costs { $cost }, { $vp } VP now, at once { $instant }
desc-times = { $buzz } buzz from the London Times
desc-possibility = { $location }: { $effect }
desc-build-self = build the { $name } ({ $cost }) for { $vp } VP; its effect ({ $effect }) goes to you
desc-build-other = build the { $name } ({ $cost }) for { $vp } VP; its effect ({ $effect }) goes to { $target }
desc-objective = advance your objective to level { $level }
desc-market-new = place a new assistant on Black Market tier { $tier }
desc-market-new-any = place a new assistant on the Black Market
desc-market-move = move your assistant up from tier { $from } to tier { $to } (£{ $cost })
desc-market-move-any = move an assistant up
desc-skip-assistant = take no Assistant action
desc-skip-drop = leave your Black Market assistants where they are
desc-skip-poster = keep your buzz token for a later poster
desc-skip = skip
desc-drop = move your Black Market assistant on tier { $tier } one step down
desc-green = use a green bonus once: { $effect }
desc-green-any = use a green bonus
desc-choose = { $effect } (from { $source })
desc-poster = place a buzz token on the poster at { $space } ({ $bonus } every phase 6)
desc-poster-any = place a buzz token
desc-loan-over = take a loan over { $tile } (research space { $space }, discarded): £{ $loan } now, its tile's VP at the end
desc-loan-over-any-tile = a research tile
desc-trade-newspapers-die = { $n } newspapers for a die (from the next round)
desc-trade-newspapers-income = { $n } newspapers for +1 income
desc-trade-newspapers-gear = { $n } newspapers for a gear
desc-trade-newspapers-money = a newspaper for £1
desc-trade-buy-energy = buy an energy for £{ $price }
desc-trade-buy-gear = buy a gear for £{ $price }
desc-trade-sell-gear = sell a gear for £{ $price }
desc-trade-sell-energy = sell an energy for £{ $price }
desc-trade-loan = take a loan: £{ $loan } now, its tile's VP at the end
desc-trade-repay = repay a loan for £{ $loan }: it counts { $vp } VP

## Final report

report-not-over = the game is not over
report-header = seat  track abilities buzz market objective loans research  total
report-wins = { $seat } wins with { $vp } VP
report-share = { $seats } share the win with { $vp } VP
report-provisional = (played with the provisional component set: numbers tagged P are not the printed ones)

## Log lines: the Black Market and the buzz track

log-market-new = { $seat } places an assistant on Black Market tier { $tier } (£{ $cost })
log-market-move = { $seat } moves an assistant up from tier { $from } to tier { $to } (£{ $cost })
log-market-burst = the Black Market bursts: every other assistant goes home
log-market-drop = { $seat } moves an assistant down from tier { $from } to tier { $to }
log-market-drop-gear = { $seat } moves an assistant down from tier { $from } to tier { $to } and takes a banner gear
log-market-drop-off = { $seat } moves an assistant down from tier { $from } off the Black Market
log-market-drop-off-gear = { $seat } moves an assistant down from tier { $from } off the Black Market and takes a banner gear
log-buzz = { $seat } advances on the buzz track from { $from } to { $to }
log-flyer = { $seat } reaches a flyer on space { $space }: { $effect }
log-buzz-end = { $seat } reaches the Crystal Palace poster, place { $place }
log-poster = { $seat } places a buzz token on the poster at { $space }

## Log lines: actions at the locations

log-action = { $seat }'s { $value } { $at } takes action space { $space }: { $action }
log-leave-die = { $seat } leaves a die { $at } unused
log-westminster-star = { $seat } is on Westminster the star and gains { $effect }
log-westminster = { $seat } is on Westminster { $step } and gains { $effect }
log-recruit = { $seat } recruits { $name } ({ $cost }) for { $vp } VP
log-ticket = { $seat } puts a { $value } under a ticket for { $vp } VP

## Log lines: placements and resources

log-place = { $seat } places a { $value } { $on } (space { $space })
log-place-fee = { $seat } places a { $value } { $on } (space { $space }, fee £{ $fee })
log-pass-place = { $seat } places no more dice this round
log-short = { $seat } is £{ $short } short and must raise it
log-gain-die = { $seat } gains a die (from the next round)
log-objective = { $seat } reaches objective level { $level }
log-loan = { $seat } takes a loan ({ $vp } VP at the end unless repaid)
log-watch = { $seat } takes the Pocket Watch
log-tile = { $seat } places the research tile { $name }

## Log lines: the course of the round and prototypes

log-die-no-action = { $seat }'s die { $at } has no action: £{ $money }
log-salaries = { $seat } pays £{ $money } in salaries
log-ability = { $name }'s ability for { $seat }: { $effect }
log-income = { $seat }'s income: £{ $money }
log-build = { $seat } builds the { $name } ({ $cost }) for { $vp } VP; its effect goes to { $target }: { $effect }
log-pass-build = { $seat } builds nothing more this round

## What the game waits for

waiting-commit = every seat is choosing its dice values (`dice 6 5 2 1`)
waiting-debt = { $seat } must raise £{ $debt } (`newspapers money`, `sell gear`, `sell energy`, `loan`)
waiting-assistant = { $seat } takes an Assistant action (`objective`, `market new`, `market move N`, `skip`)
waiting-drop = { $seat } may move a Black Market assistant down (`drop N`, `skip`)
waiting-green = { $seat } chooses a green bonus to use
waiting-choose = { $seat } chooses one of { $effect } from { $source } (`choose N`)
waiting-poster = { $seat } may place a buzz token on the poster at { $space } (`poster`, `skip`)
waiting-place = { $seat } places a die or passes
waiting-resolve = the die { $at } acts (or `pass`)
waiting-phase-3 = phase 3
waiting-build = { $seat } builds prototypes (`build ID`, `pass`)
waiting-over = the game is over
waiting-round = the round goes on

## Refusals (the refusal codes stay as they are; these are their sentences)

refusal-no-such-seat = { $seat } does not exist in a { $players }-player game
refusal-not-your-turn = it is { $turn }'s turn, not { $seat }'s
refusal-not-your-turn-many = seats { $seats } must act now, not { $seat }
refusal-seats-and = {" and "}
refusal-no-extra-die = an extra die needs { $need } newspapers and fewer than { $max } dice; you have { $newspapers } newspapers and { $dice } dice
refusal-wrong-dice = choose a value from 1 to 6 for each of your { $k } dice
refusal-not-now = `{ $action }` is not possible now: { $waiting }
refusal-loan-needs-tile = every research space is taken: say which research tile the loan replaces (`loan over N`, RULINGS 17)
refusal-loan-over-no-tile = research space { $space } holds no research tile: a loan goes over a research tile
refusal-loan-over-plain = a research space is empty, or none holds a tile: take a plain `loan`
refusal-trade-debt = `{ $action }` does not raise money: you owe £{ $debt }; raise it with `newspapers money`, `sell gear`, `sell energy` or `loan`
refusal-trade-undoes = `{ $action }` would undo the `{ $undone }` you made since your last move; make a move first
refusal-trades-exhausted = you made { $n } trades since your last move, as many as you may; make a move first
refusal-trade = `{ $action }` is not possible: { $reason }
refusal-no-such-die = you have no unplaced die showing { $value }; your dice to place: { $dice }
refusal-no-dice = none
refusal-no-such-space = { $location } has { $n } placement spaces
refusal-space-taken = space { $space } { $of } is taken
refusal-space-needs = space { $space } { $of } needs a die of at least { $min }
refusal-cannot-build = you cannot pay for `{ $action }` (newspapers are missing) or built two prototypes already
refusal-no-such-patent = `{ $action }`: you have no such patent (patents are built once)
refusal-not-possible = `{ $action }` is not possible now
refusal-no-such-alternative = `{ $action }`: there is no such alternative
refusal-not-available = `{ $action }` is not available to this die now
trade-reason-newspapers-die = a die costs { $need } newspapers and you may have { $max } dice at most (you have { $newspapers } newspapers, { $dice } dice)
trade-reason-newspapers = it costs { $need } newspapers; you have { $newspapers }
trade-reason-no-newspaper = you have no newspaper
trade-reason-buy-energy = energy costs £{ $price }; you have £{ $money }
trade-reason-buy-gear = a gear costs £{ $price }; you have £{ $money }
trade-reason-no-gear = you have no gear
trade-reason-no-energy = you have no energy
trade-reason-loan = loans are always possible
trade-reason-repay = repaying needs an open loan and £{ $loan }; you have £{ $money }

## Log lines: an action in notation

log-acted = { $seat }: { $action }

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

# The terminal's own sentences (`gaslamp play`), English. The games write theirs.

play-head = { $game }, { $players } players, { $how }
play-continued = continued after { $n ->
    [one] { $n } action
   *[other] { $n } actions
}
play-seed-clock = seed from the clock (shown when the game ends)
play-seed = seed { $seed }
play-seats = Seats:
play-seat = { $seat }: { $kind } ({ $about })
play-record = The record is saved to { $path } after every action (continue a left game with --resume { $path }).
play-example = { " " }(e.g. `{ $action }`)
play-how = At your turn type an action's number or its text{ $example }; `?` lists the actions with what they cost and give, `b` shows the board, `c` every detail, `q` quits.
play-hot-seat = Several people share this terminal: at secret simultaneous choices the log only says that a seat has chosen, and everyone but the seat choosing must look away from the screen.
play-look-away = { $seat } chooses in secret: everyone else, look away now.
play-chosen = { $seat-you ->
    [yes] You have
   *[no] { $seat } has
} chosen (secret until every seat has)
play-chosen-bot = { $seat } ({ $bot }) has chosen (secret until every seat has)
play-played = { $seat-you ->
    [yes] You
   *[no] { $seat }
}: { $what }
play-played-bot = { $seat } ({ $bot }): { $what }
play-over = Game over
play-congratulations = Congratulations, { $who }!
play-left = Game left after { $n ->
    [one] { $n } action
   *[other] { $n } actions
}; no winner.
play-seed-was = The seed was { $seed }: play this game again with --seed { $seed }.
play-saved = Record saved to { $path } (gaslamp replay { $path } shows the final state).
play-legal = Your legal actions:
play-legal-columns = Your { $n } legal actions (`?` adds their costs and gains):
play-legal-count = You have { $n } legal actions: `?` lists them with their costs and gains.
play-since = Since your last action:
play-earlier = { "  " }... { $n ->
    [one] { $n } earlier line
   *[other] { $n } earlier lines
}
play-prompt = { $seat }, your action (1-{ $n }, text, ? list, b board, c cards, q quit)>{ " " }
play-no-action = There is no action { $k }: type a number from 1 to { $n }, or an action in text.
play-unreadable = Cannot read `{ $text }`: { $why }
play-not-allowed = Not allowed: { $why } [{ $code }]
# Who sits at a seat.
seat-human = a person at this terminal
bot-iterations = { $n } iterations per decision
bot-seconds = { $s } s per decision
bot-random = uniformly random legal actions
bot-greedy = one-ply look-ahead with the game's estimate
bot-ismcts = ISMCTS, { $budget }
bot-ismcts-tuned = ISMCTS, { $budget }, rollout depth { $depth }, exploration { $c }, temperature { $t }
bot-own-depth = the game's own
bot-level = { $what }, level { $level }
level-easy = easy
level-medium = medium
level-hard = hard
level-expert = expert

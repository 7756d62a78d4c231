# The sentences every game shares (English). In a message a seat is a seat: "you"
# to its own reader, its name to everyone else (gaslamp_core::message).

# The language, named in itself (the page offers it by this name).
language-name = English

# A seat alone (a cell of a table): "you" to its own reader, else its name.
seat-name = { $seat }
nobody = nobody
seats-and = { $first } and { $last }
no-such-seat = there is no player { $seat } in a { $players }-player game
game-over = the game is over
not-your-turn = { $seat-you ->
    [yes] it is not your turn
   *[no] it is not { $seat }'s turn
}: { $who } must act now
and = and
not-legal-now = `{ $action }` is not legal now
# The learning environments' action indices.
index-outside = action index { $index } is outside this game's { $count } indices
index-no-action = action index { $index } names no action
# A seat said to its own reader (gaslamp_core::message), and a seat whose name a
# reader was not given.
you = you
player-number = player { $n }
# A clock bot played a late person's move (a log line of every game).
clock-played = { $who-you ->
    [yes] Your time ran out: a bot played this move for you.
   *[no] { $who }'s time ran out: a bot played this move for them.
}

# The sentences every game shares (English). A seat is written "seat N"; the
# browser puts the seat's name in its place.

seat = seat { $seat }
nobody = nobody
seats-and = { $first } and { $last }
no-such-seat = seat { $seat } does not exist in a { $players }-player game
game-over = the game is over
not-your-turn = it is seat { $who }'s turn, not seat { $seat }'s
not-your-turn-several = seats { $who } must act now, not seat { $seat }
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

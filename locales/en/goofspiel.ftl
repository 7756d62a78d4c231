# Goofspiel's sentences (English): messages (gaslamp_core::message), a seat is
# "you" to its own reader and its name to everyone else.

# The game's name as the page shows it.
game-title = Goofspiel

# The terminal's board.
board-head = Goofspiel, { $players } players, { $cards } cards —
board-round = round { $round } of { $cards }: prize { $prize } (prizes left: { $left })
board-over = game over
board-you-bid = you bid { $card }
board-has-bid = has bid
board-to-bid = to bid
board-seat = { $seat-you ->
    [yes] You
   *[no] { $seat }
}: score { $score }, hand { $hand }
board-won-it = { $seat } won it
board-tied = tied highest bids, discarded
board-last = last round: prize { $prize }, bids { $bids }, { $who }
# The banner.
banner-round = Round { $round } of { $cards }, prize { $prize }
banner-over = Game over
# Log lines and menu lines: messages (gaslamp_core::message), a seat is "you"
# to its own reader and its name to everyone else.
log-bid-secret = { $who-you ->
    [yes] You bid your { $card } (secret until everyone has bid).
   *[no] { $who } bid { $card } (secret until everyone has bid).
}
log-has-bid = { $who-you ->
    [yes] You have bid.
   *[no] { $who } has bid.
}
bid-of = { $who } bid { $card }
log-wins = { $who-you ->
    [yes] you win
   *[no] { $who } wins
} the { $prize }
log-tied = tied highest bids: the { $prize } is discarded
log-revealed = Round { $round }: { $bids }; { $result }.
log-prize = Round { $round }: the prize is the { $prize }.
score-of = { $who } { $score ->
    [one] one point
   *[other] { $score } points
}
log-over = The game is over: { $scores }.
# The final report.
final-head = Final scores:
final-seat = { $seat-you ->
    [yes] You
   *[no] { $seat }
}: { $score }
final-winners = { $who-count ->
    [one] Winner
   *[other] Winners
}: { $who } with { $best } points
# Actions and refusals.
describe-bid = Bid your { $card } for the prize worth { $prize } ({ $left-count ->
    [0] your last card
   *[other] cards left after: { $left }
})
describe-bid-plain = Bid your { $card }
card-number = { $card }
no-such-card = there is no card { $card } in this game: bid one of your cards, 1 to { $cards }
card-not-in-hand = you already played your { $card }; your cards are { $hand }
parse-expected = write `bid N` with N one of your cards, e.g. `bid 5`
parse-empty = empty action: { $expected }
parse-needs-card = `bid` needs a card: { $expected }
parse-not-number = `{ $word }` is not a card number: { $expected }
parse-one-card = a bid is one card: { $expected }
parse-unknown = unknown action `{ $word }`: { $expected }

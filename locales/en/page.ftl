# The page's own words (English): its buttons, headings and messages. The games'
# words are the games' (GET /api/games/{game}/words).

projected_any = Each player’s final score if the game ended now, with its parts.
progress_turn = Turn { $t } of { $n }
progress_round = Round { $t } of { $n }
player = Player
table = Table
part_track = Track
part_buildings = Buildings
part_techniques = Techniques
part_buzz = Buzz
part_market = Black Market
part_objective = Objective
part_loans = Loans
part_empty_research = Empty research spaces
part_abilities = Characters
part_prizes = Prizes
title = Gaslamp
language = Language
your_name = Your name
save = Save
new_game = New game
game = Game
players = Players
seat = Seat
me = Me
open_seat = Open (a person joins)
bot_easy = Bot: easy
bot_medium = Bot: medium
bot_hard = Bot: hard
bot_expert = Bot: expert
random_bot = Bot: random
clock = Move clock
no_clock = None
minutes = { $n } min
turn_based = Turn-based (a day a move)
create = Create
join_by_code = Join by code or link
join = Join
my_games = My games
open_games = Open games
watch = Watch
play = Play
none = None yet.
your_turn = your turn
waiting_for = waiting for { $who }
game_over = game over
back = Home
invite = Invite link
copy = Copy
period = Period
event = Event
future_event = Next event
market = Market
log = Log
chat = Chat
send = Send
actions = All your actions
pass = Pass
bonus = Bonus
money = Money
spyrium = Spyrium
score = VP
residence = Residence
workers = Workers
buildings = Buildings
techniques = Techniques
tokens = Tokens
phase = Phase
placement = placement
activation = activation
passed = passed
inclined = inclined
connecting = Connecting…
reconnecting = Connection lost: reconnecting…
connected = Connected
seat_lost = You no longer hold this seat: it was left or taken.
room_expired = This room has ended: nothing happened in it for too long.
refused = Refused
choose = Choose
cancel = Cancel
to_act = To act
to_act_who = To act: { $who }
axis_move = move
first_player = first player
slot_between = the slot between { $a } and { $b }
empty_space = an empty space ({ $place })
empty = empty
place_0 = top left
place_1 = top
place_2 = top right
place_3 = left
place_4 = centre
place_5 = right
place_6 = bottom left
place_7 = bottom
place_8 = bottom right
replay_keys = Replay: the arrow keys step back and forward
pass_gives_up_placements = Pass now? You give up placing your { $n ->
    [one] last worker
   *[other] { $n } remaining workers
} this turn; a pass cannot be taken back.
pass_gives_up_activations = Pass now? You give up activating your { $n ->
    [one] worker
   *[other] { $n } workers
} in the market this turn; a pass cannot be taken back.
pass_anyway = Yes, pass
invited = You are invited to a game of { $game }. Your name, to take your seat:
no_such_room = There is no such room: it may have ended, or the link is wrong.
copied = Copied.
spectator = You are watching.
final_scores = Final scores
total = Total
track = Track
winner = Winner
provisional = Provisional number: chosen by the project, not read off a printed card.
provisional_short = provisional
rules = Rules summary
deck = Deck
price = price
gain_money_here = Take money
pick_card = Choose a card beside this worker, or take money.
pick_worker = Choose one of your workers in the market, a building or the event.
pick_slot = Choose a slot between two cards to place a worker.
thinking = { $who } is thinking…
seat_name = { $colour }
left = left
# A label before what it names ("Research spaces: …"), with the language's spacing.
colon = { $label }:
to_table = Back to the table
workers_now = { $active } active · { $market } in the market · { $used } used / { $owned }
error = Error
code_or_link = Code or link
err_busy = The server’s AI is busy: try again in a moment.
err_too_many_rooms = You have too many unfinished games: finish or leave one first.
err_too_fast = Too many requests: wait a moment.
err_room_full = Every seat of this game is taken.
err_seat_taken = This seat is taken.
err_already_seated = You already have a seat in this game.
err_room_expired = This room has ended: nothing happened in it for too long.
err_no_such_room = There is no such room: it may have ended, or the link is wrong.
err_game_not_over = The game is not over yet.
err_bad_name = A name is 1 to 40 characters.
err_name_has_hidden_characters = A name cannot hold control characters, direction marks or invisible characters.
err_name_invisible = A name must show something: this one is only spaces or invisible characters.
err_not_your_seat = This is not your seat.
err_bad_token = This link or seat is no longer yours.
err_storage_unavailable = The server could not save: nothing changed, try again.
err_unavailable = The server cannot answer now: try again.
err_spectators_cannot_chat = Only the players at the table may chat.
err_chat_full = This room’s chat is full.
err_chat_too_long = A chat line is at most 500 characters.
err_too_many_messages = Too many messages: wait a moment.
err_seat_lost = You no longer hold this seat: it was left or taken.
err_spectators_cannot_act = A spectator cannot play: join a seat.
spectators_note = Spectators see only what is public.
name_needed = Choose a name first.
open = open
bot = bot
result = Result
you = you
hot_seat = Hot-seat: now playing for { $s }
projected = If it ended now
projected_help = The final score if the game ended now: track, buildings and techniques.
win_chances = Chances of winning, { $unit } by { $unit }
win_chances_axis = Win chance (%) at the start of each { $unit }, then the end
unit_turn = turn
unit_round = round
analysing = The AI is analysing the game: { $unit } { $k } of { $n }…
analysis_done = Estimated by the AI from each player’s own view at the start of each { $unit } ({ $n } in all).
room_link = Link to watch
hint = Hint
hint_thinking = The AI is thinking…
hint_is = The AI suggests: { $what } (win chance { $pct }%)
replay = Replay
score_chart = Score over the game
first = Start
prev = Back
next = Forward
last = End
move_n = Move { $n } of { $m }
coach = Coach
coach_start = Judge the moves
coach_help = The AI judges each move where the player had a choice, from what that player could see then: a move that gave up at least 5, 10 or 20 points of winning chance against the move the AI preferred is an inaccuracy, a mistake or a blunder.
coach_judging = The AI is judging { $who }’s moves: { $k } of { $n }…
coach_nothing = { $who } made no choice to judge.
coach_summary = { $blunders ->
    [one] 1 blunder
   *[other] { $blunders } blunders
}, { $mistakes ->
    [one] 1 mistake
   *[other] { $mistakes } mistakes
}, { $inaccuracies ->
    [one] 1 inaccuracy
   *[other] { $inaccuracies } inaccuracies
} in { $n } judged moves (of { $choices } choices).
coach_chances = Winning chance: { $best } with the AI’s move, { $played } with this one
coach_preferred = The AI preferred: { $move }
coach_show = Show on the board
coach_shown = The AI preferred: { $move }
mark_blunder = Blunder
mark_mistake = Mistake
mark_inaccuracy = Inaccuracy
mark_none = Good

# The seats' colours, which the board also uses.
colour-0 = Blue
colour-1 = Red
colour-2 = Green
colour-3 = Yellow
colour-4 = Purple

# The numbers of a card the project chose (not read off a printed card), by field.
provisional-period = period
provisional-copies = copies
provisional-price = price
provisional-vp = VP
provisional-effect = effect
provisional-numbers = numbers

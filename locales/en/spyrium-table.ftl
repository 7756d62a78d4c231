# Spyrium's table on the page: its rules in short, for the help panel (the full
# rules as implemented: docs/spyrium-rules.md). One message a rule, in order.

rule-1 = Six turns in three periods (A, B, C). Each turn: income from your residence space, a new event, nine new cards in the market.
rule-2 = Players act one at a time. In Phase I you place workers from your start card in the slots between two cards. You choose when to go to Phase II.
rule-3 = Phase II: take a worker back to activate a card beside it (pay its price plus £1 per other worker beside that card): call upon a character, construct a building, or patent a technique. Or take money instead: £1 per other worker beside that card.
rule-4 = A building goes in a new space (£1 per building you own) or replaces one of yours (£3 less if they share a symbol). Use a building once a turn: put the workers it asks for on it, and it is inclined.
rule-5 = Everyone may use the turn's event once. Pass when none of your workers is left in the market.
rule-6 = The first time your score reaches 8: choose one more worker or £5; at 20 you get the other.
rule-7 = Final score: the score track, plus your buildings' VP, plus each technique's end value (at most 7). Highest total wins.

# Les phrases de Goofspiel (français) : des messages (gaslamp_core::message), une
# place est « vous » pour son lecteur et son nom pour les autres.

# Le nom du jeu tel que la page le montre.
game-title = Goofspiel

# Le plateau du terminal.
board-head = Goofspiel, { $players } joueurs, { $cards } cartes —
board-round = manche { $round } sur { $cards } : lot { $prize } (lots restants : { $left })
board-over = partie terminée
board-you-bid = vous avez misé { $card }
board-has-bid = a misé
board-to-bid = doit miser
board-seat = { $seat-you ->
    [yes] Vous
   *[no] { $seat }
} : score { $score }, main { $hand }
board-won-it = { $seat-you ->
    [yes] vous l'avez remporté
   *[no] { $seat } l'a remporté
}
board-tied = meilleures mises à égalité, lot défaussé
board-last = dernière manche : lot { $prize }, mises { $bids }, { $who }
# La bannière.
banner-round = Manche { $round } sur { $cards }, lot { $prize }
banner-over = Partie terminée
# Lignes du journal et des menus : des messages (gaslamp_core::message), une
# place est « vous » pour son lecteur et son nom pour les autres.
log-bid-secret = { $who-you ->
    [yes] Vous avez misé votre { $card } (secret jusqu'à ce que tous aient misé).
   *[no] { $who } a misé { $card } (secret jusqu'à ce que tous aient misé).
}
log-has-bid = { $who-you ->
    [yes] Vous avez misé.
   *[no] { $who } a misé.
}
bid-of = { $who } { $who-you ->
    [yes] avez misé
   *[no] a misé
} { $card }
log-wins = { $who-you ->
    [yes] vous remportez
   *[no] { $who } remporte
} le { $prize }
log-tied = meilleures mises à égalité : le { $prize } est défaussé
log-revealed = Manche { $round } : { $bids } ; { $result }.
log-prize = Manche { $round } : le lot est le { $prize }.
score-of = { $who } { $score ->
    [one] un point
   *[other] { $score } points
}
log-over = La partie est terminée : { $scores }.
# Le bilan final.
final-head = Scores finaux :
final-seat = { $seat-you ->
    [yes] Vous
   *[no] { $seat }
} : { $score }
final-winners = { $who-count ->
    [one] Vainqueur
   *[other] Vainqueurs
} : { $who } avec { $best } points
# Actions et refus.
describe-bid = Miser votre { $card } pour le lot de { $prize } ({ $left-count ->
    [0] votre dernière carte
   *[other] cartes restantes ensuite : { $left }
})
describe-bid-plain = Miser votre { $card }
card-number = { $card }
no-such-card = il n'y a pas de carte { $card } dans cette partie : misez une de vos cartes, de 1 à { $cards }
card-not-in-hand = vous avez déjà joué votre { $card } ; vos cartes sont { $hand }
parse-expected = écrivez `bid N` avec N une de vos cartes, par exemple `bid 5`
parse-empty = action vide : { $expected }
parse-needs-card = `bid` demande une carte : { $expected }
parse-not-number = `{ $word }` n'est pas un numéro de carte : { $expected }
parse-one-card = une mise est une seule carte : { $expected }
parse-unknown = action inconnue `{ $word }` : { $expected }

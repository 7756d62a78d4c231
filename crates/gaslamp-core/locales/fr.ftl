# Les phrases que tous les jeux partagent (français). Une place à la table s'écrit
# « joueur N » ; le navigateur y met le nom de la personne assise.

seat = joueur { $seat }
nobody = personne
seats-and = { $first } et { $last }
no-such-seat = le joueur { $seat } n'existe pas dans une partie à { $players } joueurs
game-over = la partie est terminée
not-your-turn = c'est au tour du joueur { $who }, pas du joueur { $seat }
not-your-turn-several = les joueurs { $who } doivent jouer maintenant, pas le joueur { $seat }
and = et
not-legal-now = `{ $action }` n'est pas permis maintenant
# Les indices d'action des environnements d'apprentissage.
index-outside = l'indice d'action { $index } est hors des { $count } indices de ce jeu
index-no-action = l'indice d'action { $index } ne nomme aucune action
# Une place dite à la personne qui y est assise (gaslamp_core::message), et une
# place dont le nom n'a pas été donné.
you = vous
player-number = joueur { $n }
# Un robot d'horloge a joué le coup d'une personne en retard (une ligne du journal de tout jeu).
clock-played = { $who-you ->
    [yes] Votre temps est écoulé : un robot a joué ce coup à votre place.
   *[no] Le temps de { $who } est écoulé : un robot a joué ce coup à sa place.
}

# Les phrases que tous les jeux partagent (français). Dans un message, une place est
# une place : « vous » pour son lecteur, son nom pour les autres (gaslamp_core::message).

# La langue, nommée en elle-même (la page la propose sous ce nom).
language-name = Français

# Une place seule (une case de tableau) : « vous » pour son lecteur, sinon son nom.
seat-name = { $seat }
nobody = personne
seats-and = { $first } et { $last }
no-such-seat = il n'y a pas de joueur { $seat } dans une partie à { $players } joueurs
game-over = la partie est terminée
not-your-turn = { $seat-you ->
    [yes] ce n'est pas votre tour
   *[no] ce n'est pas au tour de { $seat }
} : { $who } { $who-count ->
    [one] doit
   *[other] doivent
} jouer maintenant
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

# Les phrases que tous les jeux partagent (français). Une place à la table s'écrit
# « siège N » ; le navigateur y met le nom de la personne assise.

seat = siège { $seat }
nobody = personne
seats-and = { $first } et { $last }
no-such-seat = le siège { $seat } n'existe pas dans une partie à { $players } joueurs
game-over = la partie est terminée
not-your-turn = c'est au tour du siège { $who }, pas du siège { $seat }
not-your-turn-several = les sièges { $who } doivent jouer maintenant, pas le siège { $seat }
and = et
not-legal-now = `{ $action }` n'est pas permis maintenant

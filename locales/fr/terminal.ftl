# Les phrases du terminal (`gaslamp play`), en français. Les jeux écrivent les leurs.

play-head = { $game }, { $players } joueurs, { $how }
play-continued = reprise après { $n ->
    [one] { $n } action
   *[other] { $n } actions
}
play-seed-clock = graine tirée de l'horloge (montrée à la fin de la partie)
play-seed = graine { $seed }
play-seats = Joueurs :
play-seat = { $seat } : { $kind } ({ $about })
play-record = L'enregistrement est sauvé dans { $path } après chaque action (reprenez une partie quittée avec --resume { $path }).
play-example = { " " }(par exemple `{ $action }`)
play-how = À votre tour, tapez le numéro d'une action ou son texte{ $example } ; `?` liste les actions avec ce qu'elles coûtent et rapportent, `b` montre le plateau, `c` tous les détails, `q` quitte.
play-hot-seat = Plusieurs personnes partagent ce terminal : aux choix secrets simultanés, le journal dit seulement qu'un joueur a choisi, et tous sauf le joueur qui choisit doivent détourner les yeux de l'écran.
play-look-away = { $seat } choisit en secret : tous les autres, détournez les yeux.
play-chosen = { $seat-you ->
    [yes] Vous avez
   *[no] { $seat } a
} choisi (secret jusqu'à ce que tous aient choisi)
play-chosen-bot = { $seat } ({ $bot }) a choisi (secret jusqu'à ce que tous aient choisi)
play-played = { $seat-you ->
    [yes] Vous
   *[no] { $seat }
} : { $what }
play-played-bot = { $seat } ({ $bot }) : { $what }
play-over = Partie terminée
play-congratulations = Félicitations, { $who } !
play-left = Partie quittée après { $n ->
    [one] { $n } action
   *[other] { $n } actions
} ; pas de vainqueur.
play-seed-was = La graine était { $seed } : rejouez cette partie avec --seed { $seed }.
play-saved = Enregistrement sauvé dans { $path } (gaslamp replay { $path } montre l'état final).
play-legal = Vos actions permises :
play-legal-columns = Vos { $n } actions permises (`?` ajoute ce qu'elles coûtent et rapportent) :
play-legal-count = Vous avez { $n } actions permises : `?` les liste avec ce qu'elles coûtent et rapportent.
play-since = Depuis votre dernière action :
play-earlier = { "  " }... { $n ->
    [one] { $n } ligne plus ancienne
   *[other] { $n } lignes plus anciennes
}
play-prompt = { $seat }, votre action (1-{ $n }, texte, ? liste, b plateau, c cartes, q quitter)>{ " " }
play-no-action = Il n'y a pas d'action { $k } : tapez un nombre de 1 à { $n }, ou une action en texte.
play-unreadable = Impossible de lire `{ $text }` : { $why }
play-not-allowed = Interdit : { $why } [{ $code }]
# Qui occupe une place.
seat-human = une personne à ce terminal
bot-iterations = { $n } itérations par décision
bot-seconds = { $s } s par décision
bot-random = actions permises tirées au hasard
bot-greedy = anticipation d'un coup avec l'estimation du jeu
bot-ismcts = ISMCTS, { $budget }
bot-ismcts-tuned = ISMCTS, { $budget }, profondeur de simulation { $depth }, exploration { $c }, température { $t }
bot-own-depth = celle du jeu
bot-level = { $what }, niveau { $level }
level-easy = facile
level-medium = moyen
level-hard = difficile
level-expert = expert

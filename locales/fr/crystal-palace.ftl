# Crystal Palace : tous les textes que le moteur écrit pour les personnes, en français.
# Cette traduction est celle du projet : nos sources n'ont pas de règle du jeu en
# français. Les mots suivent ceux de la table web (web/games/crystal-palace/words.js) ;
# un mot anglais de la règle a partout le même mot français (voir docs/i18n.md).
# Les codes de refus, la notation des actions (entre accents graves) et le JSON ne
# changent pas avec la langue.
# (Translation: the project's own; our sources hold no French rulebook.)

# Le nom du jeu tel que la page le montre.
game-title = Crystal Palace

## Manches et phases

round-name-1 = Printemps 1849
round-name-2 = Automne 1849
round-name-3 = Printemps 1850
round-name-4 = Automne 1850
round-name-5 = Printemps 1851
phase-name-1 = choix et paiement des dés
phase-name-2 = placement des dés
phase-name-3 = actions
phase-name-4 = salaires et capacités des personnages
phase-name-5 = transformation des brevets en prototypes
phase-name-6 = revenus, effets permanents et piste de buzz
phase-name-7 = préparation de la manche suivante

## Bandeau

banner = Manche { $round } sur 5 ({ $round_name }), phase { $phase } : { $phase_name }
banner-over = Partie terminée ({ $round_name })

## Lieux : le titre, puis les formes dans une phrase (location-FORME-ID)

location-patent-office = Patent Office (brevets)
location-the-patent-office = le Patent Office
location-at-patent-office = au Patent Office
location-of-patent-office = du Patent Office
location-on-patent-office = au Patent Office
location-british-museum = British Museum
location-the-british-museum = le British Museum
location-at-british-museum = au British Museum
location-of-british-museum = du British Museum
location-on-british-museum = au British Museum
location-bank-of-england = Bank of England (banque)
location-the-bank-of-england = la Bank of England
location-at-bank-of-england = à la Bank of England
location-of-bank-of-england = de la Bank of England
location-on-bank-of-england = à la Bank of England
location-westminster = Westminster
location-the-westminster = Westminster
location-at-westminster = à Westminster
location-of-westminster = de Westminster
location-on-westminster = à Westminster
location-reform-club = Reform Club
location-the-reform-club = le Reform Club
location-at-reform-club = au Reform Club
location-of-reform-club = du Reform Club
location-on-reform-club = au Reform Club
location-london-times = London Times (journal)
location-the-london-times = le London Times
location-at-london-times = au London Times
location-of-london-times = du London Times
location-on-london-times = au London Times
location-port-of-london = Port of London (port)
location-the-port-of-london = le Port of London
location-at-port-of-london = au Port of London
location-of-port-of-london = du Port of London
location-on-port-of-london = au Port of London
location-waterloo-station = Waterloo Station (gare)
location-the-waterloo-station = la Waterloo Station
location-at-waterloo-station = à la Waterloo Station
location-of-waterloo-station = de la Waterloo Station
location-on-waterloo-station = à la Waterloo Station

## Montants (le montant d'une ressource dans un message, sans signe)

amount-money = £{ $n }
amount-gear = { $n ->
    [one] { $n } engrenage
   *[other] { $n } engrenages
}
amount-energy = { $n } énergie
amount-newspaper = { $n ->
    [one] { $n } journal
   *[other] { $n } journaux
}
amount-income = { $n } de revenu
amount-vp = { $n } PV
amount-buzz = { $n } buzz

## Effets et coûts : ce que donne une carte, une tuile, une case ou une affichette

effect-gain = { $amount }
effect-pay = payer { $amount }
effect-lose = perdre { $amount }
effect-westminster = { $n ->
    [one] un pas
   *[other] { $n } pas
} à Westminster
effect-assistant = { $n ->
    [one] une action d'assistant
   *[other] { $n } actions d'assistant
}
effect-assistant-free = { $n ->
    [one] une action d'assistant (un nouvel assistant gratuit)
   *[other] { $n } actions d'assistant (le premier nouvel assistant gratuit)
}
effect-die = { $n ->
    [one] un dé
   *[other] { $n } dés
} dès la manche suivante
effect-green = { $n ->
    [one] un bonus vert utilisé une fois
   *[other] { $n } bonus verts utilisés une fois
}
effect-objective = un niveau d'objectif
effect-violet-blue = une tuile de recherche violette (bleue)
effect-violet-orange = une tuile de recherche violette (orange)
effect-watch = la montre de poche
effect-ticket = un billet
effect-per = { $effect } par { $per ->
    [one] { $count }
   *[other] tranche de { $per } { $count }
}
effect-none = rien
effect-either = soit { $alternatives }
# Ce qu'un effet compte, pour $n d'entre eux.
count-characters = { $n ->
    [one] personnage
   *[other] personnages
}
count-prototypes = { $n ->
    [one] prototype
   *[other] prototypes
}
count-patents = { $n ->
    [one] brevet
   *[other] brevets
}
count-cards = { $n ->
    [one] personnage ou prototype
   *[other] personnages et prototypes
}
count-newspapers = { $n ->
    [one] journal
   *[other] journaux
}
count-gears = { $n ->
    [one] engrenage
   *[other] engrenages
}
count-energy = énergie
count-shares = { $n ->
    [one] action
   *[other] actions
}
count-tiles = { $n ->
    [one] tuile de recherche
   *[other] tuiles de recherche
}
count-dice = { $n ->
    [one] dé
   *[other] dés
}
count-loans = { $n ->
    [one] emprunt
   *[other] emprunts
}
count-westminster = { $n ->
    [one] pas à Westminster
   *[other] pas à Westminster
}
count-assistants = { $n ->
    [one] assistant
   *[other] assistants
}
count-buzz-tokens = { $n ->
    [one] jeton de buzz
   *[other] jetons de buzz
}
cost-free = rien

## Listes : « a, b et c » ; « soit a, soit b, soit c »

list-and = { $first } et { $rest }
list-and-more = { $first }, { $rest }
list-or = { $first }, soit { $rest }
list-or-more = { $first }, soit { $rest }
list-semicolon = { $first } ; { $rest }
dice-row = { $first } { $rest }
number = { $n }

## D'où vient un effet, quand celui qui le reçoit choisit

source-green-bonus = un bonus vert
source-flyer = une affichette
source-poster = une affiche
source-action-space = une case d'action

## La table (vue du terminal)

board-provisional = (matériel provisoire : les nombres marqués P sont un choix du projet, non les nombres imprimés)
board-col-player = joueur
board-col-nation = nation
board-col-money = £
board-col-debt = doit
board-col-gears = engr
board-col-energy = én
board-col-newspapers = jrnx
board-col-income = rev
board-col-vp = PV
board-col-dice = dés
board-col-westminster = West
board-col-buzz = buzz
board-col-objective = obj
board-col-loans = empr.
board-dice = Dés : { $seats }
board-dice-chosen = { $seat-you ->
    [yes] vous avez choisi
   *[no] { $seat } a choisi
}
board-dice-choosing = { $seat-you ->
    [yes] vous choisissez
   *[no] { $seat } choisit
}
board-your-dice = Vos dés (secrets jusqu'à ce que tous aient choisi) : { $dice }
board-location = { $number }. { $title } : { $free ->
    [0] aucune case d'action libre
    [one] une case d'action libre
   *[other] { $free } cases d'action libres
} ; dés : { $dice }
board-location-offer = { $number }. { $title } : { $free ->
    [0] aucune case d'action libre
    [one] une case d'action libre
   *[other] { $free } cases d'action libres
} ; dés : { $dice } ; à prendre : { $offer }
board-die = { $who } { $value }
board-die-done = { $who } { $value } (joué)
board-no-dice = aucun
board-market = Marché noir, case du bas d'abord : { $spaces } ; engrenages de la bannière : { $gears }
board-market-empty = libre
board-none = aucun
board-player-cards = { $seat-you ->
    [yes] Vos brevets
   *[no] Brevets de { $seat }
} : { $patents } ; construits et recrutés : { $cards }
thing = { $name }
details-patents = Brevets face visible :
details-patent = { $name } : coût { $cost } ; PV par manche { $vp } ; effet : { $effect }
details-characters = Personnages au Reform Club :
details-character = { $name } : coût { $cost } ; PV par manche { $vp } ; salaire par position à Westminster { $salary } ; au recrutement : { $instant }
details-tiles = Tuiles de recherche au British Museum :
details-tile = { $name } : { $when } { $effect }
tile-permanent = à chaque phase 6 :
tile-once = une fois :

## Lignes du journal de partie

log-committed = { $who-you ->
    [yes] Vous choisissez
   *[no] { $who } choisit
} les dés { $dice }
log-committed-extra = { $who-you ->
    [yes] Vous choisissez
   *[no] { $who } choisit
} les dés { $dice }, dont un acheté pour { $newspapers }
log-committed-secret = { $who-you ->
    [yes] Vous avez choisi vos dés
   *[no] { $who } a choisi ses dés
}
log-revealed-seat = { $who } : { $dice } (total { $total })
log-revealed = Tous les dés sont révélés : { $dice }. { $start-you ->
    [yes] Vous commencez
   *[no] { $start } commence
}.
log-revealed-newspapers = Tous les dés sont révélés : { $dice }. { $start-you ->
    [yes] Vous commencez
   *[no] { $start } commence
} ; { $newspapers } { $newspapers-you ->
    [yes] recevez
   *[no] { $newspapers-count ->
        [one] reçoit
       *[other] reçoivent
    }
} un journal pour le total le plus bas.
log-phase = — Manche { $round }, phase { $phase } : { $name }
log-game-over = La partie est finie : { $scores }
log-score = { $who } { $vp }
log-score-negative = { $who } moins { $vp }

## Descriptions des actions (dites au joueur qui peut les faire)

desc-dice = choisir les dés { $dice } (payer { $pips })
desc-dice-extra = choisir les dés { $dice } (payer { $pips }), un dé acheté pour { $newspapers }
desc-place = placer votre { $value } { $at }, case de placement { $space } (il faut { $min } ou plus{ $fee-n ->
    [0] {""}
   *[other] , droit { $fee }
}{ $assistant ->
    [0] {""}
   *[other] , une action d'assistant
})
desc-place-short = placer votre { $value } { $at }
desc-pass-place = ne plus placer de dés cette manche
desc-pass-resolve = laisser ce dé inutilisé (rien pour lui)
desc-pass-build = ne plus rien construire cette manche
desc-patent = prendre le brevet { $name } (son prototype coûte { $cost } et rapporte { $vp } cette manche ; effet : { $effect })
desc-tile = prendre la tuile de recherche { $name } ({ $when } { $effect })
desc-tile-over = prendre la tuile de recherche { $name } ({ $when } { $effect }) et la poser par-dessus la tuile de la case de recherche { $space }
desc-share = acheter une action : { $income } et { $vp }
desc-westminster = monter à Westminster jusqu'au { $step ->
    [1] II
    [2] III
    [3] IV
   *[other] V
} : { $effect }
desc-westminster-top = rester au V de Westminster : { $effect }
desc-character = recruter { $name } pour { $cost } : { $vp } maintenant
desc-character-instant = recruter { $name } pour { $cost } : { $vp } maintenant, et immédiatement { $instant }
desc-times = prendre { $buzz } grâce au London Times
desc-possibility = { $location } : { $effect }
desc-build-self = construire le prototype { $name } pour { $cost } : { $vp }, et son effet pour vous : { $effect }
desc-build-other = construire le prototype { $name } pour { $cost } : { $vp }, et son effet pour { $target } : { $effect }
desc-objective = faire progresser votre objectif au niveau { $level }
desc-market-new = placer un nouvel assistant au niveau { $tier } du Marché noir ({ $cost-n ->
    [0] gratuit
   *[other] { $cost }
})
desc-market-new-any = placer un nouvel assistant au Marché noir
desc-market-move = monter votre assistant du niveau { $from } au niveau { $to } ({ $cost })
desc-market-move-any = monter un assistant
desc-skip-assistant = ne prendre aucune action d'assistant
desc-skip-drop = laisser vos assistants du Marché noir où ils sont
desc-skip-poster = garder votre jeton de buzz pour une affiche plus loin
desc-skip = ne rien faire
desc-drop = descendre d'un cran votre assistant du niveau { $tier } du Marché noir
desc-green = utiliser un bonus vert une fois : { $effect }
desc-green-any = utiliser un bonus vert
desc-choose = { $effect } (source : { $source })
desc-choose-any = choisir
desc-poster = placer un jeton de buzz sur l'affiche de la case { $space } ({ $bonus } à chaque phase 6)
desc-poster-any = placer un jeton de buzz
desc-loan-over = prendre un emprunt par-dessus { $tile } (case de recherche { $space }, défaussée) : { $loan } maintenant, les PV de sa tuile à la fin
desc-loan-over-any-tile = une tuile de recherche
desc-trade-newspapers-die = échanger { $newspapers } contre un dé (dès la manche suivante)
desc-trade-newspapers-income = échanger { $newspapers } contre 1 de revenu
desc-trade-newspapers-gear = échanger { $newspapers } contre un engrenage
desc-trade-newspapers-money = échanger un journal contre { $money }
desc-trade-buy-energy = acheter une énergie pour { $price }
desc-trade-buy-gear = acheter un engrenage pour { $price }
desc-trade-sell-gear = vendre un engrenage pour { $price }
desc-trade-sell-energy = vendre une énergie pour { $price }
desc-trade-loan = prendre un emprunt : { $loan } maintenant, les PV de sa tuile à la fin
desc-trade-repay = rembourser un emprunt pour { $loan } : il ne coûte plus que { $vp } à la fin

## Bilan final

report-not-over = la partie n'est pas finie
report-col-player = joueur
report-col-track = piste
report-col-abilities = capac.
report-col-buzz = buzz
report-col-market = marché
report-col-objective = obj.
report-col-loans = empr.
report-col-research = rech.
report-col-total = total
report-winners = { $seats-count ->
    [one] { $seats-you ->
        [yes] Vous gagnez
       *[no] { $seats } gagne
    }
   *[other] { $seats } se partagent la victoire
} avec { $below ->
    [1] { $vp } PV en dessous de zéro
   *[other] { $vp } PV
}
report-provisional = (partie jouée avec le matériel provisoire : les nombres marqués P ne sont pas ceux imprimés)

## Lignes du journal : le Marché noir et la piste de buzz

log-market-new = { $who-you ->
    [yes] Vous placez
   *[no] { $who } place
} un assistant au niveau { $tier } du Marché noir ({ $cost-n ->
    [0] gratuit
   *[other] { $cost }
})
log-market-move = { $who-you ->
    [yes] Vous montez
   *[no] { $who } monte
} un assistant du niveau { $from } au niveau { $to } ({ $cost })
log-market-burst = Le Marché noir éclate : tous les autres assistants rentrent chez eux
log-market-drop = { $who-you ->
    [yes] Vous descendez
   *[no] { $who } descend
} un assistant du niveau { $from } au niveau { $to }
log-market-drop-gear = { $who-you ->
    [yes] Vous descendez
   *[no] { $who } descend
} un assistant du niveau { $from } au niveau { $to } et { $who-you ->
    [yes] prenez
   *[no] prend
} un engrenage de la bannière
log-market-drop-off = { $who-you ->
    [yes] Vous descendez
   *[no] { $who } descend
} un assistant du niveau { $from } hors du Marché noir
log-market-drop-off-gear = { $who-you ->
    [yes] Vous descendez
   *[no] { $who } descend
} un assistant du niveau { $from } hors du Marché noir et { $who-you ->
    [yes] prenez
   *[no] prend
} un engrenage de la bannière
log-buzz = { $who-you ->
    [yes] Vous avancez
   *[no] { $who } avance
} sur la piste de buzz de la case { $from } à la case { $to }
log-flyer = { $who-you ->
    [yes] Vous atteignez
   *[no] { $who } atteint
} une affichette sur la case { $space } : { $effect }
log-buzz-end = { $who-you ->
    [yes] Vous atteignez
   *[no] { $who } atteint
} la fin de la piste de buzz { $place ->
    [1] en premier
    [2] en deuxième
    [3] en troisième
   *[other] au rang { $place }
}
log-poster = { $who-you ->
    [yes] Vous placez
   *[no] { $who } place
} un jeton de buzz sur l'affiche de la case { $space }

## Lignes du journal : les actions dans les lieux

log-action = { $who-you ->
    [yes] Vous prenez
   *[no] { $who } prend
} la case d'action { $space } { $at } avec un { $value } : { $what }
taken-patent = le brevet { $name }
taken-tile = la tuile de recherche { $name }
taken-tile-over = la tuile de recherche { $name }, par-dessus { $over } sur la case de recherche { $space }
taken-share = une action ({ $income } et { $vp })
taken-westminster = un pas à Westminster
taken-character = le personnage { $name }
taken-times = du buzz grâce au London Times
log-leave-die = { $who-you ->
    [yes] Vous laissez
   *[no] { $who } laisse
} un dé { $at } inutilisé
log-westminster = { $who-you ->
    [yes] Vous êtes
   *[no] { $who } est
} { $step ->
    [0] sur l'étoile
    [1] au II
    [2] au III
    [3] au IV
   *[other] au V
} de Westminster : { $effect }
log-recruit = { $who-you ->
    [yes] Vous recrutez
   *[no] { $who } recrute
} { $name } pour { $cost } et { $who-you ->
    [yes] marquez
   *[no] marque
} { $vp }
log-ticket = { $who-you ->
    [yes] Vous mettez
   *[no] { $who } met
} un { $value } sous un billet pour { $vp }

## Lignes du journal : placements, décisions et ressources

log-place = { $who-you ->
    [yes] Vous placez
   *[no] { $who } place
} un { $value } { $on } (case de placement { $space }{ $fee-n ->
    [0] {""}
   *[other] , droit { $fee }
})
log-pass-place = { $who-you ->
    [yes] Vous ne placez
   *[no] { $who } ne place
} plus de dés cette manche
log-use-objective = { $who-you ->
    [yes] Vous utilisez
   *[no] { $who } utilise
} une action d'assistant sur la piste d'objectif
log-use-market-new = { $who-you ->
    [yes] Vous utilisez
   *[no] { $who } utilise
} une action d'assistant pour placer un nouvel assistant au Marché noir
log-use-market-move = { $who-you ->
    [yes] Vous utilisez
   *[no] { $who } utilise
} une action d'assistant pour monter un assistant au Marché noir
log-use-drop = { $who-you ->
    [yes] Vous descendez
   *[no] { $who } descend
} un assistant du Marché noir après avoir placé un dé
log-use-poster = { $who-you ->
    [yes] Vous placez
   *[no] { $who } place
} un jeton de buzz sur une affiche
log-use-green = { $who-you ->
    [yes] Vous utilisez
   *[no] { $who } utilise
} un bonus vert une fois : { $effect }
log-use-choice = { $who-you ->
    [yes] Vous choisissez
   *[no] { $who } choisit
} { $effect } (source : { $source })
log-skip-assistant = { $who-you ->
    [yes] Vous ne prenez
   *[no] { $who } ne prend
} aucune action d'assistant
log-skip-drop = { $who-you ->
    [yes] Vous laissez vos
   *[no] { $who } laisse ses
} assistants du Marché noir où ils sont
log-skip-poster = { $who-you ->
    [yes] Vous gardez votre
   *[no] { $who } garde son
} jeton de buzz pour une affiche plus loin
log-skip = { $who-you ->
    [yes] Vous passez
   *[no] { $who } passe
}
log-trade-newspapers-die = { $who-you ->
    [yes] Vous échangez
   *[no] { $who } échange
} { $newspapers } contre un dé
log-trade-newspapers-income = { $who-you ->
    [yes] Vous échangez
   *[no] { $who } échange
} { $newspapers } contre 1 de revenu
log-trade-newspapers-gear = { $who-you ->
    [yes] Vous échangez
   *[no] { $who } échange
} { $newspapers } contre un engrenage
log-trade-newspapers-money = { $who-you ->
    [yes] Vous échangez
   *[no] { $who } échange
} un journal contre { $money }
log-trade-buy-energy = { $who-you ->
    [yes] Vous achetez
   *[no] { $who } achète
} une énergie pour { $price }
log-trade-buy-gear = { $who-you ->
    [yes] Vous achetez
   *[no] { $who } achète
} un engrenage pour { $price }
log-trade-sell-gear = { $who-you ->
    [yes] Vous vendez
   *[no] { $who } vend
} un engrenage pour { $price }
log-trade-sell-energy = { $who-you ->
    [yes] Vous vendez
   *[no] { $who } vend
} une énergie pour { $price }
log-trade-loan = { $who-you ->
    [yes] Vous empruntez
   *[no] { $who } emprunte
} { $loan }
log-trade-repay = { $who-you ->
    [yes] Vous remboursez
   *[no] { $who } rembourse
} un emprunt pour { $loan } : il ne coûte plus que { $vp } à la fin
log-loan-over = { $who-you ->
    [yes] Vous empruntez
   *[no] { $who } emprunte
} { $loan }, la tuile d'emprunt allant par-dessus { $tile } sur la case de recherche { $space }
log-short = { $who-you ->
    [yes] Vous devez
   *[no] { $who } doit
} encore trouver { $short }
log-gain-die = { $who-you ->
    [yes] Vous gagnez
   *[no] { $who } gagne
} un dé (dès la manche suivante)
log-objective = { $who-you ->
    [yes] Vous atteignez
   *[no] { $who } atteint
} le niveau d'objectif { $level }
log-loan = { $who-you ->
    [yes] Votre tuile d'emprunt coûte
   *[no] La tuile d'emprunt de { $who } coûte
} { $vp } à la fin sauf remboursement
log-watch = { $who-you ->
    [yes] Vous prenez
   *[no] { $who } prend
} la montre de poche
log-tile = { $who-you ->
    [yes] Vous placez
   *[no] { $who } place
} la tuile de recherche { $name } sur la case de recherche { $space }

## Lignes du journal : le cours de la manche et les prototypes

log-die-no-action = { $who-you ->
    [yes] Votre dé
   *[no] Le dé de { $who }
} { $at } n'a pas d'action : { $money }
log-salaries = { $who-you ->
    [yes] Vous payez
   *[no] { $who } paie
} { $money } de salaires
log-ability = { $who-you ->
    [yes] Vous utilisez
   *[no] { $who } utilise
} la capacité de { $name } : { $effect }
log-income = { $who-you ->
    [yes] Vous recevez
   *[no] { $who } reçoit
} { $money } de revenu
log-build-self = { $who-you ->
    [yes] Vous construisez
   *[no] { $who } construit
} le prototype { $name } pour { $cost }, { $who-you ->
    [yes] marquez
   *[no] marque
} { $vp } et { $who-you ->
    [yes] gardez
   *[no] garde
} son effet : { $effect }
log-build-other = { $who-you ->
    [yes] Vous construisez
   *[no] { $who } construit
} le prototype { $name } pour { $cost } et { $who-you ->
    [yes] marquez
   *[no] marque
} { $vp } ; { $target-you ->
    [yes] vous recevez
   *[no] { $target } reçoit
} son effet : { $effect }
log-pass-build = { $who-you ->
    [yes] Vous ne construisez
   *[no] { $who } ne construit
} plus rien cette manche

## Ce que la partie attend (un joueur y est un joueur : « vous » pour lui-même)

waiting-commit = chaque joueur choisit la valeur de ses dés (`dice 6 5 2 1`)
waiting-debt = { $seat-you ->
    [yes] vous devez
   *[no] { $seat } doit
} trouver { $debt } (`newspapers money`, `sell gear`, `sell energy`, `loan`)
waiting-assistant = { $seat-you ->
    [yes] vous prenez
   *[no] { $seat } prend
} une action d'assistant (`objective`, `market new`, `market move N`, `skip`)
waiting-drop = { $seat-you ->
    [yes] vous pouvez
   *[no] { $seat } peut
} descendre un assistant du Marché noir (`drop N`, `skip`)
waiting-green = { $seat-you ->
    [yes] vous choisissez
   *[no] { $seat } choisit
} un bonus vert à utiliser
waiting-choose = { $seat-you ->
    [yes] vous choisissez
   *[no] { $seat } choisit
} entre { $effect } (source : { $source }) (`choose N`)
waiting-poster = { $seat-you ->
    [yes] vous pouvez
   *[no] { $seat } peut
} placer un jeton de buzz sur l'affiche de la case { $space } (`poster`, `skip`)
waiting-place = { $seat-you ->
    [yes] vous placez un dé ou passez
   *[no] { $seat } place un dé ou passe
}
waiting-resolve = le dé { $at } agit (ou `pass`)
waiting-phase-3 = phase 3
waiting-build = { $seat-you ->
    [yes] vous construisez
   *[no] { $seat } construit
} des prototypes (`build ID`, `pass`)
waiting-over = la partie est finie
waiting-round = la manche continue

## Une action nommée pour son refus, après « vous ne pouvez pas » (à l'infinitif)

act-dice = choisir les dés { $dice }
act-dice-extra = choisir les dés { $dice } avec un dé de plus
act-place = placer votre { $value } sur la case de placement { $space } { $of }
act-pass = passer
act-patent = prendre le brevet { $name }
act-tile = prendre la tuile de recherche { $name }
act-tile-over = prendre la tuile de recherche { $name } par-dessus la case de recherche { $space }
act-share = acheter une action ({ $income } et { $vp })
act-share-any = acheter une action
act-no-such-component = une carte qui n'existe pas
act-westminster = monter à Westminster
act-character = recruter { $name }
act-times = prendre du buzz grâce au London Times
act-possibility = choisir « { $effect } » { $at }
act-possibility-any = choisir une possibilité { $at }
act-build = construire le prototype { $name }
act-build-for = construire le prototype { $name } pour { $target }
act-objective = faire progresser votre objectif
act-market-new = placer un nouvel assistant au Marché noir
act-market-move = monter votre assistant du niveau { $tier } du Marché noir
act-skip = renoncer
act-drop = descendre d'un cran votre assistant du niveau { $tier } du Marché noir
act-green-tile = utiliser le bonus vert de la case de recherche { $space }
act-green-market = utiliser le bonus vert du niveau { $tier } du Marché noir
act-green-character = utiliser le bonus vert de { $name }
act-green-watch = utiliser le bonus vert de la montre de poche
act-choose = choisir l'option { $n }
act-poster = placer un jeton de buzz sur l'affiche
act-loan-over = prendre un emprunt par-dessus la case de recherche { $space }
act-trade-newspapers-die = échanger { $newspapers } contre un dé
act-trade-newspapers-income = échanger { $newspapers } contre 1 de revenu
act-trade-newspapers-gear = échanger { $newspapers } contre un engrenage
act-trade-newspapers-money = échanger un journal contre { $money }
act-trade-buy-energy = acheter une énergie
act-trade-buy-gear = acheter un engrenage
act-trade-sell-gear = vendre un engrenage
act-trade-sell-energy = vendre une énergie
act-trade-loan = prendre un emprunt
act-trade-repay = rembourser un emprunt

## Refus (les codes de refus ne changent pas ; voici leurs messages)

refusal-no-extra-die = un dé de plus demande { $need } et moins de { $max } dés ; vous avez { $newspapers } et { $dice } dés
refusal-wrong-dice = choisissez une valeur de 1 à 6 pour chacun de vos { $k } dés
refusal-not-now = vous ne pouvez pas { $action } maintenant : { $waiting }
refusal-loan-needs-tile = toutes les cases de recherche sont occupées : dites quelle tuile de recherche l'emprunt remplace (`loan over N`, RULINGS 17)
refusal-loan-over-no-tile = la case de recherche { $space } n'a pas de tuile de recherche : un emprunt se pose sur une tuile de recherche
refusal-loan-over-plain = une case de recherche est vide, ou aucune n'a de tuile : prenez un simple `loan`
refusal-trade-debt = vous ne pouvez pas { $action } : cela ne rapporte pas d'argent, et vous devez { $debt } ; trouvez-les avec `newspapers money`, `sell gear`, `sell energy` ou `loan`
refusal-trade-undoes = vous ne pouvez pas { $action } : cela annulerait un échange fait depuis votre dernier coup ({ $undone }) ; jouez d'abord un coup
refusal-trades-exhausted = vous avez fait { $n } échanges depuis votre dernier coup, le maximum permis ; jouez d'abord un coup
refusal-trade = vous ne pouvez pas { $action } : { $reason }
refusal-no-such-die = vous n'avez aucun dé non placé qui montre { $value } ; vos dés à placer : { $dice }
refusal-no-dice = aucun
refusal-no-such-space = { $location } a { $n } cases de placement
refusal-space-taken = la case { $space } { $of } est prise
refusal-space-needs = la case { $space } { $of } demande un dé d'au moins { $min }
refusal-cannot-build = vous ne pouvez pas { $action } : vous ne pouvez pas le payer (il manque des journaux) ou vous avez déjà construit deux prototypes
refusal-no-such-patent = vous ne pouvez pas { $action } : vous n'avez pas ce brevet (un brevet ne se construit qu'une fois)
refusal-not-possible = vous ne pouvez pas { $action } maintenant
refusal-no-such-alternative = vous ne pouvez pas { $action } : ce choix n'existe pas
refusal-not-available = vous ne pouvez pas { $action } avec ce dé maintenant
trade-reason-newspapers-die = un dé coûte { $need } et vous pouvez avoir { $max } dés au plus (vous avez { $newspapers } et { $dice } dés)
trade-reason-newspapers = cela coûte { $need } ; vous avez { $newspapers }
trade-reason-no-newspaper = vous n'avez pas de journal
trade-reason-buy-energy = une énergie coûte { $price } ; vous avez { $money }
trade-reason-buy-gear = un engrenage coûte { $price } ; vous avez { $money }
trade-reason-no-gear = vous n'avez pas d'engrenage
trade-reason-no-energy = vous n'avez pas d'énergie
trade-reason-loan = un emprunt est toujours possible
trade-reason-repay = rembourser demande un emprunt en cours et { $loan } ; vous avez { $money }


## Noms des composants (les noms anglais du fichier de données ; un composant inconnu garde le sien)

# Brevets (et leurs prototypes)
patent-audiobook = Livre audio
patent-hydraulic-crane = Grue hydraulique
patent-thinking-machine = Machine pensante
patent-beer-glass-counter = Compteur de chopes
patent-climate-changer = Régulateur de climat
patent-iron-bridge = Pont de fer
patent-denim-loom = Métier à denim
patent-glass-house = Serre de verre
patent-telegraph = Télégraphe électrique
patent-revolver = Pistolet à barillet
patent-vulcanized-rubber = Caoutchouc vulcanisé
patent-reaper = Moissonneuse mécanique
patent-difference-engine = Machine à différences
patent-electric-motor = Moteur électrique
patent-daguerreotype = Daguerréotype
patent-calotype = Calotype
patent-bessemer-converter = Convertisseur Bessemer
patent-safety-elevator = Ascenseur de sécurité
patent-dynamo = Dynamo
patent-cast-steel-cannon = Canon en acier coulé
patent-steam-locomotive = Locomotive à vapeur
patent-tempest-prognosticator = Pronostiqueur de tempêtes
patent-koh-i-noor-case = Écrin du Koh-i-Noor
patent-envelope-machine = Machine à enveloppes
patent-sewing-machine = Machine à coudre
patent-fire-engine = Pompe à incendie à vapeur
patent-concert-piano = Piano à queue de concert
patent-stereoscope = Stéréoscope
patent-gas-cooker = Cuisinière à gaz
patent-lighthouse-lens = Lentille de phare

# Personnages (les noms propres restent)
character-bronte = Charlotte Brontë
character-holmes = Sherlock Holmes
character-fogg = Phileas Fogg
character-strauss = Levi Strauss
character-edwards = Amelia Edwards
character-paxton = Joseph Paxton
character-lovelace = Ada Lovelace
character-brunel = Isambard Kingdom Brunel
character-faraday = Michael Faraday
character-babbage = Charles Babbage
character-darwin = Charles Darwin
character-dickens = Charles Dickens
character-nightingale = Florence Nightingale
character-morse = Samuel Morse
character-colt = Samuel Colt
character-goodyear = Charles Goodyear
character-mccormick = Cyrus McCormick
character-albert = Prince Albert
character-cole = Henry Cole
character-lind = Jenny Lind
character-tennyson = Alfred Tennyson
character-stephenson = Robert Stephenson
character-gaskell = Elizabeth Gaskell
character-anning = Mary Anning
character-talbot = William Fox Talbot
character-daguerre = Louis Daguerre
character-bessemer = Henry Bessemer
character-otis = Elisha Otis
character-siemens = Werner von Siemens
character-krupp = Alfred Krupp

# Tuiles de recherche
tile-ledger = Grand livre
tile-press-release = Communiqué de presse
tile-steam-study = Étude sur la vapeur
tile-gear-works = Atelier d'engrenages
tile-pamphlets = Pamphlets
tile-windfall = Aubaine
tile-patronage = Mécénat
tile-salon = Salon
tile-coal-seam = Filon de charbon
tile-foundry = Fonderie
tile-broadsheet = Grand quotidien
tile-rent-roll = Rentes foncières
tile-lecture-hall = Amphithéâtre
tile-arcade = Galerie marchande
tile-workshop = Atelier
tile-gallery = Galerie d'art
tile-trust-fund = Fonds en fiducie
tile-telegraph-office = Bureau du télégraphe
tile-gasworks = Usine à gaz
tile-bookshop = Librairie
tile-bounty = Prime
tile-spare-parts = Pièces détachées
tile-battery = Batterie
tile-scoop = Exclusivité
tile-rumour = Rumeur
tile-dividend = Dividende
tile-apprentice = Apprenti
tile-petition = Pétition
tile-fixer = Intermédiaire
tile-medal = Médaille
tile-prospectus = Prospectus
tile-exhibition-guide = Guide de l'Exposition
tile-advertisement = Réclame
tile-patronage-letter = Lettre de mécénat
tile-royal-charter = Charte royale
tile-engine-works = Atelier de machines
tile-prize-medal = Médaille d'honneur
tile-bank-note = Billet de banque
tile-steam-press = Presse à vapeur
tile-chronometer = Chronomètre de marine
tile-salon-circle = Cercle littéraire
tile-patron = Riche mécène
tile-society = Société royale
tile-dinner = Dîner au club
tile-grand-tour = Grand Tour

# Nations
nation-france = France
nation-united-kingdom = Royaume-Uni
nation-japan = Japon
nation-spain = Espagne
nation-italy = Italie
nation-prussia = Prusse
nation-russia = Russie
nation-united-states = États-Unis
nation-austria = Autriche
nation-netherlands = Pays-Bas

# Lecture d'une action tapée en notation (le terminal) : pourquoi elle ne se lit pas.
parse-in = `{ $text }` : { $why }
parse-missing = il manque { $what }
parse-not-number = `{ $word }` n'est pas un nombre ({ $what })
what-die-value = la valeur du dé
what-placement-space = la case de placement
what-research-space = la case de recherche
what-seat = le joueur
what-tier = le niveau
what-alternative = l'alternative
what-location = le lieu
what-possibility = la possibilité
what-patent = le brevet
what-research-tile = la tuile de recherche
what-share = l'action
what-character = le personnage
parse-no-such-patent = il n'y a pas de brevet `{ $id }`
parse-no-such-research-tile = il n'y a pas de tuile de recherche `{ $id }`
parse-no-such-share = il n'y a pas d'action `{ $id }`
parse-no-such-character = il n'y a pas de personnage `{ $id }`
parse-too-long = trop long pour une action
parse-empty = action vide
parse-not-die-word = `{ $word }` n'est pas une valeur de dé (1-6)
parse-not-die = { $value } n'est pas une valeur de dé (1-6)
parse-at-most-6 = 6 dés au plus
parse-not-location = `{ $word }` n'est pas un lieu ; les lieux : patents museum bank westminster club times port station
parse-die-and-space = une valeur de dé de 1 à 6 et un numéro de case à partir de 1
parse-research-from-1 = les cases de recherche sont numérotées à partir de 1
parse-tiers-from-1 = les niveaux sont numérotés à partir de 1
parse-expected-over = `{ $word }` : `over N` attendu
parse-expected-for = `{ $word }` : `for SEAT` attendu
parse-not-possibility = `{ $word }` n'est pas une possibilité ici ; elles sont : { $names }
parse-no-seat = il n'y a pas de joueur { $seat }
parse-market-forms = attendu : `market new` ou `market move TIER`
parse-green-forms = attendu : `green tile N`, `green market N`, `green character ID` ou `green watch`
parse-alternatives = les alternatives sont numérotées de 1 à 9
parse-loan-forms = attendu : `loan` ou `loan over N`
parse-trade-forms = attendu : newspapers die|income|gear|money, buy energy|gear ou sell gear|energy
parse-not-action = `{ $word }` n'est pas une action ; une action commence par dice, place, pass, patent, tile, share, westminster, character, times, port, station, build, objective, market, skip, drop, green, choose, poster, newspapers, buy, sell, loan, repay
parse-unexpected = `{ $word }` en trop à la fin

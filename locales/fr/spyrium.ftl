# Les textes de Spyrium pour les joueurs, en français.
# Les noms des cartes, des techniques, des phases et des actions suivent la règle
# française originale (William Attia). Un message marqué
# « translated: not in the French rulebook » n'a pas de nom dans la règle
# française : il est traduit par le projet. La notation des actions (`place 1-2`,
# `event money`…) ne se traduit pas : elle figure entre accents graves.
# Les espaces avant : ; ? ! sont insécables.

# Le nom du jeu tel que la page le montre.
game-title = Spyrium

## Listes
# Une place à la table s'écrit « joueur N », comme dans les phrases communes à tous
# les jeux (gaslamp_core) : le navigateur y met le nom de la personne assise
# (« le joueur 1 », « du joueur 1 », « au joueur 1 »).

join-semicolon = { $a } ; { $b }
join-plus = { $a } + { $b }
join-bar = { $a } | { $b }
join-space = { $a } { $b }
# Des lettres côte à côte (les symboles d'un bâtiment).
join-letters = { $a }{ $b }
# Le nom d'une chose, une quantité ou un nombre seul, comme élément d'une liste.
the-name = { $name }
an-amount = { $amount }
a-number = { $n }
# Un élément d'une liste numérotée d'options.
numbered = { $number }) { $text }

## Bandeau et décompte final

game-over = Partie terminée
banner = Tour { $turn } sur { $turns } (époque { $period })
period-a = A
period-b = B
period-c = C
final-scores = Scores finaux :
final-seat = { $seat-you ->
    [yes] Vous
   *[no] { $seat }
} : { $total } = { $parts }
final-track = { $vp } sur la piste de score
final-buildings = { $vp } des bâtiments
final-technique = { $vp } ({ $power })
final-winners = { $seats-count ->
    [one] Vainqueur : { $seats } avec { $best } points
   *[other] Vainqueurs (victoire partagée) : { $seats } avec { $best } points chacun
}

## Quantités et effets

amount-money = £{ $n }
amount-spyrium = { $n } Spyrium
amount-vp = { $n } PV
amount-workers = { $n ->
    [one] { $n } ouvrier
   *[other] { $n } ouvriers
}
amount-residence = { $n ->
    [one] une case
   *[other] { $n } cases
} sur la piste de résidences
token-money = £ selon le jeton
token-spyrium = Spyrium selon le jeton
token-vp = PV selon le jeton
effect-residence = une action sur la piste de résidences (avancer ou marquer)
effect-none = aucun effet
effect-gain = gagner { $gain }
effect-pay = payer { $pay }
effect-pay-gain = payer { $pay } -> { $gain }

## Cartes

kind-character = personnage
kind-building = bâtiment
kind-technique = technique
kind-short-character = pers
kind-short-building = bât
kind-short-technique = tech
# Les symboles : Usine, Mine, Recherche.
symbol-factory = U
symbol-mine = M
symbol-research = R
symbol-name-factory = Usine
symbol-name-mine = Mine
symbol-name-research = Recherche
card-when-built = à la construction : { $effect } ; { $rest }
card-cannot-be-used = ne peut pas être exploité
card-use = exploiter : { $uses }
use-workers = { $n ->
    [one] { $n } ouvrier
   *[other] { $n } ouvriers
}
use-nothing = rien
use-cost-gain = { $cost } -> { $gain }
card-technique = { $name } : { $text }

# Personnages
card-miner = Mineur
card-geologist = Géologue
card-apprentice = Apprenti
card-bureaucrat-a = Bureaucrate
card-bureaucrat-b = Bureaucrate
card-adviser-a = Conseiller
card-adviser-b = Conseiller
card-engineer-b = Ingénieur
card-engineer-c = Ingénieur
card-banker = Banquier
card-architect-b = Architecte
card-architect-c = Architecte
card-financier = Financier

# Bâtiments (les chiffres romains distinguent les cartes d'un même nom)
card-mine-1 = Mine I
card-mine-2 = Mine II
card-mine-3 = Mine III
card-workshop-1 = Atelier I
card-workshop-2 = Atelier II
card-factory-1 = Usine I
card-factory-2 = Usine II
card-laboratory-1 = Laboratoire I
card-laboratory-2 = Laboratoire II
card-laboratory-3 = Laboratoire III
card-neighborhood-1 = Cité ouvrière I
card-neighborhood-2 = Cité ouvrière II
card-residence-a = Résidence
card-residence-b = Résidence
card-university-1 = Université I
card-university-2 = Université II
card-luxury-home = Hôtel particulier
card-mansion = Manoir
card-palace = Palais

# Techniques (les cartes)
card-crane = Grue
card-capitalization = Capitalisation
card-commerce = Négoce
card-automation = Automatisation
card-engineering = Ingénierie
card-taylorism = Taylorisme
card-lobbying = Lobbying

## Techniques (les pouvoirs, en minuscules dans les phrases)

power-crane = grue
power-capitalization = capitalisation
power-commerce = négoce
power-automation = automatisation
power-engineering = ingénierie
power-taylorism = taylorisme
power-lobbying = lobbying
power-crane-text = un nouvel emplacement de bâtiment coûte £3 de moins ; fin de partie : 1 PV par bâtiment
power-capitalization-text = £2 de plus à chaque action Gagner de l'argent ; fin de partie : 1 PV par £2
power-commerce-text = conserver les jetons pris (jusqu'à 7) ; une fois par tour, choisir la valeur d'un jeton ; fin de partie : 1 PV par jeton conservé
power-automation-text = les Mines n'utilisent pas d'ouvrier ; fin de partie : 1 PV par cristal de Spyrium
power-engineering-text = 1 PV de plus par ouvrier sur les bâtiments Usine ; fin de partie : les PV de vos bâtiments Usine
power-taylorism-text = une fois par tour, redresser un bâtiment incliné et l'exploiter à nouveau ; fin de partie : 1 PV par ouvrier
power-lobbying-text = une fois par tour, pas de surcoût pour les ouvriers autour d'une carte ; fin de partie : la valeur de votre disque sur la piste de résidences

## Événements

# translated: not in the French rulebook
event-windfall = Aubaine
# translated: not in the French rulebook
event-country-house = Maison de campagne
# translated: not in the French rulebook
event-patronage = Mécénat
# translated: not in the French rulebook
event-crystal-trade = Commerce de cristaux
# translated: not in the French rulebook
event-overtime = Heures supplémentaires
# translated: not in the French rulebook
event-recruitment = Recrutement
# translated: not in the French rulebook
event-late-placement = Placement tardif
event-windfall-text = gagner la valeur du jeton ({ $token }) en £, Spyrium ou PV
event-windfall-rules = gagner la valeur du jeton en £, Spyrium ou PV
event-no-token = { $rules } (pas de jeton)
event-options-text = au choix : { $options }
event-overtime-text = payer { $cost } : redresser un bâtiment incliné et l'exploiter à nouveau
event-recruitment-text = payer { $cost } par ouvrier possédé : un nouvel ouvrier, actif immédiatement
event-late-placement-text = placer un ouvrier de votre carte Départ au marché, même en Phase II

## Le plateau (terminal)

cell-empty = (vide)
board-head = Tour { $turn } sur { $turns }, époque { $period }. { $first-you ->
    [yes] Vous commencez.
   *[no] { $first } commence.
}
board-head-watching = Tour { $turn } sur { $turns }, époque { $period }. { $first-you ->
    [yes] Vous commencez.
   *[no] { $first } commence.
} Vous regardez la partie.
board-event-none = aucun
# L'événement du tour et le suivant, leurs noms alignés.
board-event-now = Événement : { $event }
board-event-next = Suivant :   { $event }
board-event = { $name } - { $text }
board-event-token = { $name } [{ $token }] - { $text }
board-decks = Pioches A/B/C { $a }/{ $b }/{ $c }, événements { $events }, jetons { $reserve } cachés, { $discarded } défaussés.
# Titres des colonnes des joueurs (chacun coupé à sa colonne : 10 caractères pour
# le joueur, 4 pour £, Spyrium et PV, 7 pour la résidence, 8 pour les ouvriers
# (possédés/actifs/au marché), 6 pour la phase et l'événement utilisé, 4 pour les
# bâtiments et les techniques).
board-col-player = joueur
board-col-money = £
board-col-spyrium = Spy
board-col-vp = PV
board-col-residence = rés.
board-col-workers = ouvriers
board-col-phase = phase
board-col-event = évén.
board-col-buildings = bât.
board-col-techniques = tech
# Une place dans une colonne : « vous » ou son nom.
seat-name = { $seat }
# La piste de résidences : la case du disque et ce qu'elle vaut.
board-residence = { $space } ({ $value })
board-event-used = oui
board-yours = À vous : { $details }
board-bonus-reached = Vous avez atteint { $vp } : choisissez un bonus (un ouvrier de plus, ou { $money }).

## Détails (le texte de chaque carte, chaque joueur)

phase-placement = phase I (placement)
phase-activation = phase II (activation)
phase-passed = a passé
phase-short-placement = I
phase-short-activation = II
phase-short-passed = passé
details-building = { $number } { $card } ({ $facts })
details-building-inclined = { $number } { $card } ({ $facts }) [incliné]
details-buildings-none = bâtiments : aucun
details-buildings = bâtiments : { $list }
details-technique-used = { $name } (utilisée ce tour-ci)
details-techniques-none = techniques : aucune
details-techniques = techniques : { $list }
details-kept-tokens = jetons conservés : { $tokens }
details-bonuses = bonus obtenus : { $n }
details-bonuses-worker-first = bonus obtenus : { $n } (le premier : ouvrier)
details-bonuses-money-first = bonus obtenus : { $n } (le premier : argent)
details-market = Cartes du marché :
details-end-vp = { $vp } en fin de partie
details-symbols = symboles { $symbols }
details-tokens = jetons { $tokens }
details-workers-around = { $n ->
    [one] { $n } ouvrier autour
   *[other] { $n } ouvriers autour
}
details-card = { $number } { $card } ({ $facts }) : { $text }
details-space-empty = la case vide { $number }
details-workers = Ouvriers au marché :
details-slot = entre { $a } et { $b } : { $workers }
details-workers-of = { $who } ({ $n })
details-players = Joueurs (ouvriers = possédés/actifs/au marché) :
details-seat = { $seat-you ->
    [yes] Vous
   *[no] { $seat }
} : { $phase }

## Les lieux du plateau

place-top-left = en haut à gauche
place-top = en haut
place-top-right = en haut à droite
place-left = à gauche
place-centre = au centre
place-right = à droite
place-bottom-left = en bas à gauche
place-bottom = en bas
place-bottom-right = en bas à droite
space-card = { $card }
space-card-place = { $card } ({ $place })
space-does-not-exist = emplacement { $space } (cet emplacement n'existe pas)
space-empty = un emplacement vide ({ $place })
slot-does-not-exist = une position qui n'existe pas
slot-between = la position entre { $a } et { $b }
building-does-not-exist = un bâtiment que vous n'avez pas
no-event-card = l'événement du tour

## Les événements et les actions comme messages, dits à un lecteur (`messages.rs`).
## Un joueur `$who` se lit « vous » pour lui-même et par son nom pour les autres ;
## la phrase choisit son verbe avec `$who-you`.

list-two = { $a } et { $b }
list-comma = { $a }, { $b }

# Journal

log-turn-begins = Le tour { $turn } commence.
log-game-over = La partie est terminée : { $winners } { $winners-count ->
    [one] { $winners-you ->
        [yes] gagnez
       *[no] gagne
    }
   *[other] { $winners-you ->
        [yes] partagez la victoire
       *[no] se partagent la victoire
    }
} avec { $best }. Scores finaux : { $scores }.
log-score = { $who } { $vp }
changed-pay = { $who-you ->
    [yes] Vous payez
   *[no] { $who } paie
} { $paid }.
changed-gain = { $who-you ->
    [yes] Vous gagnez
   *[no] { $who } gagne
} { $gained }.
changed-pay-gain = { $who-you ->
    [yes] Vous payez { $paid }{ $paid-count ->
        [one] {""}
       *[other] ,
    } et gagnez { $gained }.
   *[no] { $who } paie { $paid }{ $paid-count ->
        [one] {""}
       *[other] ,
    } et gagne { $gained }.
}

# Les actions : `action-…` comme le menu du joueur qui agit les montre, `acted-…`
# comme le journal les raconte ensuite. `$details` est `detail-list` ou `detail-none`.

detail-none = { "" }
detail-list = , { $list }
detail-new-space = dans un nouvel emplacement
detail-replacing = en remplaçant { $card }
detail-token = en prenant le jeton de valeur { $value }
detail-commerce = en fixant la valeur du jeton à { $value } grâce au Négoce
detail-lobbying = grâce au Lobbying (sans surcoût pour les ouvriers autour de la carte)
detail-residence-move = en avançant d'une case sur la piste de résidences
detail-residence-score = en marquant les points de la piste de résidences
detail-workers = avec { $n ->
    [one] { $n } ouvrier
   *[other] { $n } ouvriers
}
detail-taylorism = à nouveau, grâce au Taylorisme
detail-phase-two = en passant en Phase II
resource-money = argent
resource-spyrium = Spyrium
resource-vp = points de victoire
with-outcome = { $action } : { $outcome }
outcome-pay = payer { $paid }
outcome-gain = gagner { $gained }
outcome-pay-gain = payer { $paid }{ $paid-count ->
    [one] {""}
   *[other] ,
} et gagner { $gained }
action-place = placer un ouvrier entre { $a } et { $b }{ $details }
acted-place = { $who-you ->
    [yes] Vous placez
   *[no] { $who } place
} un ouvrier entre { $a } et { $b }{ $details }.
action-money = retirer votre ouvrier placé entre { $a } et { $b } et gagner de l'argent en désignant { $card }{ $details }
acted-money = { $who-you ->
    [yes] Vous retirez un ouvrier placé entre { $a } et { $b } et gagnez
   *[no] { $who } retire un ouvrier placé entre { $a } et { $b } et gagne
} de l'argent en désignant { $card }{ $details }.
action-money-no-card = retirer votre ouvrier placé entre { $a } et { $b }, sans plus aucune carte voisine{ $details }
acted-money-no-card = { $who-you ->
    [yes] Vous retirez
   *[no] { $who } retire
} un ouvrier placé entre { $a } et { $b }, sans plus aucune carte voisine{ $details }.
action-call-upon = faire appel au personnage { $card }{ $details }
acted-call-upon = { $who-you ->
    [yes] Vous faites
   *[no] { $who } fait
} appel au personnage { $card }{ $details }.
action-construct = construire le bâtiment { $card }{ $details }
acted-construct = { $who-you ->
    [yes] Vous construisez
   *[no] { $who } construit
} le bâtiment { $card }{ $details }.
action-patent = breveter la technique { $card }{ $details }
acted-patent = { $who-you ->
    [yes] Vous brevetez
   *[no] { $who } brevète
} la technique { $card }{ $details }.
action-activate = activer { $card }{ $details }
acted-activate = { $who-you ->
    [yes] Vous activez
   *[no] { $who } active
} { $card }{ $details }.
action-use = exploiter { $card }{ $details }
acted-use = { $who-you ->
    [yes] Vous exploitez
   *[no] { $who } exploite
} { $card }{ $details }.
action-event = utiliser l'événement { $event }{ $details }
acted-event = { $who-you ->
    [yes] Vous utilisez
   *[no] { $who } utilise
} l'événement { $event }{ $details }.
action-windfall = utiliser l'événement { $event } en prenant la valeur du jeton en { $what }{ $details }
acted-windfall = { $who-you ->
    [yes] Vous utilisez
   *[no] { $who } utilise
} l'événement { $event } en prenant la valeur du jeton en { $what }{ $details }.
action-overtime = utiliser l'événement { $event } pour exploiter à nouveau { $card }{ $details }
acted-overtime = { $who-you ->
    [yes] Vous utilisez
   *[no] { $who } utilise
} l'événement { $event } pour exploiter à nouveau { $card }{ $details }.
action-late-placement = utiliser l'événement { $event } pour placer un ouvrier entre { $a } et { $b }{ $details }
acted-late-placement = { $who-you ->
    [yes] Vous utilisez
   *[no] { $who } utilise
} l'événement { $event } pour placer un ouvrier entre { $a } et { $b }{ $details }.
action-pass = passer pour le reste du tour
acted-pass = { $who-you ->
    [yes] Vous passez
   *[no] { $who } passe
} pour le reste du tour.
action-bonus-worker = prendre le bonus ouvrier
acted-bonus-worker = { $who-you ->
    [yes] Vous prenez
   *[no] { $who } prend
} le bonus ouvrier.
action-bonus-money = prendre le bonus argent
acted-bonus-money = { $who-you ->
    [yes] Vous prenez
   *[no] { $who } prend
} le bonus argent.

## Refus (messages aux arguments typés ; les codes de refus ne changent jamais)

refusal-nowhere = nulle part
refusal-that-option-of = cette option de l'événement { $event }
refusal-bonus-pending = vous avez atteint le seuil de bonus : choisissez d'abord `bonus worker` ou `bonus money`
refusal-no-bonus-pending = il n'y a pas de bonus à choisir maintenant
refusal-already-passed = vous avez passé ce tour-ci
refusal-place-in-phase-two = placer un ouvrier est une action de la Phase I ; vous êtes en Phase II
refusal-already-in-phase-two = vous êtes déjà en Phase II
refusal-late-placement-in-phase-one = Placement tardif est une action de la Phase II : en Phase I, placez un ouvrier normalement ou passez en Phase II avec lui (`phase2 event place S`)
refusal-no-active-worker = vous n'avez plus d'ouvrier actif sur votre carte Départ
refusal-no-such-slot = cette position n'existe pas
refusal-slot-empty = { $slot } n'a de carte d'aucun côté ; un ouvrier doit être voisin d'une carte
refusal-no-worker-in-market = vous n'avez aucun ouvrier au marché
refusal-no-worker-there = vous n'avez pas d'ouvrier à { $slot } ; vos ouvriers : { $slots }
refusal-not-adjacent = { $card } n'est pas voisin de { $slot }
refusal-no-card-there = il ne reste aucune carte sur l'emplacement { $space }
refusal-no-card-on-space = il n'y a pas de carte sur l'emplacement { $space }
refusal-name-a-card = désignez l'une des cartes voisines de l'ouvrier (par ex. `@5`)
refusal-no-token-left = il ne reste aucun jeton sur la carte { $card } : on ne peut plus faire appel à ce personnage (la carte peut encore servir à gagner de l'argent)
refusal-choose-token = choisissez l'un des jetons de la carte { $card } (par ex. `token 2`)
refusal-no-such-token = { $card } n'a pas de jeton de valeur { $value }
refusal-token-not-chosen = le jeton de la carte { $card } ne se choisit pas : retirez `token`
refusal-no-tokens-on-card = { $card } n'a pas de jetons à choisir
refusal-taylorism-not-owned = Taylorisme indisponible : vous n'avez pas la technique Taylorisme
refusal-technique-not-owned = vous n'avez pas la technique { $technique }
refusal-taylorism-used = Taylorisme indisponible : vous l'avez déjà utilisé ce tour-ci
refusal-commerce-used = vous avez déjà utilisé le choix de valeur du Négoce ce tour-ci
refusal-technique-used = vous avez déjà utilisé { $technique } ce tour-ci
refusal-not-a-building = { $card } n'est pas un bâtiment ; il ne demande pas d'emplacement
refusal-needs-placement = { $card } est un bâtiment et demande un emplacement : `new` ou `replace N`
refusal-residence-choice-needed = { $what } permet d'agir sur la piste de résidences : ajoutez `move` ou `score`
refusal-no-residence-action = { $what } ne permet pas d'agir sur la piste de résidences
refusal-residence-at-end = votre disque est sur la dernière case de la piste de résidences ; il ne peut que marquer
refusal-nobody-to-lobby = le Lobbying épargne le surcoût de £1 par autre ouvrier, et aucun autre ouvrier n'est voisin de la carte { $card }
refusal-commerce-without-token = il n'y a aucun jeton dont le Négoce pourrait choisir la valeur
refusal-commerce-same-value = la valeur du jeton est déjà { $value } : le Négoce doit choisir une autre valeur (ou retirez `commerce`)
refusal-commerce-bad-value = le Négoce choisit une valeur de 1, 2 ou 3
refusal-activating = activer { $card }
refusal-cannot-afford = { $what } coûte { $money } et { $spyrium } ; vous avez { $have_money } et { $have_spyrium }
refusal-cannot-afford-recruitment = { $event } coûte { $price } ({ $cost } par ouvrier possédé) ; vous avez { $have_money }
refusal-cannot-afford-event = { $event } coûte { $price } ; vous avez { $have_money }
refusal-no-such-building = vous n'avez pas de bâtiment numéro { $number } (vous en avez { $count })
refusal-building-has-no-use = { $card } n'a pas d'effet en Phase II et ne peut pas être exploité
refusal-options-count = { $card } a { $count ->
    [one] { $count } option
   *[other] { $count } options
}
refusal-event-has-no-options = { $event } n'a pas d'options
refusal-building-inclined = { $card } est incliné : il a déjà été exploité ce tour-ci (Taylorisme ou Heures supplémentaires permettent de l'exploiter à nouveau)
refusal-building-not-inclined = { $card } n'est pas incliné ; exploitez-le normalement (Taylorisme et Heures supplémentaires exploitent à nouveau un bâtiment incliné)
refusal-overtime-uses-again = Heures supplémentaires exploite { $card } à nouveau : { $needs }
refusal-option-needs = cette option demande { $workers ->
    [one] { $workers } ouvrier actif
   *[other] { $workers } ouvriers actifs
} et { $spyrium } ; vous avez { $active } et { $have_spyrium-n }
refusal-event-used = vous avez déjà utilisé l'événement de ce tour
refusal-no-event = il n'y a pas d'événement ce tour-ci
refusal-event-no-token = l'événement n'a pas de jeton (la réserve était vide) et ne peut pas être utilisé
refusal-wrong-event = l'événement du tour est { $event } ; ce choix appartient à un autre événement
refusal-recruitment-at-max = vous possédez déjà { $max } ouvriers, le maximum pour un joueur : Recrutement ne donnerait rien
refusal-workers-in-market = il vous reste { $n ->
    [one] { $n } ouvrier
   *[other] { $n } ouvriers
} au marché ({ $slots }) ; { $n ->
    [one] retirez-le
   *[other] retirez-les
} d'abord (gagner de l'argent ou activer une carte)

## Erreurs de la notation des actions (les mots entre accents graves sont la notation)

parse-needs-slot = `{ $what }` demande une position comme `1-2`
parse-not-a-slot = `{ $text }` n'est pas une position : donnez deux emplacements voisins 1-9 du marché, par ex. `1-2` ou `2-5`
parse-needs-number = `{ $what }` demande un nombre à partir de 1
parse-use-needs-building = `use` demande un bâtiment et une option, par ex. `use 2:1`
parse-not-building-option = `{ $text }` n'est pas bâtiment:option, par ex. `2:1` pour l'option 1 de votre deuxième bâtiment
parse-empty = action vide
parse-phase2-needs-event = `phase2` doit être suivi de `event …`
parse-phase2-only-event = `phase2` ne s'écrit que devant `event` ; les autres actions de la Phase II font passer en Phase II d'elles-mêmes
parse-not-a-space = `{ $text }` n'est pas un emplacement du marché : écrivez @1 à @9
parse-activate-needs-card = `activate` demande l'emplacement de la carte après la position, par ex. `activate 1-2 @2`
parse-unknown-activation-word = mot inconnu `{ $word }` dans une activation (attendu : token N, commerce N, lobbying, new, replace N, move ou score)
parse-unknown-use-word = mot inconnu `{ $word }` après `use` (attendu : taylorism)
parse-expected-commerce = mot inconnu `{ $word }` (attendu : commerce N)
parse-expected-residence = mot inconnu `{ $word }` (attendu : move ou score)
parse-bonus-needs-kind = `bonus` demande `worker` ou `money`
parse-unknown-action = action inconnue `{ $word }` (attendu : place, money, activate, use, event, pass ou bonus)
parse-unexpected-end = `{ $word }` inattendu à la fin de l'action

## Erreurs de la mise en place d'une partie (les noms des champs sont du JSON et ne changent pas)

setup-unreadable = setup : { $error }
setup-players = Spyrium se joue de 2 à 5 joueurs, pas { $players }
setup-unknown-period = setup.decks : époque inconnue `{ $period }` (attendu : A, B ou C)
setup-unknown-card = setup.decks.{ $deck } : identifiant de carte inconnu `{ $id }`
setup-card-period = setup.decks.{ $deck } : la carte `{ $id }` appartient à l'époque { $period }
setup-too-many-copies = setup.decks.{ $deck } : plus d'exemplaires d'une carte que la pioche n'en a
setup-unknown-event = setup.events : identifiant d'événement inconnu `{ $id }`
setup-event-twice = setup.events : un événement figure deux fois
setup-bad-token = setup.tokens : { $value } n'est pas une valeur de jeton (1, 2 ou 3)
setup-too-many-tokens = setup.tokens : plus de jetons d'une valeur qu'il n'en existe
setup-no-such-seat = setup.first_player : le joueur { $seat } n'existe pas dans une partie à { $players } joueurs

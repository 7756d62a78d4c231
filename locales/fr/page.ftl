# Les mots de la page (français) : ses boutons, titres et messages. Les mots des
# jeux sont ceux des jeux (GET /api/games/{game}/words).

projected_any = Le score final de chacun si la partie finissait maintenant, avec ses parts.
progress_turn = Tour { $t } sur { $n }
progress_round = Manche { $t } sur { $n }
player = Joueur
table = Table
part_track = Piste
part_buildings = Bâtiments
part_techniques = Techniques
part_buzz = Buzz
part_market = Marché noir
part_objective = Objectif
part_loans = Emprunts
part_empty_research = Cases de recherche vides
part_abilities = Personnages
part_prizes = Prix
title = Gaslamp
language = Langue
your_name = Votre nom
save = Enregistrer
new_game = Nouvelle partie
game = Jeu
players = Joueurs
seat = Place
me = Moi
open_seat = Libre (une personne rejoint)
bot_easy = Robot : facile
bot_medium = Robot : moyen
bot_hard = Robot : difficile
bot_expert = Robot : expert
random_bot = Robot : hasard
clock = Pendule
no_clock = Aucune
minutes = { $n } min
turn_based = Tour par tour (un jour par coup)
create = Créer
join_by_code = Rejoindre par code ou lien
join = Rejoindre
my_games = Mes parties
open_games = Parties ouvertes
watch = Regarder
play = Jouer
none = Aucune pour l’instant.
your_turn = à vous
waiting_for = on attend { $who }
game_over = partie finie
back = Accueil
invite = Lien d’invitation
copy = Copier
period = Période
event = Événement
future_event = Événement suivant
market = Marché
log = Journal
chat = Discussion
send = Envoyer
actions = Toutes vos actions
pass = Passer
bonus = Bonus
money = Argent
spyrium = Spyrium
score = PV
residence = Résidence
workers = Ouvriers
buildings = Bâtiments
techniques = Techniques
tokens = Jetons
phase = Phase
placement = placement
activation = activation
passed = a passé
inclined = incliné
connecting = Connexion…
reconnecting = Connexion perdue : reconnexion…
connected = Connecté
seat_lost = Vous n’occupez plus cette place : elle a été quittée ou prise.
room_expired = Cette partie est close : il ne s’y est rien passé depuis trop longtemps.
refused = Refusé
choose = Choisir
cancel = Annuler
to_act = À jouer
to_act_who = À jouer : { $who }
axis_move = coup
first_player = premier joueur
slot_between = l’emplacement entre { $a } et { $b }
empty_space = une case vide ({ $place })
empty = vide
place_0 = en haut à gauche
place_1 = en haut
place_2 = en haut à droite
place_3 = à gauche
place_4 = au centre
place_5 = à droite
place_6 = en bas à gauche
place_7 = en bas
place_8 = en bas à droite
replay_keys = Rejeu : les flèches reculent et avancent
pass_gives_up_placements = Passer maintenant ? Vous renoncez à placer { $n ->
    [one] votre dernier ouvrier
   *[other] vos { $n } ouvriers restants
} ce tour ; un passe est définitif.
pass_gives_up_activations = Passer maintenant ? Vous renoncez à activer { $n ->
    [one] votre ouvrier
   *[other] vos { $n } ouvriers
} du marché ce tour ; un passe est définitif.
pass_anyway = Oui, passer
invited = Vous êtes invité à une partie de { $game }. Votre nom, pour prendre votre place :
no_such_room = Cette partie n’existe pas : elle est peut-être finie, ou le lien est faux.
copied = Copié.
spectator = Vous regardez.
final_scores = Scores finaux
total = Total
track = Piste
winner = Vainqueur
provisional = Nombre provisoire : choisi par le projet, non lu sur une carte imprimée.
provisional_short = provisoire
rules = Résumé des règles
deck = Pioche
price = prix
gain_money_here = Prendre de l’argent
pick_card = Choisissez une carte à côté de cet ouvrier, ou prenez de l’argent.
pick_worker = Choisissez un de vos ouvriers du marché, un bâtiment ou l’événement.
pick_slot = Choisissez un emplacement entre deux cartes pour y placer un ouvrier.
thinking = { $who } réfléchit…
seat_name = { $colour }
left = restantes
# A label before what it names ("Research spaces: …"), with the language's spacing.
colon = { $label } :
to_table = Retour à la table
workers_now = { $active } { $active ->
    [one] actif
   *[other] actifs
} · { $market } au marché · { $used } { $used ->
    [one] utilisé
   *[other] utilisés
} / { $owned }
error = Erreur
code_or_link = Code ou lien
err_busy = L’IA du serveur est occupée : réessayez dans un instant.
err_too_many_rooms = Vous avez trop de parties en cours : finissez-en ou quittez-en une d’abord.
err_too_fast = Trop de demandes : attendez un instant.
err_room_full = Toutes les places de cette partie sont prises.
err_seat_taken = Cette place est prise.
err_already_seated = Vous avez déjà une place dans cette partie.
err_room_expired = Cette partie est terminée : il ne s’y est rien passé depuis trop longtemps.
err_no_such_room = Cette partie n’existe pas : elle est peut-être finie, ou le lien est faux.
err_game_not_over = La partie n’est pas encore finie.
err_bad_name = Un nom fait de 1 à 40 caractères.
err_name_has_hidden_characters = Un nom ne peut contenir ni caractère de contrôle, ni marque de direction, ni caractère invisible.
err_name_invisible = Un nom doit montrer quelque chose : celui-ci n’a que des espaces ou des caractères invisibles.
err_not_your_seat = Ce n’est pas votre place.
err_bad_token = Ce lien ou cette place n’est plus à vous.
err_storage_unavailable = Le serveur n’a pas pu enregistrer : rien n’a changé, réessayez.
err_unavailable = Le serveur ne peut pas répondre maintenant : réessayez.
err_spectators_cannot_chat = Seuls les joueurs à la table peuvent discuter.
err_chat_full = La discussion de cette partie est pleine.
err_chat_too_long = Une ligne de discussion fait au plus 500 caractères.
err_too_many_messages = Trop de messages : attendez un instant.
err_seat_lost = Vous n’occupez plus cette place : elle a été quittée ou prise.
err_spectators_cannot_act = Un spectateur ne peut pas jouer : prenez une place.
spectators_note = Les spectateurs ne voient que ce qui est public.
name_needed = Choisissez d’abord un nom.
open = libre
bot = robot
result = Résultat
you = vous
hot_seat = Partie à plusieurs : vous jouez pour { $s }
projected = Si ça finissait
projected_help = Le score final si la partie finissait maintenant : piste, bâtiments et techniques.
win_chances = Chances de victoire, { $unit } par { $unit }
win_chances_axis = Chance de victoire (%) au début de chaque { $unit }, puis à la fin
unit_turn = tour
unit_round = manche
analysing = L’IA analyse la partie : { $unit } { $k } sur { $n }…
analysis_done = Estimées par l’IA depuis la vue de chaque joueur au début de chaque { $unit } ({ $n } en tout).
room_link = Lien pour regarder
hint = Conseil
hint_thinking = L’IA réfléchit…
hint_is = L’IA propose : { $what } (chance de victoire { $pct } %)
replay = Revoir la partie
score_chart = Score au fil de la partie
first = Début
prev = Reculer
next = Avancer
last = Fin
move_n = Coup { $n } sur { $m }
coach = Entraîneur
coach_start = Juger les coups
coach_help = L’IA juge chaque coup où le joueur avait le choix, d’après ce que ce joueur voyait alors : un coup qui perd au moins 5, 10 ou 20 points de chance de victoire par rapport au coup que l’IA préférait est une imprécision, une erreur ou une gaffe.
coach_judging = L’IA juge les coups de { $who } : { $k } sur { $n }…
coach_nothing = { $who } n’a fait aucun choix à juger.
coach_summary = { $blunders ->
    [one] { $blunders } gaffe
   *[other] { $blunders } gaffes
}, { $mistakes ->
    [one] { $mistakes } erreur
   *[other] { $mistakes } erreurs
}, { $inaccuracies ->
    [one] { $inaccuracies } imprécision
   *[other] { $inaccuracies } imprécisions
} sur { $n } coups jugés ({ $choices } choix en tout).
coach_chances = Chance de victoire : { $best } avec le coup de l’IA, { $played } avec celui-ci
coach_preferred = L’IA préférait : { $move }
coach_show = Voir sur le plateau
coach_shown = L’IA préférait : { $move }
mark_blunder = Gaffe
mark_mistake = Erreur
mark_inaccuracy = Imprécision
mark_none = Bon

# The seats' colours, which the board also uses.
colour-0 = Bleu
colour-1 = Rouge
colour-2 = Vert
colour-3 = Jaune
colour-4 = Violet

# Les nombres d’une carte choisis par le projet (non lus sur une carte imprimée), par champ.
provisional-period = période
provisional-copies = exemplaires
provisional-price = prix
provisional-vp = PV
provisional-effect = effet
provisional-numbers = nombres

# Les mots de Crystal Palace sur la page (français) : la traduction du projet
# (docs/web.md), qui garde les noms propres anglais du livret (les lieux de Londres,
# les personnages).

cp_provisional = Matériel provisoire : les nombres marqués * sont un choix du projet, non les nombres imprimés.
cp_round = { $name } — manche { $r } sur 5
cp_phase = Phase { $p } : { $what }
cp_phase_1 = choisissez vos dés en secret et payez
cp_phase_2 = placez vos dés
cp_phase_3 = faites vos actions
cp_phase_4 = salaires, capacités des personnages
cp_phase_5 = construisez des prototypes
cp_phase_6 = revenus, effets permanents, buzz
cp_phase_7 = préparez la manche suivante
cp_phase_0 = la partie est finie
cp_game_won = La partie est finie : { $who } { $count ->
    [one] a gagné
   *[other] ont gagné
}.
cp_start_player = Premier joueur
cp_turn_order = Ordre du tour
cp_loc_patent_office = Patent Office (brevets)
cp_loc_british_museum = British Museum
cp_loc_bank_of_england = Bank of England (banque)
cp_loc_westminster = Westminster
cp_loc_reform_club = Reform Club
cp_loc_london_times = London Times (journal)
cp_loc_port_of_london = Port of London (port)
cp_loc_waterloo_station = Waterloo Station (gare)
cp_does_patent_office = Prenez un brevet de l’étalage.
cp_does_british_museum = Prenez une tuile de recherche de l’étalage.
cp_does_bank_of_england = Achetez une action : revenu et PV.
cp_does_westminster = Montez à Westminster.
cp_does_reform_club = Recrutez un personnage de l’étalage.
cp_does_london_times = Gagnez du buzz grâce au journal.
cp_does_port_of_london = Prenez une des possibilités du port.
cp_does_waterloo_station = Prenez une des possibilités de la gare.
cp_space = Case { $i } : dé { $min }+
cp_fee = droit £{ $fee }
cp_assistant_space = assistant
cp_free_space = libre
cp_action_spaces = Cases d’action
cp_possibilities = Possibilités
cp_die_of = le { $v } de { $who }
cp_resolved = fait
cp_next_die = se résout maintenant
cp_your_dice = Vos dés à placer
cp_pick_die = Choisissez un de vos dés, puis une case en surbrillance (ou la case d’abord).
cp_pick_space = Choisissez maintenant une case en surbrillance pour votre { $v }.
cp_pick_value = Choisissez maintenant le dé à y placer.
cp_picker_title = Choisissez vos dés pour cette manche
cp_picker_help = Choisissez la valeur de chaque dé. Chaque point coûte £1. Personne ne voit votre choix avant que tous aient choisi.
cp_die_n = Dé { $i }
cp_die_face = Dé { $i } à { $v }
cp_extra_die = Acheter un dé de plus pour { $n } journaux
cp_bill = Coût £{ $cost } · vous avez £{ $money }
cp_bill_short = Il faudra trouver £{ $short } : vendre des biens ou des journaux, ou emprunter (£10 l’emprunt, environ { $loans }).
cp_commit = Valider ces dés
cp_chosen = a choisi
cp_your_choice = Vos dés : { $dice }. On attend les autres.
cp_look_away = { $who } : votre choix secret. Les autres, détournez les yeux.
cp_show_my_dice = Je suis { $who } : montrer mon choix
cp_choices = Votre choix
cp_trades = Échanges
cp_pass = Passer
cp_raise_title = Vous devez £{ $debt }
cp_raise_help = Un paiement n’a pas pu être couvert. Trouvez l’argent : vendez journaux, engrenages ou énergie, ou empruntez (la pénalité compte à la fin).
cp_loan_cost_sentence_range = Un emprunt pris maintenant coûte de { $low } à { $high } PV à la fin ({ $repaid } s’il est remboursé).
cp_loan_cost_sentence_one = Un emprunt pris maintenant coûte { $high } PV à la fin ({ $repaid } s’il est remboursé).
cp_loan_cost_phrase_range = de { $low } à { $high } PV
cp_loan_cost_phrase_one = { $high } PV
cp_market = Marché noir
cp_market_gears = Engrenages de la bannière : { $n }
cp_market_burst = { $n } cases libres avant qu’il n’éclate
cp_violet_left = Tuiles violettes restantes : bleues { $blue }, orange { $orange }
cp_tier = Niveau { $t }
cp_cost = £{ $n }
cp_tracks = Pistes
cp_buzz = Buzz
cp_westminster = Westminster
cp_income = Revenu
cp_tickets = Billets
cp_patent_cost = Prototype : { $cost }
cp_patent_vp = { $now } PV s’il est construit à cette manche (par manche : { $all })
cp_patent_effect = Effet, pour un joueur au choix du constructeur : { $effect }
cp_tile_every_round = { $effect } à chaque phase 6
cp_tile_once = { $effect }, une fois, à la prise
cp_ticket_now = chacun : la valeur du dé + { $vp } PV à cette manche, le dé reste sorti jusqu’à la fin
cp_ticket_of = { $r ->
    [1] 1er
   *[other] { $r }e
} billet : { $who }
cp_displays = Étalages
cp_patents = Brevets
cp_characters = Personnages
cp_museum = Tuiles de recherche
cp_bank = Actions
cp_deck_left = encore { $n } dans la pioche
cp_deck_top = dessus de la pioche : { $name }
cp_deck_empty = la pioche est vide
cp_publisher = La tuile d’éditeur du London Times
# Ce que la tuile d’éditeur demande cette manche : ce qu’elle compte, les seuils de ses niveaux et leur buzz.
cp_publisher_round = London Times cette manche : { $counted } — à { $levels } pour { $buzz } de buzz
# Une action par ce qu’elle rapporte (les actions n’ont pas de nom).
cp_share_named = action : +{ $income } de revenu, { $vp } PV
cp_money = Argent
cp_gears = Engrenages
cp_energy = Énergie
cp_newspapers = Journaux
cp_dice = Dés
cp_vp = PV
cp_research = Cases de recherche
cp_prototypes = Prototypes
cp_shares = Actions
cp_objective_words = Objectif ({ $counted }) : { $levels }. { $reached } ; { $next }.
cp_objective_level = { $need } → { $vp } PV
cp_objective_reached = Niveau { $level } sur { $of } atteint ({ $vp } PV à la fin)
cp_objective_none = Aucun niveau atteint
cp_objective_next = suivant : { $need } ({ $count } maintenant)
cp_objective_ready = suivant : { $need } ({ $count } maintenant : une action d’assistant le prend)
cp_objective_done = tous les niveaux atteints
cp_nation = Nation
cp_loans = Emprunts ouverts
cp_char_cost = Coût : { $cost }
cp_char_salary = Salaire en phase 4 selon la position à Westminster (★, II, III, IV, V) : { $salary }
cp_char_instant = Au recrutement : { $effect }
cp_char_ability = { $phase ->
    [phase4] Phase 4, après les salaires
    [phase5] Au début du tour de phase 5 de son propriétaire
    [phase6] Phase 6, avec les bonus verts
   *[end] À la fin de la partie
} : { $effect }
cp_char_vp = { $now } PV s’il est recruté à cette manche (par manche : { $all })
cp_debt = Doit
cp_passed = a passé
# The column of the other players' mats, beside the locations.
# While others decide: whom the table waits for (names, listed).
cp_waiting_for = En attente : { $who }.
cp_rivals = Adversaires
# Beside the name of a player who is to act.
cp_acting = à jouer
# A rival's research, patents, prototypes and shares, folded.
cp_more = Plus
cp_you = vous
cp_mat = Plateau de { $who }
cp_tile = tuile
cp_loan_repaid = emprunt (remboursé)
cp_loan_open = emprunt ({ $vp } PV)
cp_note = billet de £10
cp_empty = vide
cp_gears_n = { $n ->
    [one] { $n } engrenage
   *[other] { $n } engrenages
}
cp_energy_n = { $n } énergie
cp_newspapers_n = { $n } journal/journaux
cp_income_n = +{ $n } revenu
cp_vp_n = { $n } PV
cp_pay = payer { $what }
cp_lose = perdre { $what }
cp_buzz_n = { $n } buzz
cp_westminster_n = Westminster +{ $n }
cp_assistant_n = { $n ->
    [one] { $n } assistant
   *[other] { $n } assistants
}
cp_assistant_free_n = { $n ->
    [one] { $n } assistant
   *[other] { $n } assistants
}, le premier gratuit
cp_green_n = { $n ->
    [one] { $n } tuile verte
   *[other] { $n } tuiles vertes
}
cp_stack_blue = bleue
cp_stack_orange = orange
cp_count_characters = personnages
cp_count_prototypes = prototypes
cp_count_patents = brevets
cp_count_cards = cartes
cp_count_newspapers = journaux
cp_count_gears = engrenages
cp_count_energy = énergie
cp_count_shares = actions
cp_count_tiles = tuiles
cp_count_dice = dés
cp_count_loans = emprunts
cp_count_westminster = niveaux de Westminster
cp_count_assistants = assistants
cp_count_buzz-tokens = jetons de buzz
cp_objective_up = objectif +1
cp_violet = une tuile violette ({ $stack })
cp_watch = la montre de poche
cp_ticket = un billet
cp_vp_per = { $n } PV par { $per } { $count }
cp_money_per = £{ $n } par { $per } { $count }
cp_or = { " ou " }
cp_free = gratuit
cp_dice_gain_n = { $n ->
    [one] { $n } dé de plus
   *[other] { $n } dés de plus
}
# Les règles en bref (le panneau d’aide), dans l’ordre : `rule-1`, `rule-2`, … (les
# règles complètes telles qu’implémentées : docs/crystal-palace-rules.md).
rule-1 = Cinq manches, du printemps 1849 au printemps 1851, de sept phases chacune. Le plus de PV à la fin gagne.
rule-2 = Phase 1 : chacun règle ses dés en secret, aux valeurs qu’il veut, et paie £1 par point. Le plus fort total commence ; le plus faible reçoit un journal. Quatre journaux achètent un dé de plus.
rule-3 = Phase 2 : à tour de rôle, posez un dé à la fois sur une case d’un lieu dont il atteint le minimum, en payant le droit indiqué. Un symbole d’assistant donne aussitôt une action d’assistant. Passez pour ne plus poser de dés cette manche.
rule-4 = Phase 3 : les lieux 1 à 8 dans l’ordre, le plus fort dé d’abord : prenez l’action du lieu (un brevet, une tuile de recherche, une action de la banque, Westminster, un personnage, du buzz, une possibilité du port ou de la gare) ou passez. Un dé qui ne peut rien prendre rapporte £1.
rule-5 = Phase 4 : payez le salaire de chaque personnage selon votre position à Westminster (★ paie le plus), puis utilisez sa capacité de phase 4.
rule-6 = Phase 5 : construisez jusqu’à deux de vos brevets en prototypes : payez le coût, marquez ses PV de l’année (4 de plus avec son personnage lié) et donnez son effet à vous-même ou à un autre joueur.
rule-7 = Phase 6 : touchez votre revenu, puis votre marqueur de revenu recule de 3 crans ; les bonus verts et les affiches rapportent. La phase 7 prépare la manche suivante.
rule-8 = À tout moment de vos propres décisions : échangez des journaux, achetez ou vendez engrenages et énergie, empruntez ou remboursez. Un emprunt donne £10 et coûte de 8 à 10 PV à la fin (5 s’il est remboursé). Un paiement que vous ne pouvez couvrir doit d’abord être trouvé.
rule-9 = La fin : les biens restants sont vendus £1 pièce et les emprunts remboursés tant que vous avez £10 ; puis comptent le classement du buzz, le marché noir, l’objectif de votre nation, les emprunts (−5 PV chacun s’ils sont remboursés, sinon leur pénalité de −8 à −10), −2 PV par case de recherche vide et les capacités de fin des personnages.

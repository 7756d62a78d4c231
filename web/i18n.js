// The interface in English and French (the rulebook's two languages). Game texts that
// come from the server (card rules, action descriptions, refusals) stay as the engine
// writes them; the words of the page are here.

const STRINGS = {
  en: {
    projected_any: 'Each player’s final score if the game ended now, with its parts.',
    progress_turn: 'Turn {t} of {n}', progress_round: 'Round {t} of {n}', player: 'Player', table: 'Table',
    part_track: 'Track', part_buildings: 'Buildings', part_techniques: 'Techniques', part_buzz: 'Buzz',
    part_market: 'Black Market', part_objective: 'Objective', part_loans: 'Loans', part_empty_research: 'Empty research spaces',
    part_abilities: 'Characters', part_prizes: 'Prizes',
    title: 'Gaslamp', language: 'Français', your_name: 'Your name', save: 'Save',
    new_game: 'New game', game: 'Game', players: 'Players', seat: 'Seat', me: 'Me',
    open_seat: 'Open (a person joins)', bot_easy: 'Bot: easy', bot_medium: 'Bot: medium',
    bot_hard: 'Bot: hard', bot_expert: 'Bot: expert', random_bot: 'Bot: random',
    clock: 'Move clock', no_clock: 'None', minutes: '{n} min', turn_based: 'Turn-based (a day a move)',
    create: 'Create', join_by_code: 'Join by code or link', join: 'Join', my_games: 'My games',
    open_games: 'Open games', watch: 'Watch', play: 'Play', none: 'None yet.',
    your_turn: 'your turn', waiting_for: 'waiting for {who}', game_over: 'game over',
    back: 'Home', invite: 'Invite link', copy: 'Copy', period: 'Period {p}',
    event: 'Event', future_event: 'Next event', market: 'Market', log: 'Log', chat: 'Chat',
    send: 'Send', actions: 'All your actions', pass: 'Pass', bonus: 'Bonus',
    money: 'Money', spyrium: 'Spyrium', score: 'VP', residence: 'Residence', workers: 'Workers',
    buildings: 'Buildings', techniques: 'Techniques', tokens: 'Tokens', phase: 'Phase',
    placement: 'placement', activation: 'activation', passed: 'passed', inclined: 'inclined',
    connecting: 'Connecting…', reconnecting: 'Connection lost: reconnecting…', connected: 'Connected',
    seat_lost: 'You no longer hold this seat: it was left or taken.', room_expired: 'This room has ended: nothing happened in it for too long.',
    refused: 'Refused', choose: 'Choose', cancel: 'Cancel', to_act: 'To act', to_act_who: 'To act: {who}', axis_move: 'move', first_player: 'first player', slot_between: 'the slot between {a} and {b}', empty_space: 'an empty space ({place})', empty: 'empty', place_0: 'top left', place_1: 'top', place_2: 'top right', place_3: 'left', place_4: 'centre', place_5: 'right', place_6: 'bottom left', place_7: 'bottom', place_8: 'bottom right', replay_keys: 'Replay: the arrow keys step back and forward', pass_gives_up_placements: 'Pass now? You give up placing your {n} remaining worker(s) this turn; a pass cannot be taken back.', pass_gives_up_activations: 'Pass now? You give up activating your {n} worker(s) in the market this turn; a pass cannot be taken back.', pass_anyway: 'Yes, pass', invited: 'You are invited to a game of {game}. Your name, to take your seat:', no_such_room: 'There is no such room: it may have ended, or the link is wrong.', copied: 'Copied.',
    spectator: 'You are watching.', final_scores: 'Final scores', total: 'Total', track: 'Track',
    winner: 'Winner', provisional: 'Provisional number: chosen by the project, not read off a printed card.',
    provisional_short: 'provisional', rules: 'Rules summary', deck: 'Deck', price: 'price',
    gain_money_here: 'Take money', pick_card: 'Choose a card beside this worker, or take money.',
    pick_worker: 'Choose one of your workers in the market, a building or the event.',
    pick_slot: 'Choose a slot between two cards to place a worker.',
    thinking: '{who} is thinking…', seat_name: '{colour}', left: 'left', in_market: 'in the market',
    used: 'used', active: 'active', owned: 'owned', error: 'Error', code_or_link: 'Code or link',
    err_busy: 'The server’s AI is busy: try again in a moment.', err_too_many_rooms: 'You have too many unfinished games: finish or leave one first.', err_too_fast: 'Too many requests: wait a moment.', err_room_full: 'Every seat of this game is taken.', err_seat_taken: 'This seat is taken.', err_already_seated: 'You already have a seat in this game.', err_room_expired: 'This room has ended: nothing happened in it for too long.', err_no_such_room: 'There is no such room: it may have ended, or the link is wrong.', err_game_not_over: 'The game is not over yet.', err_bad_name: 'A name is 1 to 40 characters.', err_name_has_hidden_characters: 'A name cannot hold control characters, direction marks or invisible characters.', err_name_invisible: 'A name must show something: this one is only spaces or invisible characters.', err_not_your_seat: 'This is not your seat.', err_bad_token: 'This link or seat is no longer yours.', err_storage_unavailable: 'The server could not save: nothing changed, try again.', err_unavailable: 'The server cannot answer now: try again.', err_spectators_cannot_chat: 'Only the players at the table may chat.', err_chat_full: 'This room’s chat is full.', err_chat_too_long: 'A chat line is at most 500 characters.', err_too_many_messages: 'Too many messages: wait a moment.', err_seat_lost: 'You no longer hold this seat: it was left or taken.', err_spectators_cannot_act: 'A spectator cannot play: join a seat.',
    spectators_note: 'Spectators see only what is public.', name_needed: 'Choose a name first.',
    open: 'open', bot: 'bot', result: 'Result', you: 'you', hot_seat: 'Hot-seat: you play seat {s}',
    projected: 'If it ended now', projected_help: 'The final score if the game ended now: track, buildings and techniques.',
    win_chances: 'Chances of winning, {unit} by {unit}', win_chances_axis: 'Win chance (%) at the start of each {unit}, then the end', unit_turn: 'turn', unit_round: 'round',
    analysing: 'The AI is analysing the game: {unit} {k} of {n}…', analysis_done: 'Estimated by the AI from each player’s own view at the start of each {unit} ({n} in all).',
    room_link: 'Link to watch', hint: 'Hint', hint_thinking: 'The AI is thinking…', hint_is: 'The AI suggests: {what} (win chance {pct}%)',
    replay: 'Replay', score_chart: 'Score over the game', first: 'Start', prev: 'Back', next: 'Forward', last: 'End', move_n: 'Move {n} of {m}',
    coach: 'Coach', coach_start: 'Judge the moves', coach_help: 'The AI judges each move where the player had a choice, from what that player could see then: a move that gave up at least 5, 10 or 20 points of winning chance against the move the AI preferred is an inaccuracy, a mistake or a blunder.',
    coach_judging: 'The AI is judging {who}’s moves: {k} of {n}…', coach_nothing: '{who} made no choice to judge.',
    coach_summary: '{blunders} blunder(s), {mistakes} mistake(s), {inaccuracies} inaccuracy(-ies) in {n} judged moves (of {choices} choices).',
    coach_chances: 'Winning chance: {best} with the AI’s move, {played} with this one', coach_preferred: 'The AI preferred: {move}', coach_show: 'Show on the board',
    coach_shown: 'The AI preferred: {move}', mark_blunder: 'Blunder', mark_mistake: 'Mistake', mark_inaccuracy: 'Inaccuracy', mark_none: 'Good',
  },
  fr: {
    projected_any: 'Le score final de chacun si la partie finissait maintenant, avec ses parts.',
    progress_turn: 'Tour {t} sur {n}', progress_round: 'Manche {t} sur {n}', player: 'Joueur', table: 'Table',
    part_track: 'Piste', part_buildings: 'Bâtiments', part_techniques: 'Techniques', part_buzz: 'Buzz',
    part_market: 'Marché noir', part_objective: 'Objectif', part_loans: 'Emprunts', part_empty_research: 'Cases de recherche vides',
    part_abilities: 'Personnages', part_prizes: 'Prix',
    title: 'Gaslamp', language: 'English', your_name: 'Votre nom', save: 'Enregistrer',
    new_game: 'Nouvelle partie', game: 'Jeu', players: 'Joueurs', seat: 'Place', me: 'Moi',
    open_seat: 'Libre (une personne rejoint)', bot_easy: 'Robot : facile', bot_medium: 'Robot : moyen',
    bot_hard: 'Robot : difficile', bot_expert: 'Robot : expert', random_bot: 'Robot : hasard',
    clock: 'Pendule', no_clock: 'Aucune', minutes: '{n} min', turn_based: 'Tour par tour (un jour par coup)',
    create: 'Créer', join_by_code: 'Rejoindre par code ou lien', join: 'Rejoindre', my_games: 'Mes parties',
    open_games: 'Parties ouvertes', watch: 'Regarder', play: 'Jouer', none: 'Aucune pour l’instant.',
    your_turn: 'à vous', waiting_for: 'on attend {who}', game_over: 'partie finie',
    back: 'Accueil', invite: 'Lien d’invitation', copy: 'Copier', period: 'Période {p}',
    event: 'Événement', future_event: 'Événement suivant', market: 'Marché', log: 'Journal', chat: 'Discussion',
    send: 'Envoyer', actions: 'Toutes vos actions', pass: 'Passer', bonus: 'Bonus',
    money: 'Argent', spyrium: 'Spyrium', score: 'PV', residence: 'Résidence', workers: 'Ouvriers',
    buildings: 'Bâtiments', techniques: 'Techniques', tokens: 'Jetons', phase: 'Phase',
    placement: 'placement', activation: 'activation', passed: 'a passé', inclined: 'incliné',
    connecting: 'Connexion…', reconnecting: 'Connexion perdue : reconnexion…', connected: 'Connecté',
    seat_lost: 'Vous n’occupez plus cette place : elle a été quittée ou prise.', room_expired: 'Cette partie est close : il ne s’y est rien passé depuis trop longtemps.',
    refused: 'Refusé', choose: 'Choisir', cancel: 'Annuler', to_act: 'À jouer', to_act_who: 'À jouer : {who}', axis_move: 'coup', first_player: 'premier joueur', slot_between: 'l’emplacement entre {a} et {b}', empty_space: 'une case vide ({place})', empty: 'vide', place_0: 'en haut à gauche', place_1: 'en haut', place_2: 'en haut à droite', place_3: 'à gauche', place_4: 'au centre', place_5: 'à droite', place_6: 'en bas à gauche', place_7: 'en bas', place_8: 'en bas à droite', replay_keys: 'Rejeu : les flèches reculent et avancent', pass_gives_up_placements: 'Passer maintenant ? Vous renoncez à placer vos {n} ouvrier(s) restant(s) ce tour ; un passe est définitif.', pass_gives_up_activations: 'Passer maintenant ? Vous renoncez à activer vos {n} ouvrier(s) du marché ce tour ; un passe est définitif.', pass_anyway: 'Oui, passer', invited: 'Vous êtes invité à une partie de {game}. Votre nom, pour prendre votre place :', no_such_room: 'Cette partie n’existe pas : elle est peut-être finie, ou le lien est faux.', copied: 'Copié.',
    spectator: 'Vous regardez.', final_scores: 'Scores finaux', total: 'Total', track: 'Piste',
    winner: 'Vainqueur', provisional: 'Nombre provisoire : choisi par le projet, non lu sur une carte imprimée.',
    provisional_short: 'provisoire', rules: 'Résumé des règles', deck: 'Pioche', price: 'prix',
    gain_money_here: 'Prendre de l’argent', pick_card: 'Choisissez une carte à côté de cet ouvrier, ou prenez de l’argent.',
    pick_worker: 'Choisissez un de vos ouvriers du marché, un bâtiment ou l’événement.',
    pick_slot: 'Choisissez un emplacement entre deux cartes pour y placer un ouvrier.',
    thinking: '{who} réfléchit…', seat_name: '{colour}', left: 'restantes', in_market: 'au marché',
    used: 'utilisés', active: 'actifs', owned: 'possédés', error: 'Erreur', code_or_link: 'Code ou lien',
    err_busy: 'L’IA du serveur est occupée : réessayez dans un instant.', err_too_many_rooms: 'Vous avez trop de parties en cours : finissez-en ou quittez-en une d’abord.', err_too_fast: 'Trop de demandes : attendez un instant.', err_room_full: 'Toutes les places de cette partie sont prises.', err_seat_taken: 'Cette place est prise.', err_already_seated: 'Vous avez déjà une place dans cette partie.', err_room_expired: 'Cette partie est terminée : il ne s’y est rien passé depuis trop longtemps.', err_no_such_room: 'Cette partie n’existe pas : elle est peut-être finie, ou le lien est faux.', err_game_not_over: 'La partie n’est pas encore finie.', err_bad_name: 'Un nom fait de 1 à 40 caractères.', err_name_has_hidden_characters: 'Un nom ne peut contenir ni caractère de contrôle, ni marque de direction, ni caractère invisible.', err_name_invisible: 'Un nom doit montrer quelque chose : celui-ci n’a que des espaces ou des caractères invisibles.', err_not_your_seat: 'Ce n’est pas votre place.', err_bad_token: 'Ce lien ou cette place n’est plus à vous.', err_storage_unavailable: 'Le serveur n’a pas pu enregistrer : rien n’a changé, réessayez.', err_unavailable: 'Le serveur ne peut pas répondre maintenant : réessayez.', err_spectators_cannot_chat: 'Seuls les joueurs à la table peuvent discuter.', err_chat_full: 'La discussion de cette partie est pleine.', err_chat_too_long: 'Une ligne de discussion fait au plus 500 caractères.', err_too_many_messages: 'Trop de messages : attendez un instant.', err_seat_lost: 'Vous n’occupez plus cette place : elle a été quittée ou prise.', err_spectators_cannot_act: 'Un spectateur ne peut pas jouer : prenez une place.',
    spectators_note: 'Les spectateurs ne voient que ce qui est public.', name_needed: 'Choisissez d’abord un nom.',
    open: 'libre', bot: 'robot', result: 'Résultat', you: 'vous', hot_seat: 'Partie à plusieurs : vous jouez la place {s}',
    projected: 'Si ça finissait', projected_help: 'Le score final si la partie finissait maintenant : piste, bâtiments et techniques.',
    win_chances: 'Chances de victoire, {unit} par {unit}', win_chances_axis: 'Chance de victoire (%) au début de chaque {unit}, puis à la fin', unit_turn: 'tour', unit_round: 'manche',
    analysing: 'L’IA analyse la partie : {unit} {k} sur {n}…', analysis_done: 'Estimées par l’IA depuis la vue de chaque joueur au début de chaque {unit} ({n} en tout).',
    room_link: 'Lien pour regarder', hint: 'Conseil', hint_thinking: 'L’IA réfléchit…', hint_is: 'L’IA propose : {what} (chance de victoire {pct} %)',
    replay: 'Revoir la partie', score_chart: 'Score au fil de la partie', first: 'Début', prev: 'Reculer', next: 'Avancer', last: 'Fin', move_n: 'Coup {n} sur {m}',
    coach: 'Entraîneur', coach_start: 'Juger les coups', coach_help: 'L’IA juge chaque coup où le joueur avait le choix, d’après ce que ce joueur voyait alors : un coup qui perd au moins 5, 10 ou 20 points de chance de victoire par rapport au coup que l’IA préférait est une imprécision, une erreur ou une gaffe.',
    coach_judging: 'L’IA juge les coups de {who} : {k} sur {n}…', coach_nothing: '{who} n’a fait aucun choix à juger.',
    coach_summary: '{blunders} gaffe(s), {mistakes} erreur(s), {inaccuracies} imprécision(s) sur {n} coups jugés ({choices} choix en tout).',
    coach_chances: 'Chance de victoire : {best} avec le coup de l’IA, {played} avec celui-ci', coach_preferred: 'L’IA préférait : {move}', coach_show: 'Voir sur le plateau',
    coach_shown: 'L’IA préférait : {move}', mark_blunder: 'Gaffe', mark_mistake: 'Erreur', mark_inaccuracy: 'Imprécision', mark_none: 'Bon',
  },
};

const COLOURS = {
  en: ['Blue', 'Red', 'Green', 'Yellow', 'Purple'],
  fr: ['Bleu', 'Rouge', 'Vert', 'Jaune', 'Violet'],
};

let lang = 'en';

export function setLanguage(l) {
  lang = STRINGS[l] ? l : 'en';
}

export function language() {
  return lang;
}

/** The page's words for `key`, with `{name}` holes filled from `args`. */
export function t(key, args = {}) {
  const s = STRINGS[lang][key] ?? STRINGS.en[key] ?? key;
  return s.replace(/\{(\w+)\}/g, (_, k) => (k in args ? String(args[k]) : `{${k}}`));
}

/** A seat's colour name ("Blue"), which the board also uses. */
export function seatColour(seat) {
  return COLOURS[lang][seat] ?? `#${seat}`;
}

/** Every key has both languages (checked by the unit tests). */
export function missingKeys() {
  const en = Object.keys(STRINGS.en);
  const fr = Object.keys(STRINGS.fr);
  return {
    fr: en.filter((k) => !fr.includes(k)),
    en: fr.filter((k) => !en.includes(k)),
  };
}

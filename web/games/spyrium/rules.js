// Spyrium's rules in short, in the page's two languages, written for the table's
// help panel (the full rules as implemented: docs/spyrium-rules.md).

export const RULES = {
  en: [
    'Six turns in three periods (A, B, C). Each turn: income from your residence space, a new event, nine new cards in the market.',
    'Players act one at a time. In Phase I you place workers from your start card in the slots between two cards. You choose when to go to Phase II.',
    'Phase II: take a worker back to activate a card beside it (pay its price plus £1 per other worker beside that card): call upon a character, construct a building, or patent a technique. Or take money instead: £1 per other worker beside that card.',
    'A building goes in a new space (£1 per building you own) or replaces one of yours (£3 less if they share a symbol). Use a building once a turn: put the workers it asks for on it, and it is inclined.',
    'Everyone may use the turn\'s event once. Pass when none of your workers is left in the market.',
    'The first time your score reaches 8: choose one more worker or £5; at 20 you get the other.',
    'Final score: the score track, plus your buildings\' VP, plus each technique\'s end value (at most 7). Highest total wins.',
  ],
  fr: [
    'Six tours en trois périodes (A, B, C). Chaque tour : un revenu selon votre case de résidence, un nouvel événement, neuf nouvelles cartes au marché.',
    'Chacun joue à son tour. En phase I, vous placez des ouvriers de votre carte de départ entre deux cartes. Vous choisissez quand passer en phase II.',
    'Phase II : reprenez un ouvrier pour activer une carte voisine (son prix plus 1 £ par autre ouvrier à côté de cette carte) : faire appel à un personnage, construire un bâtiment ou breveter une technique. Ou prenez de l’argent : 1 £ par autre ouvrier à côté de cette carte.',
    'Un bâtiment va sur un nouvel emplacement (1 £ par bâtiment possédé) ou en remplace un des vôtres (3 £ de moins s’ils partagent un symbole). Un bâtiment sert une fois par tour : posez-y les ouvriers demandés, il est incliné.',
    'Chacun peut utiliser l’événement du tour une fois. Passez quand vous n’avez plus d’ouvrier au marché.',
    'La première fois que votre score atteint 8 : un ouvrier de plus ou 5 £ ; à 20, vous recevez l’autre.',
    'Score final : la piste de score, plus les PV de vos bâtiments, plus la valeur de fin de chaque technique (7 au plus). Le plus haut total gagne.',
  ],
};

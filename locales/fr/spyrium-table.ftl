# La table de Spyrium sur la page : ses règles en bref, pour le panneau d’aide
# (les règles complètes telles qu’implémentées : docs/spyrium-rules.md). Un message par règle, dans l’ordre.

rule-1 = Six tours en trois périodes (A, B, C). Chaque tour : un revenu selon votre case de résidence, un nouvel événement, neuf nouvelles cartes au marché.
rule-2 = Chacun joue à son tour. En phase I, vous placez des ouvriers de votre carte de départ entre deux cartes. Vous choisissez quand passer en phase II.
rule-3 = Phase II : reprenez un ouvrier pour activer une carte voisine (son prix plus 1 £ par autre ouvrier à côté de cette carte) : faire appel à un personnage, construire un bâtiment ou breveter une technique. Ou prenez de l’argent : 1 £ par autre ouvrier à côté de cette carte.
rule-4 = Un bâtiment va sur un nouvel emplacement (1 £ par bâtiment possédé) ou en remplace un des vôtres (3 £ de moins s’ils partagent un symbole). Un bâtiment sert une fois par tour : posez-y les ouvriers demandés, il est incliné.
rule-5 = Chacun peut utiliser l’événement du tour une fois. Passez quand vous n’avez plus d’ouvrier au marché.
rule-6 = La première fois que votre score atteint 8 : un ouvrier de plus ou 5 £ ; à 20, vous recevez l’autre.
rule-7 = Score final : la piste de score, plus les PV de vos bâtiments, plus la valeur de fin de chaque technique (7 au plus). Le plus haut total gagne.

# Les phrases du serveur pour les personnes d'une partie (français). Les codes ne changent pas.

# Erreurs de la WebSocket.
seat-lost = cette connexion n'occupe plus sa place (elle a été quittée ou prise) ; reconnectez-vous avec un jeton de place, ou regardez
spectator-cannot-act = un spectateur ne peut pas jouer ; prenez une place
room-expired = cette partie est terminée : il ne s'y est rien passé depuis trop longtemps
storage-failed = le coup n'a pas pu être enregistré ; rien n'a changé, renvoyez-le

# The server's own sentences for the people in a room (English). Codes never change.

# WebSocket errors.
seat-lost = this connection no longer holds its seat (it was left or taken); connect again with a seat token, or watch
spectator-cannot-act = a spectator cannot act; join a seat
room-expired = this room ended: nothing happened in it for too long
storage-failed = the action could not be stored; nothing changed, send it again

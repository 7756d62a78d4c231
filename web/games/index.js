// The games the page can draw, by the server's game name. A game without a module
// here is still playable through the list of actions (games/generic.js).

import * as spyrium from './spyrium/board.js';
import * as crystalPalace from './crystal-palace/board.js';
import * as generic from './generic.js';

const MODULES = { spyrium, 'crystal-palace': crystalPalace };

export function tableFor(game) {
  return MODULES[game] ?? generic;
}

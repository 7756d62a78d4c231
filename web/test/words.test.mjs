// The page says a game's messages as the server does (gaslamp_core::message): "you"
// to the reader's own seat, names to everyone else, amounts and named things from
// the game's file, lists, inner messages; the shared file fills in.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { Words } from '../words.js';
import { withoutThings, nameParts } from '../shell.js';
import { SYMBOLS } from '../symbols.js';

const shared = (lang) => readFileSync(new URL(`../../locales/${lang}/shared.ftl`, import.meta.url), 'utf8');
const GAME_EN = `took-card = { $who-you ->
    [yes] You take { $card } for { $cost }.
   *[no] { $who } takes { $card } for { $cost }.
}
amount-money = £{ $n }
card-s1a = the Steam Hammer
bids = { $all-count }: { $all }
bid-of = { $who } bid { $n }
`;
const GAME_FR = `took-card = { $who-you ->
    [yes] Vous prenez { $card } pour { $cost }.
   *[no] { $who } prend { $card } pour { $cost }.
}
amount-money = { $n } £
card-s1a = le marteau-pilon
`;
const names = ['Ada', 'Ben', 'Cy'];
// Sentences as read: without the marks the page puts around names and things.
const plain = (s) => withoutThings(s).replace(/[\u2066-\u2069]/g, '');
const name = (s) => names[s];
const took = { id: 'took-card', args: { who: { seat: 1 }, card: { name: { kind: 'card', id: 's1a' } }, cost: { amount: { resource: 'money', n: 2 } } } };

test('a message says you to its own seat and the name to everyone else', () => {
  const en = new Words('en', GAME_EN, shared('en'));
  assert.equal(plain(en.say(took, { seat: 1, name })), 'You take the Steam Hammer for £2.');
  assert.equal(plain(en.say(took, { seat: 0, name })), 'Ben takes the Steam Hammer for £2.');
  // A name is isolated (the page finds it there to draw its chip).
  assert.equal(withoutThings(en.say(took, { seat: 0, name: (s) => `\u2068${names[s]}\u2069` })), '\u2068Ben\u2069 takes the Steam Hammer for £2.');
  // A card is marked with its kind and id (the log draws it as the card).
  // So is an amount, with its resource (the log draws the resource's symbol).
  assert.deepEqual(nameParts(en.say(took, { seat: 1, name }), []), ['You take ', { kind: 'card', id: 's1a', name: 'the Steam Hammer' }, ' for ', { kind: 'amount', id: 'money', name: '£2' }, '.']);
  assert.equal(plain(en.say(took, { seat: undefined, name })), 'Ben takes the Steam Hammer for £2.');
  const fr = new Words('fr', GAME_FR, shared('fr'));
  assert.equal(plain(fr.say(took, { seat: 1, name })), 'Vous prenez le marteau-pilon pour 2 £.');
});

test('lists, the shared file, and an unknown id', () => {
  const en = new Words('en', GAME_EN, shared('en'));
  const bid = (who, n) => ({ id: 'bid-of', args: { who: { seat: who }, n: { number: n } } });
  assert.equal(plain(en.say({ id: 'bids', args: { all: { list: [bid(0, 3), bid(1, 5), bid(2, 1)] } } }, { seat: 2, name })), '3: Ada bid 3, Ben bid 5 and you bid 1');
  assert.equal(plain(en.say({ id: 'bids', args: { all: { list: [] } } }, { seat: 2, name })), '0: nobody');
  assert.equal(plain(en.say({ id: 'clock-played', args: { who: { seat: 0 } } }, { seat: 1, name })), 'Ada’s time ran out: a bot played this move for them.'.replace('’', "'"));
  assert.equal(plain(en.say({ id: 'clock-played', args: { who: { seat: 0 } } }, { seat: 0, name })), 'Your time ran out: a bot played this move for you.');
  assert.equal(plain(en.say({ id: 'nowhere' }, { seat: 0, name })), 'nowhere');
  assert.equal(plain(en.say(null, { seat: 0, name })), '');
});

test('the symbols drawn are those of every resource the games say amounts of', () => {
  const sprite = readFileSync(new URL('../symbols.svg', import.meta.url), 'utf8');
  const drawn = [...sprite.matchAll(/<symbol id="([a-z-]+)"/g)].map((m) => m[1]).sort();
  assert.deepEqual([...SYMBOLS].sort(), drawn);
  for (const lang of ['en', 'fr']) {
    const dir = new URL(`../../locales/${lang}/`, import.meta.url);
    for (const file of readdirSync(dir)) {
      for (const [, resource] of readFileSync(new URL(file, dir), 'utf8').matchAll(/^amount-([a-z-]+) =/gm)) {
        assert.ok(drawn.includes(resource), `${lang}/${file}: amount-${resource} has no symbol in symbols.svg`);
      }
    }
  }
});

// A table: its state from the server (GET, then every new state over the WebSocket), the board, the controls.
// Everything shown comes from the server, so a reload shows the same table.
import { getJson, post, sideName, tableLink, takeSeatToken } from './api.js';
import { showBoard, highlight, markStarts, diceWords } from './board.js';
import { showClocks } from './clocks.js';

const id = decodeURIComponent(location.pathname.split('/').pop());
const token = takeSeatToken(id);
// Another seat's link of this table opened in this tab changes only the fragment: play that seat instead.
window.addEventListener('hashchange', () => {
  if (takeSeatToken(id) !== token) location.reload();
});
const api = '/api/tables/' + encodeURIComponent(id);
const $ = (name) => document.getElementById(name);
const board = $('board');

let mySide = null;
/** Whether the game's sides may agree a draw (from /api/games): no offer is shown where they may not. */
let draws = true;
let state = null;
let pointed = [];
let drawing = Promise.resolve();

/** An ordinary message: what was played, what to point at next. */
function say(text) {
  $('status').textContent = text;
  $('status').classList.remove('warn');
}

/** A refusal or a failure, drawn as a warning. */
function warn(text) {
  say(text);
  $('status').classList.add('warn');
}

/** An event of the game said in words (an extra turn, a turn lost, a throw), newest first, five kept. */
function tell(text) {
  const item = document.createElement('li');
  item.textContent = text;
  $('events').prepend(item);
  while ($('events').children.length > 5) $('events').lastElementChild.remove();
}

/** What happened between two consecutive states, said in words; nothing when a state was missed. */
function narrate(before, after) {
  if (!before || after.version !== before.version + 1 || after.status !== 'active') return;
  const who = sideName(before.turn);
  if (before.chance && after.turn !== before.turn) {
    tell(`${who}'s throw allowed no move: turn lost.`);
  } else if (!before.chance && after.ply > before.ply && after.turn === before.turn) {
    tell(`${who} moves again: extra turn.`);
  }
}

function myTurn() {
  return state && mySide === state.turn && state.status === 'active';
}

async function render(next) {
  if (state && next.version <= state.version) return;
  const before = state;
  state = next;
  pointed = [];
  narrate(before, next);
  drawing = drawing.then(() => drawPicture(next)).catch((error) => warn(error.message));
  const finished = next.result;
  $('banner').hidden = !finished;
  $('banner').textContent = finished ? next.result.sentence : '';
  $('turn').textContent = finished ? 'The game is over.'
    : `${sideName(next.turn)} to ${next.chance ? 'roll' : 'move'}` + (myTurn() ? ' (you)' : '')
      + (next.drawOffer ? `. ${sideName(next.drawOffer)} offers a draw.` : '.');
  showOpenSeats(next.open || []);
  showClocks($('clocks'), next.clock || null, sideName);
  document.body.dataset.turn = next.turn;
  document.body.dataset.status = next.status;
  const mine = mySide !== null && next.status === 'active';
  $('roll').hidden = !(myTurn() && next.chance);
  $('resign').hidden = !mine;
  $('offer').hidden = !mine || !draws || next.drawOffer !== null;
  $('accept').hidden = !mine || !draws || !next.drawOffer || next.drawOffer === mySide;
  $('decline').hidden = $('accept').hidden;
  $('move-form').hidden = !mine;
  freeMoves(next);
  facts(next.facts);
  moves(next.moves);
}

/** The places the side to move may start a move from, marked while nothing is pointed at, on its own page. */
function showStarts() {
  const starts = myTurn() && !state.chance && pointed.length === 0
    ? state.legalMoves.filter((move) => move.places.length).map((move) => move.places[0]) : [];
  markStarts(board, starts);
}

/**
 * A button for each legal move that touches no place (a pass): there is nothing on the board to click. A game with
 * no layout touches no place with any move; past a dozen of them the Move box is the way.
 */
function freeMoves(shown) {
  const free = myTurn() && !shown.chance ? shown.legalMoves.filter((move) => move.places.length === 0) : [];
  $('free-moves').replaceChildren(...(free.length > 12 ? [] : free).map((move) => {
    const button = Object.assign(document.createElement('button'), { type: 'button', textContent: `Play ${move.text}` });
    button.dataset.move = move.text;
    button.addEventListener('click', () => play(move.text));
    return button;
  }));
}

/** The picture of this state, unless a newer state came while it was fetched. */
async function drawPicture(shown) {
  const response = await fetch(api + '/picture.svg', { cache: 'no-store' });
  if (shown !== state) return;
  if (!response.ok) {
    board.textContent = 'This game gives no board picture; play by text.';
  } else {
    showBoard(board, await response.text(), choose);
  }
  if (shown !== state) return;
  showStarts();
  const dice = diceWords(board);
  $('dice').textContent = dice ? `${sideName(shown.turn)}: ${dice}.` : '';
  board.dataset.version = String(shown.version);
}

function facts(all) {
  const list = $('facts');
  list.replaceChildren();
  for (const [name, value] of Object.entries(all)) {
    list.append(Object.assign(document.createElement('dt'), { textContent: name }),
      Object.assign(document.createElement('dd'), { textContent: value }));
  }
}

/** The moves played, numbered as the record numbers them with the side that played each, scrolled to the newest. */
function moves(played) {
  const list = $('moves');
  list.replaceChildren(...played.map((move) => {
    const item = document.createElement('li');
    // A game that shows its moves otherwise (xiangqi's WXF) shows that first, the text it plays them by beside it.
    item.textContent = `${move.number} ${sideName(move.side)} ${move.display ? `${move.display} (${move.text})` : move.text}`;
    item.dataset.side = move.side;
    return item;
  }));
  list.scrollTop = list.scrollHeight;
}

/** A place clicked: the server says what the places pointed at select; a whole move is played. */
async function choose(place) {
  if (!state || state.status !== 'active') return warn('The game is over.');
  if (mySide === null) return warn('You are watching this table.');
  if (!myTurn()) return warn(`It is ${sideName(state.turn)}'s turn.`);
  if (state.chance) return warn('Roll first.');
  const shown = state;
  let answer = await post(api + '/point', { places: [...pointed, place] });
  // A place that goes on no move pointed at so far starts a new pointing.
  if (answer.ok && answer.body.candidates.length === 0 && pointed.length) {
    pointed = [];
    answer = await post(api + '/point', { places: [place] });
  }
  if (shown !== state) return;
  if (!answer.ok) return warn(answer.body.message);
  if (answer.body.candidates.length === 0) {
    pointed = [];
    highlight(board, [], []);
    showStarts();
    return warn(`No move begins at ${place}.`);
  }
  pointed = [...pointed, place];
  highlight(board, pointed, answer.body.next);
  showStarts();
  if (answer.body.chosen) {
    await play(answer.body.chosen);
  } else {
    say(`${pointed.join(' ')}: where next?`);
  }
}

async function act(path, body) {
  const answer = await post(api + path, body, token);
  if (answer.ok) {
    say('');
    await render(answer.body);
  } else {
    pointed = [];
    highlight(board, [], []);
    showStarts();
    warn(answer.body.message);
  }
  return answer;
}

async function play(move) {
  const answer = await act('/moves', { move });
  if (answer.ok) say(`Played ${move}.`);
}

/** The seats no one has joined yet (they are taken from the lobby's list); gone once joined. */
function showOpenSeats(open) {
  $('open-seats').replaceChildren(...open.map((side) => {
    const item = Object.assign(document.createElement('li'), { textContent: `${sideName(side)}: waiting for a player` });
    item.dataset.open = side;
    return item;
  }));
}

function live() {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const socket = new WebSocket(`${scheme}//${location.host}${api}/live`);
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data);
    // A STATE has an id; the server's word that it had dropped this watcher (WATCHER_DROPPED) has a code. Versions
    // not sent (MISSED_VERSIONS) need nothing: the whole state comes next.
    if (message.code === 'MISSED_VERSIONS') {
      return;
    }
    if (message.code) {
      say(message.message);
    } else {
      render(message);
    }
  };
  // The server may restart or the network drop: listen again, and the first message brings the state.
  socket.onclose = () => setTimeout(live, 1000);
}

/** The links of the seats made with this one (the creator's friends'), as the server gives them to its token. */
function invites(others) {
  const sides = Object.entries(others);
  $('invites').hidden = sides.length === 0;
  $('invite-links').replaceChildren(...sides.map(([side, seatToken]) => {
    const item = document.createElement('li');
    const link = tableLink(id, seatToken);
    const anchor = Object.assign(document.createElement('a'), { href: link, textContent: link });
    anchor.dataset.side = side;
    item.append(sideName(side) + ': ', anchor);
    return item;
  }));
}

async function start() {
  const [games, first] = await Promise.all([getJson('/api/games'), getJson(api)]);
  const game = games.find((g) => g.id === first.game);
  $('game-title').textContent = game ? game.title : first.game;
  draws = !game || game.drawsByAgreement !== false;
  document.title = 'Tabula: ' + $('game-title').textContent;
  if (token) {
    try {
      const seat = await getJson(api + '/seat', token);
      mySide = seat.side;
      invites(seat.others || {});
    } catch (error) {
      warn(error.message + ' Watching.');
    }
  }
  $('seat').textContent = mySide ? `You play ${sideName(mySide)}.` : 'You are watching.';
  $('download').href = api + '/record';
  $('download').download = `${first.game}-${id}.txt`;
  $('roll').addEventListener('click', () => act('/roll'));
  $('resign').addEventListener('click', () => act('/resign'));
  $('offer').addEventListener('click', () => act('/draw/offer'));
  $('accept').addEventListener('click', () => act('/draw/accept'));
  $('decline').addEventListener('click', () => act('/draw/decline'));
  $('move-form').addEventListener('submit', async (event) => {
    event.preventDefault();
    const text = $('move-text').value.trim();
    if (!text) return;
    const answer = await act('/moves', { move: text });
    if (answer.ok) {
      $('move-text').value = '';
      say(`Played ${text}.`);
    }
  });
  await render(first);
  live();
}

start().catch((error) => warn(error.message));

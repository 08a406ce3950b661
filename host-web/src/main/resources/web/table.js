// A table: its state from the server (GET, then every new state over the WebSocket), the board, the controls.
// Everything shown comes from the server, so a reload shows the same table.
import { getJson, post, sideName } from './api.js';
import { showBoard, highlight, diceWords } from './board.js';

const id = decodeURIComponent(location.pathname.split('/').pop());
const token = new URLSearchParams(location.search).get('token');
const api = '/api/tables/' + encodeURIComponent(id);
const $ = (name) => document.getElementById(name);
const board = $('board');

let mySide = null;
let state = null;
let pointed = [];
let drawing = Promise.resolve();

function say(text) {
  $('status').textContent = text;
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
  drawing = drawing.then(() => drawPicture(next)).catch((error) => say(error.message));
  const finished = next.result;
  $('banner').hidden = !finished;
  $('banner').textContent = finished ? next.result.sentence : '';
  $('turn').textContent = finished ? 'The game is over.'
    : `${sideName(next.turn)} to ${next.chance ? 'roll' : 'move'}` + (myTurn() ? ' (you)' : '')
      + (next.drawOffer ? `. ${sideName(next.drawOffer)} offers a draw.` : '.');
  showOpenSeats(next.open || []);
  document.body.dataset.turn = next.turn;
  document.body.dataset.status = next.status;
  const mine = mySide !== null && next.status === 'active';
  $('roll').hidden = !(myTurn() && next.chance);
  $('resign').hidden = !mine;
  $('offer').hidden = !mine || next.drawOffer !== null;
  $('accept').hidden = !mine || !next.drawOffer || next.drawOffer === mySide;
  $('decline').hidden = $('accept').hidden;
  $('move-form').hidden = !mine;
  facts(next.facts);
  moves(next.record);
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

/** The move list is the record's lines, as the game writes them. */
function moves(record) {
  const list = $('moves');
  list.replaceChildren();
  for (const line of record.split('\n')) {
    if (line.trim()) list.append(Object.assign(document.createElement('li'), { textContent: line }));
  }
}

/** A place clicked: the server says what the places pointed at select; a whole move is played. */
async function choose(place) {
  if (!state || state.status !== 'active') return say('The game is over.');
  if (mySide === null) return say('You are watching this table.');
  if (!myTurn()) return say(`It is ${sideName(state.turn)}'s turn.`);
  if (state.chance) return say('Roll first.');
  const shown = state;
  let answer = await post(api + '/point', { places: [...pointed, place] });
  // A place that goes on no move pointed at so far starts a new pointing.
  if (answer.ok && answer.body.candidates.length === 0 && pointed.length) {
    pointed = [];
    answer = await post(api + '/point', { places: [place] });
  }
  if (shown !== state) return;
  if (!answer.ok) return say(answer.body.message);
  if (answer.body.candidates.length === 0) {
    pointed = [];
    highlight(board, [], []);
    return say(`No move begins at ${place}.`);
  }
  pointed = [...pointed, place];
  highlight(board, pointed, answer.body.next);
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
    say(answer.body.message);
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
  socket.onmessage = (event) => render(JSON.parse(event.data));
  // The server may restart or the network drop: listen again, and the first message brings the state.
  socket.onclose = () => setTimeout(live, 1000);
}

function invites() {
  const saved = JSON.parse(sessionStorage.getItem('invites:' + id) || '[]');
  $('invites').hidden = saved.length === 0;
  for (const { side, link } of saved) {
    const item = document.createElement('li');
    const anchor = Object.assign(document.createElement('a'), { href: link, textContent: link });
    anchor.dataset.side = side;
    item.append(sideName(side) + ': ', anchor);
    $('invite-links').append(item);
  }
}

async function start() {
  const [games, first] = await Promise.all([getJson('/api/games'), getJson(api)]);
  const game = games.find((g) => g.id === first.game);
  $('game-title').textContent = game ? game.title : first.game;
  document.title = 'Tabula: ' + $('game-title').textContent;
  if (token) {
    try {
      mySide = (await getJson(api + '/seat', token)).side;
    } catch (error) {
      say(error.message + ' Watching.');
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
  invites();
  await render(first);
  live();
}

start().catch((error) => say(error.message));

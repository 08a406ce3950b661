// A table: its state from the server (GET, then every new state over the WebSocket), the board, the controls.
// Everything shown comes from the server, so a reload shows the same table.
import { getJson, keepSeatToken, post, sideName, tableLink, takeSeatToken } from './api.js';
import { showBoard, highlight, markStarts, diceWords } from './board.js';
import { showClocks } from './clocks.js';

const id = decodeURIComponent(location.pathname.split('/').pop());
const token = takeSeatToken(id);
// Another seat's link of this table opened in this tab changes only the fragment: play that seat instead.
window.addEventListener('hashchange', () => {
  if (takeSeatToken(id) !== token) location.reload();
});
const api = '/api/v1/tables/' + encodeURIComponent(id);
const $ = (name) => document.getElementById(name);
const board = $('board');

let mySide = null;
/** Whether the game's sides may agree a draw (from /api/v1/games): no offer is shown where they may not. */
let draws = true;
let state = null;
let pointed = [];
let drawing = Promise.resolve();
/** The ply the board shows while stepping back through the moves, or null at the live position. */
let viewing = null;

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

/** A side as a person reads it: its player's name beside it when the seat has one (always set as text). */
function who(side) {
  const name = state && state.names ? state.names[side] : null;
  return name ? `${name} (${sideName(side)})` : sideName(side);
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
    : `${who(next.turn)} to ${next.chance ? 'roll' : 'move'}` + (myTurn() ? ' (you)' : '')
      + (next.drawOffer ? `. ${who(next.drawOffer)} offers a draw.` : '.');
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
  players(next);
  freeMoves(next);
  facts(next.facts);
  moves(next.moves);
  // Analysis after the game, or during it at a table made with hints (the server refuses it otherwise).
  $('analysis').hidden = next.status === 'active' && !next.hints;
  if (viewing === null) $('analysis-text').textContent = '';
}

/** Names, a takeback or rematch asked for, and the chat: what the seats do beside the game. */
function players(next) {
  $('players').replaceChildren(...Object.keys(next.seats).map((side) => {
    const item = Object.assign(document.createElement('li'),
      { textContent: `${sideName(side)}: ${next.names[side] || next.seats[side]}` });
    item.dataset.side = side;
    return item;
  }));
  const seated = mySide !== null;
  const active = next.status === 'active';
  const asker = next.takeback;
  $('takeback').hidden = !seated || !active || asker !== null
    || !next.moves.some((move) => move.side === mySide);
  $('takeback-accept').hidden = !seated || !active || asker === null || asker === mySide;
  $('takeback-decline').hidden = $('takeback-accept').hidden;
  const rematch = next.rematch || {};
  const over = next.status === 'finished';
  $('rematch').hidden = !seated || !over || rematch.offeredBy !== null || rematch.table !== null;
  $('rematch-accept').hidden = !seated || !over || !rematch.offeredBy || rematch.offeredBy === mySide
    || rematch.table !== null;
  $('rematch-decline').hidden = $('rematch-accept').hidden;
  const asked = [];
  if (asker && active) asked.push(`${who(asker)} asks to take back a move.`);
  if (rematch.offeredBy && !rematch.table) asked.push(`${who(rematch.offeredBy)} offers a rematch.`);
  $('asked').textContent = asked.join(' ');
  $('rematch-link').hidden = !rematch.table;
  if (rematch.table) {
    $('rematch-watch').href = '/tables/' + encodeURIComponent(rematch.table);
    if (seated) takeRematchSeat();
  }
  const chat = next.chat;
  $('chat').hidden = !chat.enabled && chat.lines.length === 0;
  $('chat-form').hidden = !seated || !chat.enabled;
  $('chat-lines').replaceChildren(...chat.lines.map((line) => {
    const item = Object.assign(document.createElement('li'), { textContent: `${who(line.side)}: ${line.text}` });
    item.dataset.side = line.side;
    return item;
  }));
  $('chat-lines').scrollTop = $('chat-lines').scrollHeight;
}

let movingOn = false;

/**
 * The rematch made: this seat's token at the new table, claimed with its token here (never put in a link), kept
 * for the new table's page, which this tab then opens.
 */
async function takeRematchSeat() {
  if (movingOn) return;
  movingOn = true;
  const answer = await post(api + '/rematch/seat', undefined, token);
  if (!answer.ok) {
    movingOn = false;
    return warn(answer.body.message);
  }
  moveTo(answer.body);
}

function moveTo(seat) {
  keepSeatToken(seat.id, seat.token);
  location.assign('/tables/' + encodeURIComponent(seat.id));
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

/** The picture of this state, unless a newer state came while it was fetched or the page looks back at a ply. */
async function drawPicture(shown) {
  if (viewing !== null) return;
  const response = await fetch(api + '/picture.svg', { cache: 'no-store' });
  if (shown !== state || viewing !== null) return;
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
  board.dataset.ply = 'live';
}

/** The ply the table's game began at: 0, or the ply of the position its record began from. */
function firstPly(shown) {
  return shown.ply - shown.moves.length;
}

/**
 * Shows the board after a ply (null, or the ply now, for the live position). The server draws it; moves that
 * arrive meanwhile join the list and leave the board where it is.
 */
function view(ply) {
  if (!state) return;
  const live = ply === null || ply >= state.ply;
  const next = live ? null : Math.max(firstPly(state), ply);
  if (next === viewing) return;
  viewing = next;
  $('analysis-text').textContent = '';
  pointed = [];
  markViewed();
  drawing = drawing.then(() => (live ? drawPicture(state) : drawAt(next))).catch((error) => warn(error.message));
}

async function drawAt(ply) {
  const response = await fetch(`${api}/picture.svg?ply=${ply}`, { cache: 'no-store' });
  if (viewing !== ply) return;
  if (!response.ok) {
    board.textContent = 'This game gives no board picture; play by text.';
  } else {
    showBoard(board, await response.text(), choose);
  }
  if (viewing !== ply) return;
  markStarts(board, []);
  const dice = diceWords(board);
  $('dice').textContent = dice ? `${dice}.` : '';
  board.dataset.ply = String(ply);
}

/** The move whose board is shown marked in the list, and the way back to live shown while looking back. */
function markViewed() {
  for (const item of $('moves').children) {
    if (Number(item.dataset.ply) === viewing) {
      item.setAttribute('aria-current', 'step');
      item.scrollIntoView({ block: 'nearest' });
    } else {
      item.removeAttribute('aria-current');
    }
  }
  $('live').hidden = viewing === null;
  $('viewing').hidden = viewing === null;
  $('viewing').textContent = viewing === null ? ''
    : `Looking back at ply ${viewing}; End or Back to live returns to the game.`;
}

/** Left and right step through the moves, Home goes to the start, End back to live; typing is left alone. */
function stepKeys(event) {
  if (!state || event.altKey || event.ctrlKey || event.metaKey || event.target.closest('input, select, textarea')) {
    return;
  }
  const at = viewing === null ? state.ply : viewing;
  const step = { ArrowLeft: at - 1, ArrowRight: viewing === null ? null : at + 1, Home: firstPly(state), End: null };
  if (!(event.key in step) || (event.key === 'ArrowRight' && viewing === null)) return;
  event.preventDefault();
  view(step[event.key]);
}

/** Asks the server for the analysis of the ply shown; asked again a few times while it is still worked out. */
async function analyse() {
  const ply = viewing === null ? state.ply : viewing;
  const out = $('analysis-text');
  out.textContent = `Analysing ply ${ply}...`;
  for (let attempt = 0; attempt < 10; attempt++) {
    const response = await fetch(`${api}/analysis?ply=${ply}`, { cache: 'no-store' });
    const body = await response.json().catch(() => ({ message: 'HTTP ' + response.status }));
    if ((viewing === null ? state.ply : viewing) !== ply) return;
    if (response.status === 503 && body.code === 'ANALYSIS_PENDING') {
      await new Promise((resolve) => setTimeout(resolve, 2000));
    } else {
      out.textContent = response.ok ? analysisWords(body) : body.message;
      return;
    }
  }
  out.textContent = 'The analysis is taking long; ask again later.';
}

/**
 * The analysis in words: the bot's move (or why there is none) with its evaluation where the bot gives one, then
 * the verdict where the game knows it.
 */
function analysisWords(found) {
  const parts = [`Ply ${found.ply}.`];
  if (found.bestMove) {
    const move = found.bestMove.display ? `${found.bestMove.display} (${found.bestMove.text})` : found.bestMove.text;
    parts.push(`Best move (${found.bot}): ${move}.`);
    if (found.evaluation) parts.push(`Evaluation: ${found.evaluation.sentence}`);
  } else {
    parts.push(found.note);
  }
  if (found.verdict) {
    parts.push(`Perfect play: ${found.verdict.sentence} (${found.verdict.basis}).`);
  }
  return parts.join(' ');
}

/** The board's files and ranks shown or not, as this browser chose last. */
function coordinates(shown) {
  document.body.classList.toggle('no-coordinates', !shown);
  $('coordinates').checked = shown;
  try {
    localStorage.setItem('tabula.coordinates', shown ? 'on' : 'off');
  } catch {
    // Storage refused: the choice lasts as long as the page.
  }
}

function savedCoordinates() {
  try {
    return localStorage.getItem('tabula.coordinates') !== 'off';
  } catch {
    return true;
  }
}

function facts(all) {
  const list = $('facts');
  list.replaceChildren();
  for (const [name, value] of Object.entries(all)) {
    list.append(Object.assign(document.createElement('dt'), { textContent: name }),
      Object.assign(document.createElement('dd'), { textContent: value }));
  }
}

/**
 * The moves played, numbered as the record numbers them with the side that played each; a click shows the board
 * after one. Scrolled to the newest at the live position, left where it was while looking back.
 */
function moves(played) {
  const list = $('moves');
  const scrolled = list.scrollTop;
  const first = firstPly(state);
  list.replaceChildren(...played.map((move, index) => {
    const item = document.createElement('li');
    // A game that shows its moves otherwise (xiangqi's WXF) shows that first, the text it plays them by beside it.
    item.textContent = `${move.number} ${sideName(move.side)} ${move.display ? `${move.display} (${move.text})` : move.text}`;
    item.dataset.side = move.side;
    item.dataset.ply = String(first + index + 1);
    item.addEventListener('click', () => view(first + index + 1));
    return item;
  }));
  if (viewing === null) {
    list.scrollTop = list.scrollHeight;
  } else {
    list.scrollTop = scrolled;
    markViewed();
  }
}

/** A place clicked: the server says what the places pointed at select; a whole move is played. */
async function choose(place) {
  if (viewing !== null) return warn('This is the board after ply ' + viewing + '; go back to live to play.');
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
    // Each message is typed (docs/http-api.md, Live messages). A state carries the whole table, its clock, chat
    // and result among it, so the page needs only it; a gap needs nothing, as the whole state comes next.
    if (message.type === 'state') {
      render(message.table);
    } else if (message.type === 'dropped') {
      say(message.message);
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
  const [games, first] = await Promise.all([getJson('/api/v1/games'), getJson(api)]);
  const game = games.find((g) => g.id === first.game);
  $('game-title').textContent = first.title || (game ? game.title : first.game);
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
  coordinates(savedCoordinates());
  $('coordinates').addEventListener('change', () => coordinates($('coordinates').checked));
  $('live').addEventListener('click', () => view(null));
  $('analyse').addEventListener('click', () => analyse().catch((error) => warn(error.message)));
  document.addEventListener('keydown', stepKeys);
  $('roll').addEventListener('click', () => act('/roll'));
  $('resign').addEventListener('click', () => act('/resign'));
  $('offer').addEventListener('click', () => act('/draw/offer'));
  $('accept').addEventListener('click', () => act('/draw/accept'));
  $('decline').addEventListener('click', () => act('/draw/decline'));
  $('takeback').addEventListener('click', () => act('/takeback/offer'));
  $('takeback-accept').addEventListener('click', () => act('/takeback/accept'));
  $('takeback-decline').addEventListener('click', () => act('/takeback/decline'));
  $('rematch').addEventListener('click', () => act('/rematch/offer'));
  $('rematch-decline').addEventListener('click', () => act('/rematch/decline'));
  $('rematch-accept').addEventListener('click', async () => {
    movingOn = true;
    const answer = await post(api + '/rematch/accept', undefined, token);
    if (answer.ok) {
      moveTo(answer.body);
    } else {
      movingOn = false;
      warn(answer.body.message);
    }
  });
  $('chat-form').addEventListener('submit', async (event) => {
    event.preventDefault();
    const text = $('chat-text').value.trim();
    if (!text) return;
    const answer = await act('/chat', { text });
    if (answer.ok) $('chat-text').value = '';
  });
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

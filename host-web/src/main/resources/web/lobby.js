// The lobby: the installed games as /api/v1/games describes them, a new table, the recent tables to join or watch.
import { getJson, post, tableLink, sideName } from './api.js';
import { clockFields, clockRequest } from './clocks.js';

const gameSelect = document.getElementById('game');
const optionsBox = document.getElementById('options');
const seatsBox = document.getElementById('seats');
const statusLine = document.getElementById('lobby-status');
let games = [];

function field(label, control, hint) {
  const wrap = document.createElement('label');
  wrap.className = 'field';
  wrap.append(label + ' ', control);
  if (hint) wrap.title = hint;
  return wrap;
}

/** One control an option: a select for choices, a checkbox for a boolean, a text or number box otherwise. */
function optionControl(option) {
  let control;
  if (option.choices && option.choices.length) {
    control = document.createElement('select');
    for (const choice of option.choices) control.add(new Option(choice, choice, false, choice === option.default));
  } else if (option.type === 'boolean') {
    control = document.createElement('input');
    control.type = 'checkbox';
    control.checked = option.default === 'true';
  } else {
    control = document.createElement('input');
    control.type = option.type === 'integer' || option.type === 'int' || option.type === 'number' ? 'number' : 'text';
    control.value = option.default ?? '';
  }
  control.name = 'option-' + option.name;
  control.dataset.option = option.name;
  return control;
}

function showGame() {
  const game = games.find((g) => g.id === gameSelect.value);
  document.getElementById('game-title').textContent = game ? game.title : '';
  optionsBox.replaceChildren(Object.assign(document.createElement('legend'), { textContent: 'Options' }));
  seatsBox.replaceChildren(Object.assign(document.createElement('legend'), { textContent: 'Seats' }));
  if (!game) return;
  for (const option of game.options) {
    optionsBox.append(field(option.name, optionControl(option), option.description));
  }
  optionsBox.hidden = game.options.length === 0;
  game.sides.forEach((side, index) => {
    const select = document.createElement('select');
    select.id = 'seat-' + side;
    select.dataset.side = side;
    select.add(new Option('Human', 'human'));
    // A person's seat whose link nobody holds yet: whoever comes first takes it from the list of tables.
    select.add(new Option('Open (anyone may join)', 'open'));
    for (const level of game.botLevels) {
      select.add(new Option('Bot: ' + level.name, 'bot:' + level.level));
    }
    // A person against a bot by default, as a visitor most often wants: the game's own default, else its first.
    if (index > 0 && game.botLevels.length) {
      select.value = 'bot:' + (game.defaultBotLevel ?? game.botLevels[0].level);
    }
    seatsBox.append(field(sideName(side), select));
  });
}

async function create(event) {
  event.preventDefault();
  const options = {};
  for (const control of optionsBox.querySelectorAll('[data-option]')) {
    options[control.dataset.option] = control.type === 'checkbox' ? String(control.checked) : control.value;
  }
  const seats = {};
  for (const select of seatsBox.querySelectorAll('select[data-side]')) seats[select.dataset.side] = select.value;
  const name = playerName();
  // The creator's name goes to the first seat a person plays here, the one whose page opens next.
  const mine = Object.keys(seats).find((side) => seats[side] === 'human');
  const names = name && mine ? { [mine]: name } : {};
  const chat = document.getElementById('chat').checked;
  const hints = document.getElementById('hints').checked;
  const clock = clockRequest(event.target);
  const answer = await post('/api/v1/tables',
    { game: gameSelect.value, options, seats, names, chat, hints, ...(clock ? { clock } : {}) });
  if (!answer.ok) {
    statusLine.textContent = answer.body.message;
    return;
  }
  const { id, tokens } = answer.body;
  const sides = Object.keys(tokens);
  // The first seat's page: the server gives its token the other seats' links to share, in any tab.
  location.assign(tableLink(id, sides.length ? tokens[sides[0]] : null));
}

/** Takes an open seat, then goes to its seat link; a seat taken meanwhile is said, and the list read again. */
async function join(id, side) {
  const name = playerName();
  const answer = await post('/api/v1/tables/' + encodeURIComponent(id) + '/join', name ? { side, name } : { side });
  if (!answer.ok) {
    statusLine.textContent = answer.body.message;
    await listTables();
    return;
  }
  location.assign(tableLink(id, answer.body.token));
}

/** The name typed in the form, or nothing. */
function playerName() {
  return document.getElementById('player-name').value.trim();
}

/** Tables a page of the list; more come by the "More tables" button. */
const PAGE = 20;
/** How often the list is read again: the lobby polls (with the list's ETag, so an unchanged list costs a 304). */
const POLL_MS = 3000;
/** The pages read so far, each {tables, next}; the first is read again at every poll. */
let pages = [];
let firstText = null;

function listUrl(cursor) {
  const query = new URLSearchParams({ limit: String(PAGE) });
  if ($('filter-game').value) query.set('game', $('filter-game').value);
  if ($('filter-status').value) query.set('status', $('filter-status').value);
  const player = $('filter-player').value.trim();
  if (player) query.set('player', player);
  if (cursor) query.set('cursor', cursor);
  return '/api/v1/tables?' + query;
}

function $(name) {
  return document.getElementById(name);
}

/** A page of the list and where the next one starts (the cursor of its Link header), or null at the last. */
async function readPage(url) {
  // no-cache: the browser asks again with the ETag it holds, and the server answers 304 while nothing changed.
  const response = await fetch(url, { cache: 'no-cache' });
  const text = await response.text();
  if (!response.ok) throw new Error(JSON.parse(text).message);
  const link = /<([^>]*)>;\s*rel="next"/.exec(response.headers.get('Link') || '');
  return { text, tables: JSON.parse(text), next: link ? new URL(link[1], location.origin).searchParams.get('cursor') : null };
}

/** The list from its first page again (a filter changed). */
async function listTables() {
  const first = await readPage(listUrl(null));
  pages = [first];
  firstText = first.text;
  showTables();
}

/** Reads the first page again; shows it only when it changed. */
async function poll() {
  try {
    if (document.visibilityState !== 'hidden') {
      const first = await readPage(listUrl(null));
      if (first.text !== firstText) {
        firstText = first.text;
        pages[0] = first;
        showTables();
      }
    }
  } catch (error) {
    statusLine.textContent = error.message;
  } finally {
    setTimeout(poll, POLL_MS);
  }
}

async function more() {
  const last = pages[pages.length - 1];
  if (!last || !last.next) return;
  pages.push(await readPage(listUrl(last.next)));
  showTables();
}

/** How long ago, in the largest unit that fits: "made 5 s ago", "made 3 h ago". */
function age(created) {
  const seconds = Math.max(0, Math.round((Date.now() - Date.parse(created)) / 1000));
  const units = [[86400, 'd'], [3600, 'h'], [60, 'min'], [1, 's']];
  const [size, unit] = units.find(([s]) => seconds >= s) || [1, 's'];
  return `made ${Math.floor(seconds / size)} ${unit} ago`;
}

/**
 * The clock a table's state gives, if it gives one (time controls come in their own change): its limit and
 * increment in seconds, or its text.
 */
/** The table's time control in words, from the clock the list gives (its control), or nothing without one. */
function clockWords(clock) {
  const control = clock && clock.control;
  if (!control) return '';
  const minutes = (seconds) => `${+(seconds / 60).toFixed(2)} min`;
  switch (control.kind) {
    case 'delay': return `, clock ${minutes(control.limit)}, ${control.delay} s delay`;
    case 'correspondence': return `, clock ${control.days} days a move`;
    default: return `, clock ${minutes(control.limit)} + ${control.increment || 0} s`;
  }
}

function showTables() {
  const list = $('tables');
  const seen = new Set();
  // A table made since a later page was read pushes one along: listed once.
  const tables = pages.flatMap((page) => page.tables).filter((table) => !seen.has(table.id) && seen.add(table.id));
  list.replaceChildren();
  if (!tables.length) {
    list.append(Object.assign(document.createElement('li'), { textContent: 'No tables yet.' }));
  }
  for (const table of tables) {
    const item = document.createElement('li');
    item.dataset.table = table.id;
    const open = table.open || [];
    const names = table.names || {};
    const game = games.find((g) => g.id === table.game);
    const seats = Object.entries(table.seats)
      .map(([side, seat]) => sideName(side) + ': ' + (open.includes(side) ? 'open' : names[side] || seat)).join(', ');
    item.append(`${game ? game.title : table.game} (${seats}), ${table.status}, ply ${table.ply}`
      + `${clockWords(table.clock)}, ${age(table.created)} `);
    if (table.status === 'active') {
      // An open seat is a seek: whoever takes it plays.
      for (const side of open) {
        const button = Object.assign(document.createElement('button'),
          { type: 'button', textContent: 'Join as ' + side });
        button.dataset.join = side;
        button.addEventListener('click', () => join(table.id, side));
        item.append(button, ' ');
      }
    }
    item.append(Object.assign(document.createElement('a'), { href: tableLink(table.id), textContent: 'Watch' }));
    list.append(item);
  }
  $('more').hidden = !pages[pages.length - 1].next;
}

async function start() {
  games = await getJson('/api/v1/games');
  for (const game of games) gameSelect.add(new Option(game.title + ' (' + game.id + ')', game.id));
  gameSelect.addEventListener('change', showGame);
  document.getElementById('new-table').addEventListener('submit', create);
  clockFields(document.getElementById('new-table'));
  showGame();
  for (const game of games) $('filter-game').add(new Option(game.title, game.id));
  for (const filter of ['filter-game', 'filter-status']) {
    $(filter).addEventListener('change', () => listTables().catch((error) => { statusLine.textContent = error.message; }));
  }
  // A name is read once typing pauses, not at every key.
  let typing = null;
  $('filter-player').addEventListener('input', () => {
    clearTimeout(typing);
    typing = setTimeout(() => listTables().catch((error) => { statusLine.textContent = error.message; }), 300);
  });
  $('more').addEventListener('click', () => more().catch((error) => { statusLine.textContent = error.message; }));
  await listTables();
  setTimeout(poll, POLL_MS);
  document.body.dataset.ready = 'true';
}

start().catch((error) => { statusLine.textContent = error.message; });

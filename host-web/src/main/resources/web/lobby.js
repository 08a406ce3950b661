// The lobby: the installed games as /api/games describes them, a new table, the recent tables to join or watch.
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
    // A person against the first bot level by default, as a visitor most often wants.
    if (index > 0 && game.botLevels.length) select.value = 'bot:' + game.botLevels[0].level;
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
  const clock = clockRequest(event.target);
  const answer = await post('/api/tables', { game: gameSelect.value, options, seats, ...(clock ? { clock } : {}) });
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
  const answer = await post('/api/tables/' + encodeURIComponent(id) + '/join', { side });
  if (!answer.ok) {
    statusLine.textContent = answer.body.message;
    await listTables();
    return;
  }
  location.assign(tableLink(id, answer.body.token));
}

async function listTables() {
  const list = document.getElementById('tables');
  const tables = await getJson('/api/tables');
  list.replaceChildren();
  if (!tables.length) {
    list.append(Object.assign(document.createElement('li'), { textContent: 'No tables yet.' }));
  }
  for (const table of tables) {
    const item = document.createElement('li');
    item.dataset.table = table.id;
    const open = table.open || [];
    const game = games.find((g) => g.id === table.game);
    const seats = Object.entries(table.seats)
      .map(([side, seat]) => sideName(side) + ': ' + (open.includes(side) ? 'open' : seat)).join(', ');
    item.append(`${game ? game.title : table.game} (${seats}), ${table.status}, ply ${table.ply} `);
    if (table.status === 'active') {
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
}

async function start() {
  games = await getJson('/api/games');
  for (const game of games) gameSelect.add(new Option(game.title + ' (' + game.id + ')', game.id));
  gameSelect.addEventListener('change', showGame);
  document.getElementById('new-table').addEventListener('submit', create);
  clockFields(document.getElementById('new-table'));
  showGame();
  await listTables();
  document.body.dataset.ready = 'true';
}

start().catch((error) => { statusLine.textContent = error.message; });

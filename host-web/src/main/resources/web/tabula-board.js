// <tabula-board>: one table of a Tabula server in any site's page, watched, or played by a seat's token.
// A platform puts it in with two lines:
//   <script type="module" src="https://SERVER/tabula-board.js"></script>
//   <tabula-board server="https://SERVER" table="ID"></tabula-board>
// It talks to the server's API only (the board the server draws, its pointing rule, moves and rolls) and hears every
// change over the table's WebSocket. The seat's token goes only in an Authorization header, never in an address.
import { getJson, post, sideName } from './api.js';
import { diceWords, highlight, markStarts, showBoard } from './board.js';

/** The server this module came from: the default of the server attribute. */
const OWN_SERVER = new URL(import.meta.url).origin;

const TEMPLATE = `
<link rel="stylesheet" href="${new URL('board.css', import.meta.url).href}">
<style>
  :host { display: block; font: 16px/1.4 system-ui, sans-serif; }
  [hidden] { display: none !important; }
  .board svg { display: block; width: 100%; height: auto; }
  .bar { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin: 0.25rem 0; }
  .status { min-height: 1.4em; margin: 0; }
  .status.warn { color: #b42318; font-weight: 600; }
  p { margin: 0; }
  button { font: inherit; padding: 0.3rem 0.7rem; border: 1px solid currentColor; border-radius: 6px;
    background: transparent; color: inherit; cursor: pointer; }
</style>
<div class="board" part="board" aria-label="board"></div>
<div class="bar">
  <p class="turn" part="turn"></p>
  <button type="button" class="roll" part="roll" hidden>Roll</button>
  <span class="free"></span>
</div>
<p class="dice" part="dice"></p>
<p class="status" part="status" role="status" aria-live="polite"></p>
`;

/** Why a request failed, in words a platform's developer can act on. */
function failure(error, server) {
  return error instanceof TypeError
    ? `The server ${server} did not answer this page (is it up, and does it allow this page's origin with`
      + ' tabula serve --allow-origin?).'
    : error.message;
}

class TabulaBoard extends HTMLElement {
  static observedAttributes = ['server', 'table', 'seat-token'];

  #root;
  #token = null;
  #tokenSet = false;
  /** Each start's number: the answers and messages of an earlier start (other attributes) are dropped. */
  #run = 0;
  #socket = null;
  #retry = null;
  #state = null;
  #side = null;
  #pointed = [];
  #ended = false;
  #pending = false;

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    this.#root.innerHTML = TEMPLATE;
    this.#part('roll').addEventListener('click', () => this.#act('/roll'));
    // A token a platform set before this module defined the element is an own property hiding the setter.
    if (Object.prototype.hasOwnProperty.call(this, 'seatToken')) {
      const token = this.seatToken;
      delete this.seatToken;
      this.seatToken = token;
    }
  }

  /** The seat's token (a property, so that a platform need not put it in the page's DOM); null to watch. */
  get seatToken() {
    return this.#tokenSet ? this.#token : this.getAttribute('seat-token');
  }

  set seatToken(token) {
    this.#token = token || null;
    this.#tokenSet = true;
    this.#restart();
  }

  /** The side this element plays, once the server said so; null while watching. */
  get side() {
    return this.#side;
  }

  /** The table's state as last heard (as GET /api/v1/tables/{id} answers it), or null. */
  get state() {
    return this.#state;
  }

  connectedCallback() {
    this.#restart();
  }

  disconnectedCallback() {
    this.#stop();
  }

  attributeChangedCallback() {
    this.#restart();
  }

  /** Starts once for all the attributes and the token set in one go (an upgrade calls back for each). */
  #restart() {
    if (this.#pending) return;
    this.#pending = true;
    queueMicrotask(() => {
      this.#pending = false;
      if (this.isConnected) this.#start();
    });
  }

  get #server() {
    return (this.getAttribute('server') || OWN_SERVER).replace(/\/+$/, '');
  }

  get #api() {
    return `${this.#server}/api/v1/tables/${encodeURIComponent(this.getAttribute('table') || '')}`;
  }

  #part(name) {
    return this.#root.querySelector('.' + name);
  }

  #stop() {
    this.#run++;
    clearTimeout(this.#retry);
    if (this.#socket) {
      this.#socket.onclose = null;
      this.#socket.close();
      this.#socket = null;
    }
  }

  async #start() {
    this.#stop();
    const run = this.#run;
    this.#state = null;
    this.#side = null;
    this.#pointed = [];
    this.#ended = false;
    this.#part('board').replaceChildren();
    delete this.dataset.error;
    this.#say('');
    if (!this.getAttribute('table')) return this.#fail('NO_TABLE', 'No table is given (the table attribute).');
    const token = this.seatToken;
    let first;
    try {
      first = await getJson(this.#api);
      if (token) this.#side = (await getJson(this.#api + '/seat', token)).side;
    } catch (error) {
      if (run !== this.#run) return;
      return this.#fail('UNREACHABLE', failure(error, this.#server));
    }
    if (run !== this.#run) return;
    this.dataset.side = this.#side || '';
    await this.#render(first);
    this.#listen(run);
  }

  /** The table's WebSocket; heard again a second after it closes (a restart, a network drop). */
  #listen(run) {
    if (run !== this.#run) return;
    const url = new URL(this.#api + '/live');
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new WebSocket(url);
    this.#socket = socket;
    socket.onmessage = (event) => {
      if (run === this.#run) this.#heard(JSON.parse(event.data));
    };
    socket.onclose = () => {
      this.#retry = setTimeout(() => this.#listen(run), 1000);
    };
  }

  /** A live message (docs/http-api.md, Live messages). */
  #heard(message) {
    if (message.type === 'state') {
      this.#render(message.table);
    } else if (message.type === 'dropped') {
      this.#say(message.message);
    }
    // gap: the next state is whole; end, clock and chat: the state already told them.
  }

  async #render(next) {
    const before = this.#state;
    if (before && next.version <= before.version) return;
    this.#state = next;
    this.#pointed = [];
    this.dataset.version = String(next.version);
    this.dataset.status = next.status;
    const finished = next.result;
    this.#part('turn').textContent = finished ? next.result.sentence
      : `${sideName(next.turn)} to ${next.chance ? 'roll' : 'move'}${this.#myTurn() ? ' (you)' : ''}.`;
    this.#part('roll').hidden = !(this.#myTurn() && next.chance);
    this.#freeMoves(next);
    this.#tell(before, next);
    await this.#draw(next);
  }

  /** The events a platform listens to: each new move, the end once, and every state. */
  #tell(before, next) {
    this.dispatchEvent(new CustomEvent('state', { detail: next }));
    if (before && next.moves.length > before.moves.length && next.ply > before.ply) {
      const first = next.ply - next.moves.length;
      next.moves.slice(before.moves.length).forEach((move, index) => {
        this.dispatchEvent(new CustomEvent('move', { detail: { side: move.side, text: move.text,
          ply: first + before.moves.length + index + 1, version: next.version } }));
      });
    }
    if (next.result && !this.#ended) {
      this.#ended = true;
      this.dispatchEvent(new CustomEvent('end', { detail: { result: next.result } }));
    }
  }

  async #draw(shown) {
    const holder = this.#part('board');
    const response = await fetch(this.#api + '/picture.svg', { cache: 'no-store' }).catch(() => null);
    if (shown !== this.#state) return;
    if (!response || !response.ok) {
      holder.textContent = 'This game gives no board picture.';
    } else {
      const svg = await response.text();
      if (shown !== this.#state) return;
      showBoard(holder, svg, (place) => this.#choose(place));
    }
    this.#showStarts();
    const dice = diceWords(holder);
    this.#part('dice').textContent = dice ? `${sideName(shown.turn)}: ${dice}.` : '';
    holder.dataset.version = String(shown.version);
  }

  #myTurn() {
    const state = this.#state;
    return state !== null && this.#side === state.turn && state.status === 'active';
  }

  #showStarts() {
    const state = this.#state;
    const starts = this.#myTurn() && !state.chance && this.#pointed.length === 0
      ? state.legalMoves.filter((move) => move.places.length).map((move) => move.places[0]) : [];
    markStarts(this.#part('board'), starts);
  }

  /** A button for each legal move that touches no place (a pass): nothing on the board to click for it. */
  #freeMoves(shown) {
    const free = this.#myTurn() && !shown.chance ? shown.legalMoves.filter((move) => move.places.length === 0) : [];
    this.#part('free').replaceChildren(...(free.length > 12 ? [] : free).map((move) => {
      const button = Object.assign(document.createElement('button'), { type: 'button', textContent: move.text });
      button.addEventListener('click', () => this.#act('/moves', { move: move.text }));
      return button;
    }));
  }

  /** A place clicked: the server says what the places pointed at select; a whole move is played. */
  async #choose(place) {
    const state = this.#state;
    if (!state || state.status !== 'active') return this.#warn('The game is over.');
    if (this.#side === null) return this.#warn('Watching: this board has no seat.');
    if (!this.#myTurn()) return this.#warn(`It is ${sideName(state.turn)}'s turn.`);
    if (state.chance) return this.#warn('Roll first.');
    const point = (places) => post(this.#api + '/point', { places }).catch((error) => ({
      ok: false, body: { code: 'UNREACHABLE', message: failure(error, this.#server) } }));
    let answer = await point([...this.#pointed, place]);
    // A place that goes on no move pointed at so far starts a new pointing.
    if (answer.ok && answer.body.candidates.length === 0 && this.#pointed.length) {
      this.#pointed = [];
      answer = await point([place]);
    }
    if (state !== this.#state) return;
    if (!answer.ok) return this.#warn(answer.body.message, answer.body.code);
    const holder = this.#part('board');
    if (answer.body.candidates.length === 0) {
      this.#pointed = [];
      highlight(holder, [], []);
      this.#showStarts();
      return this.#warn(`No move begins at ${place}.`);
    }
    this.#pointed = [...this.#pointed, place];
    highlight(holder, this.#pointed, answer.body.next);
    this.#showStarts();
    if (answer.body.chosen) {
      await this.#act('/moves', { move: answer.body.chosen });
    } else {
      this.#say(`${this.#pointed.join(' ')}: where next?`);
    }
  }

  /** A seat's action (a move, a roll) sent with its token; a refusal (422 REFUSED) is said, and the board kept. */
  async #act(path, body) {
    const answer = await post(this.#api + path, body, this.seatToken).catch((error) => ({
      ok: false, body: { code: 'UNREACHABLE', message: failure(error, this.#server) } }));
    if (answer.ok) {
      this.#say('');
      await this.#render(answer.body);
    } else {
      this.#pointed = [];
      highlight(this.#part('board'), [], []);
      this.#showStarts();
      this.#warn(answer.body.message, answer.body.code, answer.body.reason);
    }
  }

  #say(text) {
    const status = this.#part('status');
    status.textContent = text;
    status.classList.remove('warn');
  }

  /** A refusal or a failure: said in the element, and told to the platform as an error event. */
  #warn(message, code = 'NOT_NOW', reason) {
    this.#say(message);
    this.#part('status').classList.add('warn');
    const detail = reason ? { code, message, reason } : { code, message };
    this.dispatchEvent(new CustomEvent('error', { detail }));
  }

  #fail(code, message) {
    this.dataset.error = code;
    this.#warn(message, code);
  }
}

if (!customElements.get('tabula-board')) customElements.define('tabula-board', TabulaBoard);

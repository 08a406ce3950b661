// The table's clocks: each side's time left, ticking on the page between states. Counted from when the state
// arrived (not from its readAt, so a page whose own clock is off still counts right) and set right by every state.
const LOW_MS = 10_000;

let shown = null;
let arrived = 0;
let timer = null;
let box = null;

/** The time a control starts each side with, in milliseconds. */
function startMs(control) {
  return control.kind === 'correspondence' ? control.days * 86_400_000 : control.limit * 1000;
}

/** What is left of the running side's free delay when the state was read. */
function delayLeftMs(clock) {
  if (clock.control.kind !== 'delay' || !clock.turnBegan) return 0;
  const used = Date.parse(clock.readAt) - Date.parse(clock.turnBegan);
  return Math.max(0, clock.control.delay * 1000 - used);
}

/** The side's milliseconds left now, on the page. */
function leftMs(side) {
  const read = shown.remaining[side];
  if (shown.running !== side) return read;
  const passed = performance.now() - arrived;
  return Math.max(0, read - Math.max(0, passed - delayLeftMs(shown)));
}

/** 4:57, 1:02:03, 2d 03:04; tenths under ten seconds, when every tenth counts. */
function format(ms) {
  const pad = (n) => String(n).padStart(2, '0');
  const seconds = Math.floor(ms / 1000);
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `${days}d ${pad(hours)}:${pad(minutes)}`;
  if (hours > 0) return `${hours}:${pad(minutes)}:${pad(seconds % 60)}`;
  if (ms < LOW_MS) return `0:${pad(seconds)}.${Math.floor((ms % 1000) / 100)}`;
  return `${minutes}:${pad(seconds % 60)}`;
}

function tick() {
  if (!shown) return;
  const low = Math.min(LOW_MS, startMs(shown.control) / 10);
  for (const row of box.querySelectorAll('[data-clock]')) {
    const ms = leftMs(row.dataset.clock);
    row.querySelector('.clock-time').textContent = format(ms);
    row.classList.toggle('running', shown.running === row.dataset.clock);
    row.classList.toggle('low', ms < low);
    row.dataset.ms = String(Math.floor(ms));
  }
}

/** Shows the state's clock (null: a table without clocks) in the element, a row a side, and keeps it ticking. */
export function showClocks(element, clock, sideName) {
  box = element;
  shown = clock;
  arrived = performance.now();
  element.hidden = !clock;
  if (!clock) {
    clearInterval(timer);
    timer = null;
    return;
  }
  const sides = Object.keys(clock.remaining);
  if ([...element.children].map((row) => row.dataset.clock).join() !== sides.join()) {
    element.replaceChildren(...sides.map((side) => {
      const row = document.createElement('p');
      row.className = 'clock';
      row.dataset.clock = side;
      const name = Object.assign(document.createElement('span'), { className: 'clock-side', textContent: sideName(side) });
      const time = Object.assign(document.createElement('span'), { className: 'clock-time' });
      time.setAttribute('role', 'timer');
      row.append(name, ' ', time);
      return row;
    }));
  }
  tick();
  if (clock.running && !timer) timer = setInterval(tick, 100);
  if (!clock.running && timer) {
    clearInterval(timer);
    timer = null;
  }
}

/** The create form's clock as the API takes it, or null for none (from the Clock fieldset of index.html). */
export function clockRequest(form) {
  const kind = form.querySelector('#clock-kind').value;
  const number = (name) => Number(form.querySelector(name).value);
  if (kind === 'fischer') return { limit: Math.round(number('#clock-minutes') * 60), increment: number('#clock-extra') };
  if (kind === 'delay') {
    return { kind, limit: Math.round(number('#clock-minutes') * 60), delay: number('#clock-extra') };
  }
  if (kind === 'correspondence') return { kind, days: number('#clock-days') };
  return null;
}

/** Shows only the create form's clock fields the chosen kind takes. */
export function clockFields(form) {
  const kind = form.querySelector('#clock-kind');
  const show = () => {
    const timed = kind.value === 'fischer' || kind.value === 'delay';
    form.querySelector('#clock-timed').hidden = !timed;
    form.querySelector('#clock-extra-label').firstChild.textContent = kind.value === 'delay' ? 'Delay (s) ' : 'Increment (s) ';
    form.querySelector('#clock-days-field').hidden = kind.value !== 'correspondence';
  };
  kind.addEventListener('change', show);
  show();
}

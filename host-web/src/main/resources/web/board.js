// The board: the server's SVG picture inlined, its places made buttons a person clicks or presses in order.
// What a pointing selects is the server's answer (POST .../point, api's Pointing): the page knows no rule.

/**
 * Puts the SVG text into the holder and makes every place (an element with data-place) a focusable button
 * with its name as label; onPlace is called with the place's name on a click, Enter or Space.
 */
export function showBoard(holder, svgText, onPlace) {
  const doc = new DOMParser().parseFromString(svgText, 'image/svg+xml');
  const svg = document.importNode(doc.documentElement, true);
  // The viewBox alone sizes it, so it scales to the page's width (a phone's too).
  svg.removeAttribute('width');
  svg.removeAttribute('height');
  // A group, not an image: its places are buttons a screen reader must reach.
  svg.setAttribute('role', 'group');
  for (const place of svg.querySelectorAll('[data-place]')) {
    const name = place.getAttribute('data-place');
    place.setAttribute('tabindex', '0');
    place.setAttribute('role', 'button');
    place.setAttribute('aria-label', name);
    place.addEventListener('click', () => onPlace(name));
    place.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        onPlace(name);
      }
    });
  }
  readableLabels(svg);
  holder.replaceChildren(svg);
}

/** Marks the places a move may start from (none to clear them). */
export function markStarts(holder, starts) {
  for (const place of holder.querySelectorAll('[data-place]')) {
    place.classList.toggle('can-start', starts.includes(place.getAttribute('data-place')));
  }
}

const drawable = new Map();

/**
 * Whether this browser has a glyph for every character of a label: a missing one is painted as the same box as a
 * character no font has (U+10FFFD, private use), so the two paintings are compared.
 */
function canDraw(text) {
  if (!drawable.has(text)) {
    const paint = (t) => {
      const canvas = document.createElement('canvas');
      canvas.width = 80;
      canvas.height = 40;
      const g = canvas.getContext('2d');
      g.font = '32px sans-serif';
      g.fillText(t, 4, 32);
      return g.getImageData(0, 0, 80, 40).data.join();
    };
    const missing = paint('\u{10FFFD}');
    drawable.set(text, [...text].every((c) => c.charCodeAt(0) < 0x250 || paint(c) !== missing));
  }
  return drawable.get(text);
}

/**
 * A piece's label this browser has no font for (xiangqi's characters without a CJK font) is replaced by its kind's
 * first two letters (Ch for chariot, Ca for cannon), which read anywhere; its title keeps the whole kind.
 */
function readableLabels(svg) {
  for (const label of svg.querySelectorAll('.piece > text.label')) {
    if (!canDraw(label.textContent)) {
      const kind = label.parentNode.getAttribute('data-kind') || '?';
      label.textContent = kind.charAt(0).toUpperCase() + kind.slice(1, 2);
    }
  }
}

/** Marks the places pointed at and the places one may point at next. */
export function highlight(holder, pointed, next) {
  for (const place of holder.querySelectorAll('[data-place]')) {
    const name = place.getAttribute('data-place');
    place.classList.toggle('pointed', pointed.includes(name));
    place.classList.toggle('next', next.includes(name));
  }
}

/** The standing throw as the picture says it ("throw 1 0 1 0 counts 2"), or empty. */
export function diceWords(holder) {
  const title = holder.querySelector('.dice > title');
  return title ? title.textContent : '';
}

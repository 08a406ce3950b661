// Talks to tabula serve's JSON API. Every answer is JSON; an error is {"code","message"}.

/** GET a JSON answer; throws an Error carrying the server's message. */
export async function getJson(path, token) {
  return answer(await fetch(path, { headers: headers(token), cache: 'no-store' }));
}

/** POST a JSON body; resolves to {ok, status, body}, so a refusal (422) is a value, not an exception. */
export async function post(path, body, token) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { ...headers(token), 'Content-Type': 'application/json' },
    body: body === undefined ? '' : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = { code: 'BAD_ANSWER', message: text };
  }
  return { ok: response.ok, status: response.status, body: parsed };
}

/**
 * The page of a seat (with its token) or of a watcher, as an absolute link to share. The token rides in the
 * fragment, which a browser never sends to a server nor in a Referer.
 */
export function tableLink(id, token) {
  const url = new URL('/tables/' + encodeURIComponent(id), location.origin);
  if (token) url.hash = 'token=' + encodeURIComponent(token);
  return url.href;
}

/**
 * The seat's token of this tab at a table: from its link (#token=, or an old link's ?token=), kept in the tab's
 * sessionStorage for a reload and taken out of the address at once, so that history and bookmarks keep the table,
 * not the seat. Null for a watcher.
 */
export function takeSeatToken(id) {
  const key = 'tabula.seat.' + id;
  const given = new URLSearchParams(location.hash.slice(1)).get('token')
    || new URLSearchParams(location.search).get('token');
  if (location.search || location.hash) history.replaceState(null, '', location.pathname);
  try {
    if (given) sessionStorage.setItem(key, given);
    return given || sessionStorage.getItem(key);
  } catch {
    // Storage refused (a private window's rules): the token lives as long as the page.
    return given;
  }
}

/** Keeps a seat's token for a table in this tab (a rematch's, handed over by the server, never in a link). */
export function keepSeatToken(id, token) {
  try {
    sessionStorage.setItem('tabula.seat.' + id, token);
    return true;
  } catch {
    return false;
  }
}

/** A side's id as a person reads it: "white" becomes "White". */
export function sideName(id) {
  return id ? id.charAt(0).toUpperCase() + id.slice(1) : '';
}

function headers(token) {
  return token ? { Authorization: 'Bearer ' + token } : {};
}

async function answer(response) {
  const body = await response.json().catch(() => null);
  if (!response.ok) {
    throw new Error(body && body.message ? body.message : 'HTTP ' + response.status);
  }
  return body;
}

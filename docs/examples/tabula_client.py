#!/usr/bin/env python3
"""A whole game against a Tabula server's bot, through its HTTP API, with nothing but Python's standard library.

    python3 tabula_client.py --server http://127.0.0.1:8080 --game morris --seed 1

It makes a table (this client one side, the game's weakest bot the other), plays moves picked at random (seeded)
from the state's legalMoves, throws the dice when a chance game asks, waits for the bot's reply by polling the
table, and prints the record when the game is over. Exit 0 when the game finished, 1 on an error the server gave,
2 when the bot did not answer in time. See docs/platform.md.
"""

import argparse
import json
import random
import sys
import time
import urllib.error
import urllib.request


class ApiError(Exception):
    """An answer that is not 2xx: the API's error body {"code", "message"} (and "reason" for 422 REFUSED)."""

    def __init__(self, status, body):
        super().__init__(body.get("message", "HTTP %d" % status))
        self.status = status
        self.code = body.get("code", "HTTP_%d" % status)
        self.reason = body.get("reason")


class Tabula:
    """The few calls this client makes: JSON in and out, the seat's token in the Authorization header."""

    def __init__(self, server):
        self.base = server.rstrip("/") + "/api/v1"

    def call(self, method, path, body=None, token=None, text=False):
        data = None if body is None else json.dumps(body).encode("utf-8")
        request = urllib.request.Request(self.base + path, data=data, method=method)
        if data is not None:
            request.add_header("Content-Type", "application/json")
        if token:
            request.add_header("Authorization", "Bearer " + token)
        try:
            with urllib.request.urlopen(request, timeout=30) as answer:
                payload = answer.read().decode("utf-8")
        except urllib.error.HTTPError as error:
            payload = error.read().decode("utf-8")
            try:
                raise ApiError(error.code, json.loads(payload)) from None
            except ValueError:
                raise ApiError(error.code, {"message": payload}) from None
        return payload if text else json.loads(payload)

    def games(self):
        return self.call("GET", "/games")

    def create(self, game, seats):
        return self.call("POST", "/tables", {"game": game, "seats": seats})

    def state(self, table):
        return self.call("GET", "/tables/" + table)

    def move(self, table, token, move):
        return self.call("POST", "/tables/%s/moves" % table, {"move": move}, token)

    def roll(self, table, token):
        return self.call("POST", "/tables/%s/roll" % table, None, token)

    def record(self, table):
        return self.call("GET", "/tables/%s/record" % table, text=True)


def await_turn(api, table, side, state, wait):
    """Polls the table until it is this side's turn or the game is over (the bot thinks on the server)."""
    deadline = time.monotonic() + wait
    while state["status"] == "active" and state["turn"] != side:
        if time.monotonic() > deadline:
            raise TimeoutError("the bot did not answer within %s seconds" % wait)
        time.sleep(0.2)
        state = api.state(table)
    return state


def tell_moves(state, told):
    """Prints the moves played since the last state told, numbered as the record numbers them."""
    for move in state["moves"][told:]:
        print("%s %s %s" % (move["number"], move["side"], move["text"]))
    return len(state["moves"])


def play(args):
    api = Tabula(args.server)
    game = next((g for g in api.games() if g["id"] == args.game), None)
    if game is None:
        print("The server has no game %r." % args.game, file=sys.stderr)
        return 1
    side = args.side or game["sides"][0]
    level = min(level["level"] for level in game["botLevels"])
    seats = {other: "bot:%d" % level for other in game["sides"] if other != side}
    seats[side] = "human"
    created = api.create(args.game, seats)
    table, token = created["id"], created["tokens"][side]
    print("Table %s: %s, this client plays %s against bot:%d." % (table, game["title"], side, level))
    pick = random.Random(args.seed)
    state = created["table"]
    told = tell_moves(state, 0)
    refusal_shown = not args.show_refusal
    while state["status"] == "active":
        state = await_turn(api, table, side, state, args.wait)
        told = tell_moves(state, told)
        if state["status"] != "active":
            break
        try:
            if not refusal_shown:
                # A move no game takes, to show the answer a refusal by the rules gets: 422, the table unchanged.
                refusal_shown = True
                api.move(table, token, "no-such-move")
            elif state["chance"]:
                state = api.roll(table, token)
            elif state["legalMoves"]:
                state = api.move(table, token, pick.choice(state["legalMoves"])["text"])
            else:
                state = api.state(table)
        except ApiError as error:
            if error.code != "REFUSED":
                raise
            print("Refused (%s): %s" % (error.reason, error))
            state = api.state(table)
        told = tell_moves(state, told)
    print("Game over: %s" % state["result"]["sentence"])
    print()
    print(api.record(table).rstrip("\n"))
    return 0


def main():
    parser = argparse.ArgumentParser(description="Play a whole game against a Tabula server's bot.")
    parser.add_argument("--server", default="http://127.0.0.1:8080", help="the server (default %(default)s)")
    parser.add_argument("--game", default="morris", help="a game id of GET /api/v1/games (default %(default)s)")
    parser.add_argument("--side", help="the side this client plays (default the game's first)")
    parser.add_argument("--seed", type=int, help="seeds this client's choice of moves (default a random one)")
    parser.add_argument("--wait", type=float, default=60.0, help="seconds to wait for the bot (default %(default)s)")
    parser.add_argument("--show-refusal", action="store_true", help="send one move the rules refuse, first")
    args = parser.parse_args()
    try:
        return play(args)
    except ApiError as error:
        print("The server said %s: %s" % (error.code, error), file=sys.stderr)
        return 1
    except urllib.error.URLError as error:
        print("No answer from %s: %s" % (args.server, error.reason), file=sys.stderr)
        return 1
    except TimeoutError as error:
        print(str(error).capitalize() + ".", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())

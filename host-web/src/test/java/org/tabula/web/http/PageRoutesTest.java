package org.tabula.web.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What the page asks of the server beside the API: the picture, the pointing, the seat, the files. */
class PageRoutesTest extends OnAServer {

    private JsonNode create(String game, String first, String second) {
        Api.Reply reply = api.post("/api/v1/tables", "{\"game\":\"" + game + "\",\"seats\":{\"" + first
                + "\":\"human\",\"" + second + "\":\"human\"}}");
        assertThat(reply.status()).as(reply.body()).isEqualTo(201);
        return reply.json();
    }

    @Test
    void picture_isTheBoardAsTabulaShowDrawsIt_withTheLastMoveMarked() {
        JsonNode created = create("morris", "white", "black");
        String id = created.get("id").asText();
        Api.Reply start = api.get("/api/v1/tables/" + id + "/picture.svg");
        assertThat(start.status()).isEqualTo(200);
        assertThat(start.body()).startsWith("<?xml").contains("<svg").doesNotContain("last-move");
        assertThat(start.body().split("data-place=\"", -1)).hasSize(26 + 1);
        api.post("/api/v1/tables/" + id + "/moves", "{\"move\":\"d2\"}", created.get("tokens").get("white").asText());
        String after = api.get("/api/v1/tables/" + id + "/picture.svg").body();
        assertThat(after).contains("data-mark=\"last-move\"").contains("data-side=\"white\"");
        assertThat(api.get("/api/v1/tables/" + "0".repeat(32) + "/picture.svg").status()).isEqualTo(404);
    }

    @Test
    void point_answersWhatApisPointingSelects_candidatesNextAndChosen() {
        JsonNode created = create("checkers", "black", "white");
        String id = created.get("id").asText();
        // A square two legal moves leave from, read off the state's own moves.
        Map<String, List<JsonNode>> byFirst = new LinkedHashMap<>();
        for (JsonNode move : created.get("table").get("legalMoves")) {
            byFirst.computeIfAbsent(move.get("places").get(0).asText(), k -> new ArrayList<>()).add(move);
        }
        Map.Entry<String, List<JsonNode>> two = byFirst.entrySet().stream()
                .filter(entry -> entry.getValue().size() == 2).findFirst().orElseThrow();
        JsonNode first = api.post("/api/v1/tables/" + id + "/point", "{\"places\":[\"" + two.getKey() + "\"]}").json();
        assertThat(first.get("candidates")).hasSize(2);
        assertThat(first.get("chosen").isNull()).isTrue();
        List<String> next = new ArrayList<>();
        first.get("next").forEach(place -> next.add(place.asText()));
        assertThat(next).containsExactlyInAnyOrder(two.getValue().get(0).get("places").get(1).asText(),
                two.getValue().get(1).get("places").get(1).asText());
        JsonNode whole = api.post("/api/v1/tables/" + id + "/point", "{\"places\":[\"" + two.getKey() + "\",\""
                + next.get(0) + "\"]}").json();
        assertThat(whole.get("chosen").asText()).isIn(two.getValue().get(0).get("text").asText(),
                two.getValue().get(1).get("text").asText());
        assertThat(api.post("/api/v1/tables/" + id + "/point", "{\"places\":[\"nowhere\"]}").json().get("candidates"))
                .isEmpty();
        Api faulty = api.outsideTheDocument();
        assertThat(faulty.post("/api/v1/tables/" + id + "/point", "{\"places\":\"9\"}").status()).isEqualTo(400);
        assertThat(faulty.post("/api/v1/tables/" + id + "/point", "{\"places\":[9]}").status()).isEqualTo(400);
        assertThat(api.post("/api/v1/tables/" + "0".repeat(32) + "/point", "{\"places\":[]}").status()).isEqualTo(404);
    }

    @Test
    void seat_namesTheSideATokenPlays_andAnswers401ToAnyOtherToken() {
        JsonNode created = create("morris", "white", "black");
        String id = created.get("id").asText();
        assertThat(api.get("/api/v1/tables/" + id + "/seat", created.get("tokens").get("black").asText()).json()
                .get("side").asText()).isEqualTo("black");
        assertThat(api.get("/api/v1/tables/" + id + "/seat", "not-a-token").status()).isEqualTo(401);
        assertThat(api.outsideTheDocument().get("/api/v1/tables/" + id + "/seat", null).status()).isEqualTo(401);
    }

    @Test
    void seat_ofTheCreatorsToken_givesTheOtherSeatsItWasIssuedWith_fromAnyTab() {
        JsonNode created = create("morris", "white", "black");
        String id = created.get("id").asText();
        String white = created.get("tokens").get("white").asText();
        String black = created.get("tokens").get("black").asText();

        JsonNode seat = api.get("/api/v1/tables/" + id + "/seat", white).json();
        assertThat(seat.get("side").asText()).isEqualTo("white");
        assertThat(seat.get("others").size()).isEqualTo(1);
        assertThat(seat.get("others").get("black").asText()).isEqualTo(black);
        // A friend's seat opens only itself: the creator's seat is not theirs to see.
        assertThat(api.get("/api/v1/tables/" + id + "/seat", black).json().get("others").size()).isZero();
        Api.Reply none = api.outsideTheDocument().get("/api/v1/tables/" + id + "/seat", null);
        assertThat(none.status()).isEqualTo(401);
        assertThat(none.json().get("code").asText()).isEqualTo("UNAUTHORIZED");
        assertThat(api.get("/api/v1/tables/" + id + "/seat", "x".repeat(5000)).status()).isEqualTo(401);
        Api.Reply unknown = api.get("/api/v1/tables/" + "0".repeat(32) + "/seat", white);
        assertThat(unknown.status()).isEqualTo(401);
        assertThat(unknown.json().get("code").asText()).isEqualTo("UNAUTHORIZED");
    }

    @Test
    void seat_ofTheCreator_neverGivesASeatSomeoneJoined() {
        Api.Reply reply = api.post("/api/v1/tables",
                "{\"game\":\"morris\",\"seats\":{\"white\":\"human\",\"black\":\"open\"}}");
        String id = reply.json().get("id").asText();
        String white = reply.json().get("tokens").get("white").asText();
        assertThat(api.post("/api/v1/tables/" + id + "/join", "{\"side\":\"black\"}").status()).isEqualTo(200);

        assertThat(api.get("/api/v1/tables/" + id + "/seat", white).json().get("others").size()).isZero();
    }

    @Test
    void games_sayWhetherTheirSidesMayAgreeADraw() {
        Map<String, Boolean> draws = new LinkedHashMap<>();
        api.get("/api/v1/games").json().forEach(game -> draws.put(game.get("id").asText(),
                game.get("drawsByAgreement").asBoolean()));
        assertThat(draws).containsEntry("morris", true).containsEntry("royal-ur", false);
    }

    @Test
    void state_listsTheMovesPlayed_withoutTheRecordsOtherLines() {
        JsonNode created = create("morris", "white", "black");
        String id = created.get("id").asText();
        api.post("/api/v1/tables/" + id + "/moves", "{\"move\":\"d2\"}", created.get("tokens").get("white").asText());
        api.post("/api/v1/tables/" + id + "/draw/offer", "", created.get("tokens").get("black").asText());
        api.post("/api/v1/tables/" + id + "/moves", "{\"move\":\"d6\"}", created.get("tokens").get("black").asText());

        JsonNode state = api.get("/api/v1/tables/" + id).json();
        assertThat(state.get("record").asText()).contains("offer");
        List<String> moves = new ArrayList<>();
        // Numbered as the record numbers them; morris shows a move as its text, so it has no display text.
        state.get("moves").forEach(move -> moves.add(move.get("number").asText() + " " + move.get("side").asText()
                + " " + move.get("text").asText() + " " + move.has("display")));
        assertThat(moves).containsExactly("1. white d2 false", "1... black d6 false");
    }

    @Test
    void state_givesEachMovesDisplayText_whereTheGameHasOne() {
        JsonNode xiangqi = create("xiangqi", "red", "black");
        api.post("/api/v1/tables/" + xiangqi.get("id").asText() + "/moves", "{\"move\":\"h2e2\"}",
                xiangqi.get("tokens").get("red").asText());
        JsonNode played = api.get("/api/v1/tables/" + xiangqi.get("id").asText()).json().get("moves").get(0);
        assertThat(played.get("text").asText()).isEqualTo("h2e2");
        assertThat(played.get("display").asText()).isEqualTo("C2.5");
    }

    @Test
    void favicon_isServed() {
        assumeFalse(Conformance.on(), "the page's files are not in the OpenAPI document");
        Api.Reply icon = api.get("/favicon.ico");
        assertThat(icon.status()).isEqualTo(200);
        assertThat(api.get("/favicon.svg").body()).startsWith("<svg");
    }

    @Test
    void theLobbyTheTablePageAndTheirFiles_areServedFromTheJar() {
        // The page's own files are no part of the API's document, and Prism's proxy passes on no path outside it.
        assumeFalse(Conformance.on(), "the page's files are not in the OpenAPI document");
        assertThat(api.get("/").body()).contains("Create table").contains("lobby.js");
        JsonNode created = create("morris", "white", "black");
        assertThat(api.get("/tables/" + created.get("id").asText() + "?token=x").body()).contains("table.js");
        for (String file : List.of("/app.css", "/board.css", "/api.js", "/board.js", "/lobby.js", "/table.js",
                "/tabula-board.js")) {
            assertThat(api.get(file).status()).as(file).isEqualTo(200);
        }
        assertThat(api.get("/no-such-file.js").status()).isEqualTo(404);
    }
}
